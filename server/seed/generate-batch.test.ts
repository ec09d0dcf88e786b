import { describe, expect, it } from 'vitest';
import { isValidCnpj } from '../../shared/registration/cnpj.ts';
import { isValidCpf } from '../../shared/registration/cpf.ts';
import { generateBatch } from './generate-batch.ts';
import { createGenerationContext } from './generation-context.ts';
import { initialCursor } from './seed-cursor.ts';
import type { SeedBatch } from './seed-rows.ts';

const hashes = ['hash-a', 'hash-b'];
const generate = (seed: number, count: number): SeedBatch =>
  generateBatch(
    createGenerationContext({ seed, today: '2026-11-21', clientPasswordHashes: hashes }),
    initialCursor(),
    count,
  ).rows;

describe('generateBatch', () => {
  const rows = generate(1, 4_000);

  it('gives the same rows for the same seed and different rows for another seed', () => {
    expect(generate(1, 300)).toEqual(generate(1, 300));
    expect(generate(2, 300).clients).not.toEqual(generate(1, 300).clients);
  });

  it('does not depend on how the clients are split into batches', () => {
    const context = createGenerationContext({ seed: 7, today: '2026-11-21', clientPasswordHashes: hashes });
    const first = generateBatch(context, initialCursor(), 120);
    const second = generateBatch(context, first.cursor, 180);
    const whole = generateBatch(context, initialCursor(), 300).rows;
    for (const table of Object.keys(whole) as (keyof SeedBatch)[]) {
      expect([...first.rows[table], ...second.rows[table]]).toEqual(whole[table]);
    }
  });

  it('leaves the cursor it was given unchanged', () => {
    const context = createGenerationContext({ seed: 1, today: '2026-11-21', clientPasswordHashes: hashes });
    const cursor = initialCursor();
    generateBatch(context, cursor, 50);
    expect(cursor).toEqual(initialCursor());
  });

  it('issues valid CPFs to individuals and valid CNPJs to companies, some alphanumeric after July 2026', () => {
    const individuals = rows.clients.filter((client) => client.client_type === 0);
    const companies = rows.clients.filter((client) => client.client_type === 1);
    expect(individuals.every((client) => isValidCpf(client.client_doc1))).toBe(true);
    expect(companies.every((client) => isValidCnpj(client.client_doc1))).toBe(true);
    const alphanumeric = companies.filter((client) => /[A-Z]/.test(client.client_doc1));
    expect(alphanumeric.length).toBeGreaterThan(0);
    expect(alphanumeric.every((client) => client.client_date_cad >= '2026-07-01')).toBe(true);
    expect(new Set(rows.clients.map((client) => client.client_doc1)).size).toBe(rows.clients.length);
    expect(companies.length / rows.clients.length).toBeCloseTo(0.15, 1);
  });

  it('keeps user names, PPPoE logins, addresses, contract numbers and protocols unique', () => {
    const unique = (values: readonly unknown[]): boolean => new Set(values).size === values.length;
    expect(unique(rows.clients.map((client) => client.client_username.toLowerCase()))).toBe(true);
    expect(unique(rows.connections.map((connection) => connection.network_cpe_username))).toBe(true);
    expect(unique(rows.connections.map((connection) => connection.network_cpe_ip))).toBe(true);
    expect(unique(rows.connections.map((connection) => connection.network_cpe_mac))).toBe(true);
    expect(unique(rows.contracts.map((contract) => contract.contract_number))).toBe(true);
    expect(unique(rows.supports.map((support) => support.support_protocol))).toBe(true);
  });

  it('writes phones as Label#-#value items and CEPs both formatted and bare', () => {
    const phones = rows.clients.flatMap((client) => client.client_phones?.split(',') ?? []);
    expect(phones.every((item) => /^[A-Za-z]+#-#\(\d{2}\) \d{4,5}-\d{4}$/.test(item))).toBe(true);
    const zipcodes = rows.clients.map((client) => client.cli_addr_zipcode);
    expect(zipcodes.some((zip) => /^\d{5}-\d{3}$/.test(zip))).toBe(true);
    expect(zipcodes.some((zip) => /^\d{8}$/.test(zip))).toBe(true);
  });

  it('dates deactivation of deactivated and removed clients only, after registration', () => {
    for (const client of rows.clients) {
      const inactive = client.client_status === 1 || client.client_status === 3;
      expect(client.client_date_deactivation !== null).toBe(inactive);
      if (client.client_date_deactivation) expect(client.client_date_deactivation > client.client_date_cad).toBe(true);
    }
  });

  it('pays invoices on or before today, and only paid ones carry a credit date and amount', () => {
    for (const invoice of rows.invoices) {
      const paid = invoice.invoice_state === 1;
      expect(invoice.invoice_date_credit !== null).toBe(paid);
      expect(invoice.invoice_amount_paid !== null).toBe(paid);
      if (invoice.invoice_date_credit) expect(invoice.invoice_date_credit <= '2026-11-21').toBe(true);
    }
  });

  it('closes service orders with a solution date only when done, never in the future', () => {
    for (const order of rows.serviceOrders) {
      expect(order.os_date_soluction !== null).toBe(order.os_done === 1);
      expect(order.os_date_sched >= order.os_date_entry).toBe(true);
      if (order.os_date_soluction) expect(order.os_date_soluction < '2026-11-21').toBe(true);
    }
  });
});
