import { describe, expect, it } from 'vitest';
import { errorsOf, login, openApp, screenshot, seriousA11yViolations, useE2eHost } from './support/app.ts';

/** The figures as the service's database holds them right now, written as the pt-BR screen writes them. */
async function expectedFigures(): Promise<Record<string, string>> {
  const { service } = await useE2eHost();
  const [clients] = await service.engine.query<Record<string, number>>(
    `select count(*)::int as total,
            count(*) filter (where client_status = 0)::int as active,
            count(*) filter (where client_status = 1)::int as deactivated,
            count(*) filter (where client_status = 2)::int as interested,
            count(*) filter (where client_status = 3)::int as removed,
            count(*) filter (where client_date_cad >= date_trunc('month', localtimestamp))::int as new_month
       from client`,
  );
  const [invoices] = await service.engine.query<{ overdue: number; amount: string }>(
    `select count(*)::int as overdue, coalesce(sum(invoice_amount_document), 0)::numeric(14, 2)::text as amount
       from invoice where invoice_state = 0 and invoice_date_due < current_date`,
  );
  const [support] = await service.engine.query<{ open: number }>(
    'select count(*)::int as open from os where os_done = 0 and not os_deleted',
  );
  const count = (value: number | undefined): string => new Intl.NumberFormat('pt-BR').format(value ?? -1);
  return {
    total: count(clients?.total),
    active: count(clients?.active),
    deactivated: count(clients?.deactivated),
    interested: count(clients?.interested),
    removed: count(clients?.removed),
    newMonth: count(clients?.new_month),
    support: count(support?.open),
    overdue: count(invoices?.overdue),
    amount: new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(Number(invoices?.amount)),
  };
}

describe('dashboard', () => {
  it('shows the figures the service holds, in pt-BR formats, with no serious accessibility problems', async () => {
    const page = await openApp();
    await login(page);
    await page.locator('[data-stat="clients-total"] [data-value]').waitFor();
    const expected = await expectedFigures();
    const value = (stat: string) => page.locator(`[data-stat="${stat}"] [data-value]`).textContent();
    // The clients card counts what its label says: the active clients, the total of every status under it.
    expect(await value('clients-total')).toBe(expected.active);
    expect(await page.locator('[data-stat="clients-total"]').textContent()).toContain(
      `de ${expected.total} cadastrados`,
    );
    expect(await value('new-this-month')).toBe(expected.newMonth);
    expect(await value('support-open')).toBe(expected.support);
    expect(await value('invoices-overdue')).toBe(expected.overdue);
    expect(await page.locator('[data-stat="invoices-overdue"]').textContent()).toContain(expected.amount);
    for (const status of ['active', 'deactivated', 'interested', 'removed']) {
      expect(await page.locator(`[data-chart] [data-status="${status}"] [data-count]`).textContent(), status).toBe(
        expected[status],
      );
    }
    expect(await page.locator('[data-generated-at]').textContent()).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-light');
    expect(errorsOf(page)).toEqual([]);
  });

  it('follows a dark system theme, and the top bar toggle switches and keeps the theme', async () => {
    const page = await openApp({ colorScheme: 'dark' });
    await page.locator('form[data-form="login"]').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'login-dark');
    await login(page);
    await page.locator('[data-stat="clients-total"] [data-value]').waitFor();
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-dark');

    await page.locator('[data-action="toggle-theme"]').click();
    await expect.poll(() => page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('light');
    const { core } = await useE2eHost();
    await expect.poll(async () => (await core.settings.get()).theme).toBe('light');
    await page.locator('[data-action="toggle-theme"]').click();
    await expect.poll(async () => (await core.settings.get()).theme).toBe('dark');

    await page.locator('nav[data-nav="main"] [data-route="settings"]').click();
    await page.locator('[data-table="profiles"]').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'settings-dark');
  });
});
