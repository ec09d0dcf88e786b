// Issue 15, item 9: passwords were hashed with scrypt N=2^15, below OWASP's minimum. New hashes use
// N=2^17; hashes stored with the old parameters still verify and are replaced at the next good login.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  currentScryptParams,
  hashPassword,
  publishedPasswordParams,
  verifyPassword,
} from '../../../server/auth/password-hash.ts';
import { SessionStore } from '../../../server/auth/session-store.ts';
import type { RunningService } from '../../../server/service.ts';
import { FormClient } from '../../support/form-client.ts';
import { adminSession, createCustomer, expectFailure, uniqueWord } from '../../support/integration-kit.ts';
import { engineNames, testPasswords, useService } from '../../support/test-service.ts';

// The test services hash with a lower N (tests/support/test-service.ts); "old" is a quarter of it, as 2^15
// is of 2^17 in production (password-hash.test.ts checks the production parameters themselves).
const { N, r, p } = currentScryptParams();
const legacy = { N: N / 4, r, p };
const paramsOf = (hash: string | undefined): string => (hash ?? '').split('$').slice(1, 4).join('$');
const current = `${N}$${r}$${p}`;

describe.each(engineNames)('password hashes are upgraded at login (%s)', (engineName) => {
  let service: RunningService;
  let admin: FormClient;

  beforeAll(async () => {
    service = await useService(engineName);
    admin = await adminSession(service);
  });

  it("stores new client-area passwords with the service's current parameters", async () => {
    const customer = await createCustomer(admin);
    const [row] = await service.engine.query<{ client_password_hash: string }>(
      'select client_password_hash from client where client_pk = $1',
      [customer.clientPk],
    );
    expect(paramsOf(row?.client_password_hash)).toBe(current);
  });

  it("verifies a customer's hash with the old parameters and replaces it with a new one after the login", async () => {
    const customer = await createCustomer(admin);
    const old = await hashPassword(customer.password, legacy);
    await service.engine.query('update client set client_password_hash = $2 where client_pk = $1', [
      customer.clientPk,
      old,
    ]);

    // A wrong password changes nothing.
    expectFailure(
      await new FormClient(service.clientUrl).post('/login', {
        username: customer.username,
        password: 'not-the-password',
      }),
      401,
      'AUTH_FAILED',
    );
    const [kept] = await service.engine.query<{ client_password_hash: string }>(
      'select client_password_hash from client where client_pk = $1',
      [customer.clientPk],
    );
    expect(kept?.client_password_hash).toBe(old);

    await new FormClient(service.clientUrl).login(customer.username, customer.password);
    const [row] = await service.engine.query<{ client_password_hash: string }>(
      'select client_password_hash from client where client_pk = $1',
      [customer.clientPk],
    );
    expect(row?.client_password_hash).not.toBe(old);
    expect(paramsOf(row?.client_password_hash)).toBe(current);
    expect(await verifyPassword(customer.password, row?.client_password_hash)).toBe(true);
    // The customer goes on logging in with the same password.
    await new FormClient(service.clientUrl).login(customer.username, customer.password);
  });

  it("upgrades an operator's hash the same way, without ending the operator's other sessions", async () => {
    const username = `op-${uniqueWord()}`;
    const password = 'Operator-pass1';
    const [staff] = await service.engine.query<{ staff_pk: number }>(
      "insert into staff (staff_username, staff_password_hash, staff_name) values ($1, $2, 'Rehash test') returning staff_pk",
      [username, await hashPassword(password, legacy)],
    );
    // A session open before the upgrade (made directly: any login would already upgrade the hash).
    const store = new SessionStore(service.engine, {
      idleMinutes: service.config.sessionIdleMinutes,
      lifetimeDays: service.config.sessionLifetimeDays,
    });
    const earlier = await store.create({ area: 'admin', staffPk: staff?.staff_pk ?? 0 });
    const before = new FormClient(service.adminUrl, `${service.config.cookieName}=${earlier.token}`);
    expect((await before.post('/admin_ctl/dashboard/info')).status).toBe(200);

    const first = new FormClient(service.adminUrl);
    await first.login(username, password);
    const [afterFirst] = await service.engine.query<{ staff_password_hash: string }>(
      'select staff_password_hash from staff where staff_pk = $1',
      [staff?.staff_pk],
    );
    expect(paramsOf(afterFirst?.staff_password_hash)).toBe(current);
    expect(await verifyPassword(password, afterFirst?.staff_password_hash)).toBe(true);
    // The upgrade is not a change of password: the sessions open before it go on.
    expect((await before.post('/admin_ctl/dashboard/info')).status).toBe(200);
    expect((await first.post('/admin_ctl/dashboard/info')).status).toBe(200);
    await new FormClient(service.adminUrl).login(username, password);
  });
  it("keeps hashes of the demo's published passwords at their published cost when they log in (demo mode)", async () => {
    expect(service.config.demo).toBe(true);
    const published = `${publishedPasswordParams.N}$${publishedPasswordParams.r}$${publishedPasswordParams.p}`;
    // Made here, not read from the seed: other files of this worker share the service and may change the seeded accounts.
    const username = `op-${uniqueWord()}`;
    const staffHash = await hashPassword(testPasswords.staff, publishedPasswordParams);
    await service.engine.query(
      "insert into staff (staff_username, staff_password_hash, staff_name) values ($1, $2, 'Published password test')",
      [username, staffHash],
    );
    const customer = await createCustomer(admin);
    const clientHash = await hashPassword(testPasswords.client, publishedPasswordParams);
    await service.engine.query('update client set client_password_hash = $2 where client_pk = $1', [
      customer.clientPk,
      clientHash,
    ]);
    expect(paramsOf(staffHash)).toBe(published);

    await new FormClient(service.adminUrl).login(username, testPasswords.staff);
    await new FormClient(service.clientUrl).login(customer.username, testPasswords.client);
    const [staff] = await service.engine.query<{ staff_password_hash: string }>(
      'select staff_password_hash from staff where staff_username = $1',
      [username],
    );
    const [client] = await service.engine.query<{ client_password_hash: string }>(
      'select client_password_hash from client where client_pk = $1',
      [customer.clientPk],
    );
    expect(staff?.staff_password_hash).toBe(staffHash);
    expect(client?.client_password_hash).toBe(clientHash);
  });
});
