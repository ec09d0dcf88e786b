import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCnpj } from '../../shared/registration/cnpj.ts';
import { isValidCpf } from '../../shared/registration/cpf.ts';
import { currentScryptParams, storedParams, verifyPassword } from '../auth/password-hash.ts';
import { migrate } from '../db/migrate.ts';
import { openPgliteEngine } from '../db/pglite-engine.ts';
import type { SqlEngine } from '../db/sql-engine.ts';
import { seedDemoData, type DemoSeedSummary } from './seed-demo-data.ts';
import { isDatabaseEmpty } from './seed-is-needed.ts';

const clients = 300;
const clientPassword = 'cliente-demo-1';
const staffPassword = 'admin-demo-1';

// One PGlite for the whole file: an instance costs seconds and hundreds of MB.
let engine: SqlEngine;
let summary: DemoSeedSummary;
let emptyBefore: boolean;
const progress: Array<[number, number]> = [];

beforeAll(async () => {
  engine = await openPgliteEngine();
  await migrate(engine);
  emptyBefore = await isDatabaseEmpty(engine);
  summary = await seedDemoData(engine, {
    clients,
    staffPassword,
    clientPassword,
    onProgress: (done, total) => progress.push([done, total]),
  });
}, 120_000);

afterAll(async () => {
  await engine?.close();
});

const count = async (sql: string): Promise<number> => Number((await engine.query<{ n: number }>(sql))[0]?.n);

describe('seedDemoData on PGlite', () => {
  it('seeds only an empty database, and says so', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(engine)).toBe(false);
    await expect(seedDemoData(engine, { clients: 50, staffPassword, clientPassword })).rejects.toThrow(/empty/);
  });

  it('reports what it inserted, and progress up to the total', async () => {
    expect(summary.clients).toBe(clients);
    expect(await count('select count(*)::int as n from client')).toBe(clients);
    expect(await count('select count(*)::int as n from contract')).toBe(summary.contracts);
    expect(await count('select count(*)::int as n from invoice')).toBe(summary.invoices);
    expect(await count('select count(*)::int as n from network_cpe')).toBe(summary.connections);
    expect(await count('select count(*)::int as n from os')).toBe(summary.supportOrders);
    expect(await count('select count(*)::int as n from task')).toBe(summary.tasks);
    expect(await count('select count(*)::int as n from offices')).toBe(summary.offices);
    expect(await count('select count(*)::int as n from offices where offices_is_head')).toBe(1);
    expect(await count('select count(*)::int as n from site_config')).toBe(1);
    expect(summary.tasks).toBeGreaterThanOrEqual(8);
    expect(summary.staff.map((user) => user.username)).toEqual(['admin', 'operador']);
    expect(progress.at(-1)).toEqual([clients, clients]);
  });

  it('stores valid CPFs for individuals and valid CNPJs for companies', async () => {
    const rows = await engine.query<{ client_type: number; client_doc1: string }>(
      'select client_type, client_doc1 from client',
    );
    for (const row of rows)
      expect(row.client_type === 0 ? isValidCpf(row.client_doc1) : isValidCnpj(row.client_doc1)).toBe(true);
    const companies = rows.filter((row) => row.client_type === 1).length;
    expect(companies).toBeGreaterThan(clients * 0.08);
    expect(companies).toBeLessThan(clients * 0.25);
  });

  it('spreads statuses roughly 80 / 8 / 7 / 5 and dates deactivation of former clients', async () => {
    const rows = await engine.query<{ client_status: number; n: number }>(
      'select client_status, count(*)::int as n from client group by 1',
    );
    const share = (status: number): number => (rows.find((row) => row.client_status === status)?.n ?? 0) / clients;
    expect(share(0)).toBeGreaterThan(0.7);
    expect(share(0)).toBeLessThan(0.9);
    for (const status of [1, 2, 3]) {
      expect(share(status)).toBeGreaterThan(0.01);
      expect(share(status)).toBeLessThan(0.15);
    }
    expect(
      await count(
        'select count(*)::int as n from client where (client_status in (1, 3)) <> (client_date_deactivation is not null)',
      ),
    ).toBe(0);
  });

  it('gives every client a unique user name and a password hash of the demo password', async () => {
    expect(await count('select count(distinct lower(client_username))::int as n from client')).toBe(clients);
    const login = summary.sampleClientLogins[0];
    expect(login).toBeDefined();
    const [row] = await engine.query<{ client_password_hash: string; client_complete_name: string }>(
      'select client_password_hash, client_complete_name from client where client_username = $1',
      [login?.username],
    );
    expect(row?.client_complete_name).toBe(login?.name);
    expect(await verifyPassword(clientPassword, row?.client_password_hash)).toBe(true);
    expect(await verifyPassword('wrong-password', row?.client_password_hash)).toBe(false);
    // A password of one's own (not the demo's published one) gets today's cost.
    expect(storedParams(row?.client_password_hash ?? '')).toEqual(currentScryptParams());
  });

  it('hashes the staff password for admin', async () => {
    const [admin] = await engine.query<{ staff_password_hash: string; staff_name: string }>(
      "select staff_password_hash, staff_name from staff where staff_username = 'admin'",
    );
    expect(admin?.staff_name).toBe('Administrador');
    expect(await verifyPassword(staffPassword, admin?.staff_password_hash)).toBe(true);
    expect(storedParams(admin?.staff_password_hash ?? '')).toEqual(currentScryptParams());
  });

  it('has paid, open and overdue invoices', async () => {
    expect(
      await count(
        'select count(*)::int as n from invoice where invoice_state = 1 and invoice_date_credit is not null and invoice_amount_paid is not null',
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(
        'select count(*)::int as n from invoice where invoice_state = 0 and invoice_date_due >= current_date',
      ),
    ).toBeGreaterThan(0);
    expect(
      await count('select count(*)::int as n from invoice where invoice_state = 0 and invoice_date_due < current_date'),
    ).toBeGreaterThan(0);
  });

  it('gives every active client a contract and a connection, and interested clients none', async () => {
    expect(
      await count(
        'select count(*)::int as n from client c where client_status = 0 and not exists (select 1 from contract k where k.client_pk = c.client_pk)',
      ),
    ).toBe(0);
    expect(
      await count(
        'select count(*)::int as n from client c where client_status = 0 and not exists (select 1 from network_cpe n where n.client_pk = c.client_pk)',
      ),
    ).toBe(0);
    expect(
      await count(
        'select count(*)::int as n from contract k join client c using (client_pk) where c.client_status = 2',
      ),
    ).toBe(0);
  });

  it('has support orders of every outcome, each with its request', async () => {
    const outcomes = await engine.query<{ os_done: number }>('select distinct os_done from os order by 1');
    expect(outcomes.map((row) => row.os_done)).toEqual([0, 1, 2]);
    expect(await count('select count(*)::int as n from support')).toBe(summary.supportOrders);
  });

  it('moves the serial sequences past the inserted keys', async () => {
    const [row] = await engine.query<{ client_pk: number }>(
      "insert into client (client_name, client_lastname, offices_pk) values ('Teste', 'Sequência', 1) returning client_pk",
    );
    expect(row?.client_pk).toBe(clients + 1);
  });
});
