import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, uniqueWord, type TestCustomer } from '../support/integration-kit.ts';
import { FormClient } from '../support/form-client.ts';
import {
  e2ePasswords,
  errorsOf,
  login,
  openApp,
  screenshot,
  seriousA11yViolations,
  useE2eHost,
} from './support/app.ts';

// A support order of the customer area opens to everything the service sent about it, in words: labels instead
// of field names, dates as the clerk writes them, codes by name where known. Against the real provider service.

interface Order {
  protocol: string;
}

/** A customer of its own (no other suite writes to it) with a done, scheduled order holding a two-line description. */
async function customerWithOrder(): Promise<{ customer: TestCustomer; order: Order }> {
  const { service } = await useE2eHost();
  const admin = new FormClient(service.adminUrl);
  await admin.login('admin', e2ePasswords.staff);
  const customer = await createCustomer(admin);
  const protocol = `OS${uniqueWord().slice(0, 8).toUpperCase()}`;
  await service.engine.query(
    `with made as (
       insert into support (client_pk, support_protocol, support_priority, support_phone)
         values ($1::int, $2, 2, '(67) 99273-4796') returning support_pk)
     insert into os (support_pk, task_pk, os_obs, os_date_entry, os_date_sched, os_date_soluction, os_done, os_amount)
       select made.support_pk, (select min(task_pk) from task), E'Internet cai à noite.\\nJá reiniciou o roteador.',
              timestamp '2026-11-28 09:15:00', timestamp '2026-11-30 14:00:00', timestamp '2026-11-30 16:40:00', 1, 35.5
         from made`,
    [customer.clientPk, protocol],
  );
  return { customer, order: { protocol } };
}

/** Opens the customer's area from the customer-area screen's own form and shows the support orders tab. */
async function openOrders(page: Page, customer: TestCustomer): Promise<void> {
  await login(page);
  await page.locator('nav[data-nav="main"] [data-route="customer-area"]').click();
  const form = page.locator('form[data-form="open-customer"]');
  await form.locator('input[name="username"]').fill(customer.username);
  await form.locator('input[name="password"]').fill(customer.password);
  await form.locator('button[type="submit"]').click();
  await page.locator(`[data-customer-header="${customer.username}"]`).waitFor();
  await page.locator('[data-tab="supportOrders"]').click();
  await page.locator('table[data-grid="supportOrders"]:not([aria-busy]) tbody tr[data-row-key]').first().waitFor();
}

describe('support order details', () => {
  let customer: TestCustomer;
  let order: Order;

  beforeAll(async () => {
    ({ customer, order } = await customerWithOrder());
  });

  it('a clerk clicks an order and reads all of it in Portuguese: labels, dates dd/mm/aaaa, no field names', async () => {
    const page = await openApp();
    await openOrders(page, customer);
    await page.locator(`table[data-grid="supportOrders"] tbody tr[data-row-key="${order.protocol}"]`).click();
    const details = page.locator(`[data-order-details="${order.protocol}"]`);
    await details.waitFor();
    const field = (id: string) => details.locator(`[data-field="${id}"]`);
    expect(await details.getByRole('heading').textContent()).toBe(`Ordem de suporte ${order.protocol}`);
    expect(await field('priority').textContent()).toBe('PrioridadeAlta');
    expect(await field('os_obs').textContent()).toBe(
      'Descrição do clienteInternet cai à noite.\nJá reiniciou o roteador.',
    );
    expect(await field('os_date_entry').textContent()).toBe('Aberta em28/11/2026 09:15');
    expect(await field('os_date_soluction').textContent()).toBe('Solucionada em30/11/2026 16:40');
    expect(await field('os_amount').textContent()).toMatch(/^ValorR\$\s35,50$/);
    // Why innerText: textContent also holds the grid's style element.
    const text = await details.innerText();
    // No wire key and no ISO date reach the clerk.
    expect(text).not.toMatch(/[a-z]+_[a-z]+/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'support-order-details');
    expect(errorsOf(page)).toEqual([]);
  });

  it('in English, the same order reads in English', async () => {
    const { core } = await useE2eHost();
    try {
      const page = await openApp();
      await core.settings.set({ language: 'en' });
      await page.reload();
      await openOrders(page, customer);
      await page.locator(`table[data-grid="supportOrders"] tbody tr[data-row-key="${order.protocol}"]`).click();
      const details = page.locator(`[data-order-details="${order.protocol}"]`);
      await details.waitFor();
      expect(await details.getByRole('heading').textContent()).toBe(`Support order ${order.protocol}`);
      expect(await details.locator('[data-field="priority"]').textContent()).toBe('PriorityHigh');
      expect(await details.locator('[data-group="progress"]').textContent()).toContain('Scheduled for');
      // Why innerText: textContent also holds the grid's style element.
      const text = await details.innerText();
      expect(text).not.toMatch(/[a-z]+_[a-z]+/);
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      await screenshot(page, 'support-order-details-en');
      expect(errorsOf(page)).toEqual([]);
    } finally {
      await core.settings.set({ language: 'pt-BR' });
    }
  });
});
