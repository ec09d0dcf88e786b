// Issue 42, item 1: the administrative client list answers `client_password` as the interface says ("present in
// the record"), from a copy sealed with AES-256-GCM under the service's key, never stored in the clear, never
// in the client area or the audit journal; the scrypt hash still checks every login.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../server/service.ts';
import { FormClient } from '../support/form-client.ts';
import {
  adminSession,
  createCustomer,
  resultsOf,
  untouchedDemoCustomer,
  type TestCustomer,
} from '../support/integration-kit.ts';
import { engineNames, testPasswords, useService } from '../support/test-service.ts';

describe.each(engineNames)('client-area passwords sealed for operators (%s)', (engineName) => {
  let service: RunningService;
  let admin: FormClient;

  /** The record of one client as the administrative list answers it. */
  const listed = async (clientPk: number): Promise<Record<string, unknown>> => {
    const answer = await admin.post('/admin_ctl/client/list', {
      start: 0,
      limit: 1,
      where: JSON.stringify([{ field: 'client_pk', oper: 5, value: clientPk }]),
    });
    const [record] = resultsOf(answer);
    if (!record) throw new Error(`client ${clientPk} not listed`);
    return record;
  };
  const stored = async (clientPk: number) =>
    (
      await service.engine.query<{ sealed: string | null; hash: string | null }>(
        'select client_password_sealed as sealed, client_password_hash as hash from client where client_pk = $1',
        [clientPk],
      )
    )[0];
  const update = (customer: TestCustomer, extra: Record<string, string | number>) =>
    admin.post('/admin_ctl/client/update', {
      client_pk: customer.clientPk,
      offices_pk: 1,
      client_type: 0,
      client_status: 0,
      client_name: 'Cliente',
      client_lastname: customer.lastname,
      ...extra,
    });

  beforeAll(async () => {
    service = await useService(engineName);
    admin = await adminSession(service);
  });

  it('answers the password a client was created with, sealed at rest (never the clear text), the hash still checking logins', async () => {
    const customer = await createCustomer(admin);
    expect((await listed(customer.clientPk)).client_password).toBe(customer.password);
    const row = await stored(customer.clientPk);
    expect(row?.sealed).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(row?.sealed).not.toContain(customer.password);
    expect(row?.hash).toMatch(/^scrypt\$/);
    await new FormClient(service.clientUrl).login(customer.username, customer.password);
  });

  it('answers the demo password of an untouched demo customer', async () => {
    const [demo] = await service.engine.query<{ client_pk: number }>(
      `select c.client_pk from client c where ${untouchedDemoCustomer('c')} order by c.client_pk limit 1`,
    );
    expect((await listed(demo?.client_pk ?? 0)).client_password).toBe(testPasswords.client);
  });

  it('answers a new password set by an operator or by the customer, and the old one no longer logs in', async () => {
    const customer = await createCustomer(admin);
    const byOperator = 'Nova-Senha-7';
    resultsOf(await update(customer, { client_password: byOperator, client_password1: byOperator }));
    expect((await listed(customer.clientPk)).client_password).toBe(byOperator);
    expect(
      (
        await new FormClient(service.clientUrl).post('/login', {
          username: customer.username,
          password: customer.password,
        })
      ).status,
    ).toBe(401);

    const own = new FormClient(service.clientUrl);
    await own.login(customer.username, byOperator);
    const [config] = await service.engine.query<{ allowed: number }>(
      'select change_password::int as allowed from site_config where site_config_pk = 1',
    );
    await service.engine.query('update site_config set change_password = 1 where site_config_pk = 1');
    const byCustomer = 'Minha-Senha-9';
    try {
      resultsOf(
        await own.post('/session/setpassword', { user_password: byCustomer, user_password_repeat: byCustomer }),
      );
    } finally {
      await service.engine.query('update site_config set change_password = $1 where site_config_pk = 1', [
        config?.allowed ?? 0,
      ]);
    }
    expect((await listed(customer.clientPk)).client_password).toBe(byCustomer);

    // An update that sends no password keeps the sealed copy.
    resultsOf(await update(customer, { client_observations: 'sem troca de senha' }));
    expect((await listed(customer.clientPk)).client_password).toBe(byCustomer);
  });

  it('answers "" for a row with a hash only, and for one whose hash was changed by hand (the copy is dropped), until the password is set again', async () => {
    const customer = await createCustomer(admin);
    await service.engine.query('update client set client_password_sealed = null where client_pk = $1', [
      customer.clientPk,
    ]);
    expect((await listed(customer.clientPk)).client_password).toBe('');
    await new FormClient(service.clientUrl).login(customer.username, customer.password);

    const other = await createCustomer(admin);
    const [source] = await service.engine.query<{ hash: string }>(
      'select client_password_hash as hash from client where client_pk = $1',
      [customer.clientPk],
    );
    await service.engine.query('update client set client_password_hash = $2 where client_pk = $1', [
      other.clientPk,
      source?.hash,
    ]);
    expect((await stored(other.clientPk))?.sealed).toBeNull();
    expect((await listed(other.clientPk)).client_password).toBe('');

    const again = 'Outra-Senha-3';
    resultsOf(await update(customer, { client_password: again, client_password1: again }));
    expect((await listed(customer.clientPk)).client_password).toBe(again);
  });

  it('keeps the password out of the audit journal and out of every client-area answer', async () => {
    const customer = await createCustomer(admin);
    const renamed = 'Senha-Nova-5';
    resultsOf(await update(customer, { client_password: renamed, client_password1: renamed }));
    const journal = await service.engine.query<{ line: string }>(
      "select coalesce(audit_before::text, '') || coalesce(audit_after::text, '') as line from audit_log where audit_entity = 'client' and audit_entity_pk = $1",
      [customer.clientPk],
    );
    expect(journal.length).toBeGreaterThan(0);
    for (const { line } of journal) {
      expect(line).not.toContain(customer.password);
      expect(line).not.toContain(renamed);
      expect(line).not.toContain('client_password_sealed');
      expect(line).not.toContain((await stored(customer.clientPk))?.sealed ?? 'none');
    }
    const area = new FormClient(service.clientUrl);
    await area.login(customer.username, renamed);
    for (const path of [
      '/client_ctl/contract/list',
      '/invoice_ctl/invoice/list',
      '/client_ctl/cpe/list',
      '/client_ctl/support/list',
      '/site_ctl/config/info',
    ]) {
      const answer = await area.post(path, { start: 0, limit: 50 });
      expect(answer.status, path).toBe(200);
      expect(answer.text, path).not.toContain(renamed);
    }
  });
});
