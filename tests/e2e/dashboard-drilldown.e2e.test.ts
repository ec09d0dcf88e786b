import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { errorsOf, login, openApp, screenshot, seriousA11yViolations, useE2eHost } from './support/app.ts';

// The dashboard as a manager reads it, against the real provider service: the cards and bars open the client list
// filtered to what they count, and the 12-month trend (new, deactivated, net) comes from the list's totals.

async function count(where: string): Promise<number> {
  const { service } = await useE2eHost();
  const [row] = await service.engine.query<{ n: number }>(`select count(*)::int as n from client where ${where}`);
  return row?.n ?? -1;
}

/** The total the client list's pager shows (polled by the callers until it is the expected one). */
async function listTotal(page: Page): Promise<string | null> {
  return page
    .locator('[data-pager-rows]')
    .getAttribute('data-total', { timeout: 2_000 })
    .catch(() => null);
}

/** A client registered now and deactivated now, so this month's figures are not all zero. */
async function registerOneNow(): Promise<void> {
  const { service } = await useE2eHost();
  await service.engine.query(
    `insert into client (offices_pk, client_type, client_status, client_name, client_lastname, client_date_deactivation)
     values (1, 0, 1, 'Painel', 'Tendência', localtimestamp(0))`,
  );
}

const thisMonth = (): string => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
};

describe('dashboard: figures that open their clients, and the trend', () => {
  it('a status bar, the "new this month" card and an office bar open the list filtered to what they count', async () => {
    await registerOneNow();
    const page = await openApp();
    await login(page);
    await page
      .locator('[data-chart="clients-by-status"] [data-status="deactivated"] [data-action="open-list"]')
      .click();
    await expect.poll(() => page.url()).toContain('#/clients');
    await expect.poll(() => listTotal(page)).toBe(String(await count('client_status = 1')));
    await screenshot(page, 'dashboard-opens-deactivated');

    await page.locator('nav[data-nav="main"] [data-route="dashboard"]').click();
    await page.locator('[data-stat="new-this-month"] [data-action="open-list"]').click();
    await expect
      .poll(() => listTotal(page))
      .toBe(String(await count("client_date_cad >= date_trunc('month', localtimestamp)")));
    await screenshot(page, 'dashboard-opens-new-this-month');

    // By office: each bar the office's count; a bar opens the list on that office.
    await page.locator('nav[data-nav="main"] [data-route="dashboard"]').click();
    const office = page.locator('[data-chart="clients-by-office"] [data-office="1"]');
    const inOffice = String(await count('offices_pk = 1'));
    await expect.poll(() => office.locator('[data-count]').textContent()).toBe(inOffice);
    await screenshot(page, 'dashboard-by-office');
    await office.locator('[data-action="open-list"]').click();
    await expect.poll(() => listTotal(page)).toBe(inOffice);
    expect(errorsOf(page)).toEqual([]);
  });

  it('the trend: 12 months, each figure the count of its month, net growth, when it was computed; a month opens its clients', async () => {
    const page = await openApp();
    await login(page);
    const trend = page.locator('[data-chart="clients-trend"]');
    await trend.locator('[data-computed-at]').waitFor();
    expect(await trend.locator('[data-month]').count()).toBe(12);
    const month = trend.locator(`[data-month="${thisMonth()}"]`);
    const newHere = await count("client_date_cad >= date_trunc('month', localtimestamp)");
    const goneHere = await count("client_date_deactivation >= date_trunc('month', localtimestamp)");
    expect(await month.locator('[data-figure="new"] [data-count]').textContent()).toBe(String(newHere));
    expect(await month.locator('[data-figure="deactivated"] [data-count]').textContent()).toBe(String(goneHere));
    const net = newHere - goneHere;
    expect(await month.locator('[data-figure="net"]').textContent()).toBe(
      net > 0 ? `+${net}` : net < 0 ? `−${-net}` : '0',
    );
    expect(await trend.locator('[data-computed-at]').textContent()).toMatch(
      /^Calculado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    );
    expect(await trend.locator('[data-trend-summary]').textContent()).toMatch(
      /^Em 12 meses: .* crescimento líquido de /,
    );
    expect(await trend.innerText()).not.toMatch(/\d{4}-\d{2}/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-trend');

    await month.locator('[data-figure="new"] [data-action="open-list"]').click();
    await expect.poll(() => listTotal(page)).toBe(String(newHere));
    expect(errorsOf(page)).toEqual([]);
  });

  it('reads in English: months, summary and the computed date', async () => {
    const { core } = await useE2eHost();
    try {
      const page = await openApp();
      await core.settings.set({ language: 'en' });
      await page.reload();
      await login(page);
      const trend = page.locator('[data-chart="clients-trend"]');
      await trend.locator('[data-computed-at]').waitFor();
      expect(await trend.locator('#trend-title').textContent()).toBe('Clients per month (last 12 months)');
      expect(await trend.locator('[data-trend-summary]').textContent()).toMatch(/^Over 12 months: .* net growth of /);
      expect(await trend.locator('[data-month]').first().locator('td').first().textContent()).toMatch(
        /^[A-Z][a-z]{2} \d{4}$/,
      );
      await screenshot(page, 'dashboard-trend-en');
      expect(errorsOf(page)).toEqual([]);
    } finally {
      await core.settings.set({ language: 'pt-BR' });
    }
  });
});
