// Issue 15, item 8: sessions outlived credential changes. A customer whose password or user name an
// operator changed kept every open session, and an operator made inactive kept theirs.
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/auth/password-hash.ts';
import type { RunningService } from '../../../server/service.ts';
import { FormClient } from '../../support/form-client.ts';
import {
  adminSession,
  createCustomer,
  expectFailure,
  randomCpf,
  uniqueWord,
  type TestCustomer,
} from '../../support/integration-kit.ts';
import { engineNames, useService } from '../../support/test-service.ts';

describe.each(engineNames)('credential changes end sessions (%s)', (engineName) => {
  let service: RunningService;
  let admin: FormClient;

  const contracts = (client: FormClient) => client.post('/client_ctl/contract/list');
  const dashboard = (client: FormClient) => client.post('/admin_ctl/dashboard/info');

  beforeAll(async () => {
    service = await useService(engineName);
    admin = await adminSession(service);
  });

  /** The update form of a test customer, with `extra` replacing fields. */
  const updateForm = (customer: TestCustomer, cpf: string, extra: Record<string, string | number> = {}) => ({
    client_pk: customer.clientPk,
    offices_pk: 1,
    client_type: 0,
    client_status: 0,
    client_name: 'Cliente',
    client_lastname: customer.lastname,
    client_doc1: cpf,
    ...extra,
  });

  /** A test customer with two open client-area sessions (two devices). */
  async function customerWithSessions(): Promise<{
    customer: TestCustomer;
    cpf: string;
    phone: FormClient;
    laptop: FormClient;
  }> {
    const cpf = randomCpf();
    const customer = await createCustomer(admin, { client_doc1: cpf });
    const phone = new FormClient(service.clientUrl);
    const laptop = new FormClient(service.clientUrl);
    await phone.login(customer.username, customer.password);
    await laptop.login(customer.username, customer.password);
    expect((await contracts(phone)).status).toBe(200);
    return { customer, cpf, phone, laptop };
  }

  it('ends every session of a customer whose password an operator changed; the new password logs in', async () => {
    const { customer, cpf, phone, laptop } = await customerWithSessions();
    const password = `Nw-${uniqueWord().slice(0, 8)}`;
    const answer = await admin.post(
      '/admin_ctl/client/update',
      updateForm(customer, cpf, { client_password: password, client_password1: password }),
    );
    expect(answer.status, answer.text).toBe(200);
    expectFailure(await contracts(phone), 403, 'SESSION_EXPIRED');
    expectFailure(await contracts(laptop), 403, 'SESSION_EXPIRED');
    expectFailure(
      await new FormClient(service.clientUrl).post('/login', {
        username: customer.username,
        password: customer.password,
      }),
      401,
      'AUTH_FAILED',
    );
    await new FormClient(service.clientUrl).login(customer.username, password);
  });

  it('ends every session of a customer whose user name an operator changed', async () => {
    const { customer, cpf, phone } = await customerWithSessions();
    const username = `it.${uniqueWord()}`;
    expect(
      (await admin.post('/admin_ctl/client/update', updateForm(customer, cpf, { client_username: username }))).status,
    ).toBe(200);
    expectFailure(await contracts(phone), 403, 'SESSION_EXPIRED');
    await new FormClient(service.clientUrl).login(username, customer.password);
  });

  it('ends them when the user name is cleared (no more client-area login)', async () => {
    const { customer, cpf, phone } = await customerWithSessions();
    expect(
      (await admin.post('/admin_ctl/client/update', updateForm(customer, cpf, { client_username: '' }))).status,
    ).toBe(200);
    expectFailure(await contracts(phone), 403, 'SESSION_EXPIRED');
  });

  it('keeps the sessions when an update leaves the credentials alone (the same user name sent again included)', async () => {
    const { customer, cpf, phone } = await customerWithSessions();
    const answer = await admin.post(
      '/admin_ctl/client/update',
      updateForm(customer, cpf, { client_username: customer.username, client_mail: `${uniqueWord()}@example.com` }),
    );
    expect(answer.status, answer.text).toBe(200);
    expect((await contracts(phone)).status).toBe(200);
  });

  describe('operators (the staff table is maintained with SQL: the interface has no staff operations)', () => {
    async function operatorSession(): Promise<{
      staffPk: number;
      username: string;
      password: string;
      session: FormClient;
    }> {
      const username = `op-${uniqueWord()}`;
      const password = 'Operator-pass1';
      const [row] = await service.engine.query<{ staff_pk: number }>(
        "insert into staff (staff_username, staff_password_hash, staff_name) values ($1, $2, 'Session test') returning staff_pk",
        [username, await hashPassword(password)],
      );
      const session = new FormClient(service.adminUrl);
      await session.login(username, password);
      expect((await dashboard(session)).status).toBe(200);
      return { staffPk: row?.staff_pk ?? 0, username, password, session };
    }

    it('an operator made inactive loses every session at once, and reactivation does not bring them back', async () => {
      const { staffPk, username, password, session } = await operatorSession();
      await service.engine.query('update staff set staff_active = false where staff_pk = $1', [staffPk]);
      expectFailure(await dashboard(session), 403, 'SESSION_EXPIRED');
      expectFailure(await new FormClient(service.adminUrl).post('/login', { username, password }), 401, 'AUTH_FAILED');
      await service.engine.query('update staff set staff_active = true where staff_pk = $1', [staffPk]);
      expectFailure(await dashboard(session), 403, 'SESSION_EXPIRED');
      await new FormClient(service.adminUrl).login(username, password);
    });

    it("an operator's password or user name changed in the staff table ends their sessions", async () => {
      const first = await operatorSession();
      await service.engine.query('update staff set staff_password_hash = $2 where staff_pk = $1', [
        first.staffPk,
        await hashPassword('Another-pass1'),
      ]);
      expectFailure(await dashboard(first.session), 403, 'SESSION_EXPIRED');
      const second = await operatorSession();
      await service.engine.query('update staff set staff_username = $2 where staff_pk = $1', [
        second.staffPk,
        `${second.username}-renamed`,
      ]);
      expectFailure(await dashboard(second.session), 403, 'SESSION_EXPIRED');
    });

    it('changing another column of the staff row keeps the sessions', async () => {
      const { staffPk, session } = await operatorSession();
      await service.engine.query("update staff set staff_name = 'Renamed person' where staff_pk = $1", [staffPk]);
      expect((await dashboard(session)).status).toBe(200);
    });
  });
});
