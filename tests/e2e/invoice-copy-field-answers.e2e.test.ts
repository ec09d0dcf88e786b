import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc16Ccitt } from '../../shared/billing/crc16.ts';
import { emvField } from '../../shared/billing/emv-fields.ts';
import { buildPixBrCode } from '../../shared/billing/pix-br-code.ts';
import { StubServer } from '../support/stub-server.ts';
import { chooseProfile, errorsOf, openApp, screenshot, useE2eHost } from './support/app.ts';

// The invoice's second copy with what a deployed server may send (issue 18): a stub plays the server. A barcode
// whose check digit is wrong and a PIX code whose CRC is wrong are named as invalid and never offered for
// copying; a paid invoice gets no actions even when the server sends its codes; an invoice without the fields
// gets none either.

const goodBarcode = '10499898100000214032006561000100040099726390';
const wrongBarcode = `${goodBarcode.slice(0, 4)}1${goodBarcode.slice(5)}`;
const goodPix = buildPixBrCode({
  key: 'financeiro@provedor.example',
  amountCents: 21403,
  merchantName: 'Provedor de Campo',
  merchantCity: 'Campo Grande',
  txid: 'FAT1',
});
const wrongPix = `${goodPix.slice(0, -4)}0000`;
// Issue 43.8: codes with a right CRC that break the BCB's rules or charge another amount than the invoice's.
const withRightCrc = (body: string) => body + crc16Ccitt(body);
const goodName = emvField('59', 'PROVEDOR DE CAMPO');
const bellPix = withRightCrc(goodPix.slice(0, -4).replace(goodName, emvField('59', 'PROVEDOR\u0007DE CAMPO')));
const longNamePix = withRightCrc(
  goodPix.slice(0, -4).replace(goodName, emvField('59', 'PROVEDOR DE CAMPO TELECOMUNICACOES LTDA')),
);
const otherAmountPix = buildPixBrCode({
  key: 'financeiro@provedor.example',
  amountCents: 2140,
  merchantName: 'Provedor de Campo',
  merchantCity: 'Campo Grande',
  txid: 'FAT5',
});
const invoice = (pk: number, extra: Record<string, unknown>) => ({
  invoice_pk: pk,
  contract_pk: 1,
  contract_number: 10,
  bank_account_code: '104-0001',
  invoice_date_due: '2030-05-10',
  invoice_amount_document: '214.03',
  invoice_date_credit: '',
  invoice_amount_paid: '0.00',
  invoice_type: 0,
  invoice_state: 0,
  invoice_obs: 0,
  ...extra,
});
const invoices = [
  invoice(1, { invoice_barcode: wrongBarcode, invoice_qrcode: goodPix }),
  invoice(2, { invoice_barcode: goodBarcode, invoice_qrcode: wrongPix }),
  invoice(3, {
    invoice_barcode: goodBarcode,
    invoice_qrcode: goodPix,
    invoice_date_credit: '2030-05-09',
    invoice_amount_paid: '214.03',
    invoice_state: 1,
  }),
  invoice(4, {}),
  invoice(5, { invoice_barcode: goodBarcode, invoice_qrcode: otherAmountPix }),
  invoice(6, { invoice_barcode: goodBarcode, invoice_qrcode: bellPix }),
  invoice(7, { invoice_barcode: goodBarcode, invoice_qrcode: longNamePix }),
];

let stub: StubServer;
let profileId: string;

beforeAll(async () => {
  const ok = { body: '{"success":true}', headers: { 'set-cookie': 'SessionCookie=abc; Path=/' } };
  stub = await StubServer.start({
    '/login': ok,
    '/session/logout': { body: '{"success":true}' },
    '/admin_ctl/dashboard/info': { body: '{"success":true}' },
    '/site_ctl/config/info': { body: '{"success":true,"title":"Provedor de Campo"}' },
    '/client_ctl/contract/list': { body: '{"success":true,"total":0,"results":[]}' },
    '/invoice_ctl/invoice/list': { body: JSON.stringify({ success: true, total: invoices.length, results: invoices }) },
  });
  const { core } = await useE2eHost();
  const saved = await core.dispatcher.dispatch('profiles:save', {
    name: 'Servidor de campo (faturas)',
    adminUrl: stub.url,
    clientUrl: stub.url,
    adminPrefix: 'admin_ctl',
    username: 'operador',
  });
  if (!saved.ok) throw new Error(saved.error.message);
  profileId = (saved.data as { id: string }).id;
});
afterAll(async () => {
  const { core } = await useE2eHost();
  await core.workspace.logout();
  await core.dispatcher.dispatch('profiles:remove', { id: profileId });
  await stub.close();
});

/** Signs in to the stub server, opens the field customer's area and its invoices tab. */
async function openInvoices(): Promise<Page> {
  const page = await openApp();
  await chooseProfile(page, profileId);
  await page.locator('input[name="password"]').fill('qualquer');
  await page.locator('form[data-form="login"] button[type="submit"]').click();
  await page.locator('nav[data-nav="main"] [data-route="customer-area"]').click();
  const form = page.locator('form[data-form="open-customer"]');
  await form.locator('input[name="username"]').fill('cliente.campo');
  await form.locator('input[name="password"]').fill('senha-do-cliente');
  await form.locator('button[type="submit"]').click();
  await page.locator('[data-customer-header="cliente.campo"]').waitFor();
  await page.locator('[data-tab="invoices"]').click();
  return page;
}

describe('the invoice second copy with a deployed server’s answers', () => {
  it('names a wrong barcode or PIX code as invalid and never offers it for copying; paid or bare invoices get no actions', async () => {
    const page = await openInvoices();
    const choose = async (pk: number) => {
      await page.locator(`table[data-grid="invoices"] tbody tr[data-row-key="${pk}"]`).click();
      await page.locator(`table[data-grid="invoices"] tbody tr[data-row-key="${pk}"][aria-selected="true"]`).waitFor();
    };

    await choose(1);
    const first = page.locator('[data-invoice-actions="1"]');
    await first.locator('[data-invalid="barcode"]').waitFor();
    expect(await first.locator('[data-action="copy-line"]').count()).toBe(0);
    expect(await first.locator('[data-line-grouped]').count()).toBe(0);
    expect(await first.locator('[data-action="copy-pix"]').count()).toBe(1);
    await screenshot(page, 'invoice-copy-invalid-barcode');

    await choose(2);
    const second = page.locator('[data-invoice-actions="2"]');
    await second.locator('[data-invalid="pix"]').waitFor();
    expect(await second.locator('[data-action="copy-pix"]').count()).toBe(0);
    expect(await second.locator('[data-action="copy-line"]').count()).toBe(1);

    for (const pk of [3, 4]) {
      await choose(pk);
      expect(await page.locator('[data-invoice-actions]').count()).toBe(0);
    }
    expect(errorsOf(page)).toEqual([]);
  });

  it('shows whom a good code pays, and refuses codes with a right CRC that charge another amount or break the BCB rules', async () => {
    const page = await openInvoices();
    const choose = async (pk: number) => {
      await page.locator(`table[data-grid="invoices"] tbody tr[data-row-key="${pk}"]`).click();
      await page.locator(`table[data-grid="invoices"] tbody tr[data-row-key="${pk}"][aria-selected="true"]`).waitFor();
      return page.locator(`[data-invoice-actions="${pk}"]`);
    };

    // A good code: the receiver's name, city and key beside "Copiar PIX".
    const good = await choose(1);
    expect(await good.locator('[data-pix-receiver]').textContent()).toBe(
      'PIX para PROVEDOR DE CAMPO (CAMPO GRANDE): chave e-mail financeiro@provedor.example',
    );
    await screenshot(page, 'invoice-copy-pix-receiver');

    // Another amount: no copy, no receiver, the amounts in the clerk's words; the typeable line stays.
    const other = await choose(5);
    const refusal = other.locator('[data-pix-refused="amount-differs"]');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/O código PIX cobra R\$\s21,40, mas a fatura é de R\$\s214,03/);
    expect(await other.locator('[data-action="copy-pix"]').count()).toBe(0);
    expect(await other.locator('[data-pix-receiver]').count()).toBe(0);
    expect(await other.locator('[data-action="copy-line"]').count()).toBe(1);
    await screenshot(page, 'invoice-copy-pix-other-amount');

    // A control character, an over-long name: faulty, neither copied nor shown.
    for (const pk of [6, 7]) {
      const faulty = await choose(pk);
      await faulty.locator('[data-pix-refused="invalid"]').waitFor();
      expect(await faulty.locator('[data-action="copy-pix"]').count()).toBe(0);
      expect(await faulty.textContent()).not.toContain('\u0007');
    }
    expect(errorsOf(page)).toEqual([]);
  });
});
