// Issue 43, item 6: a demo database whose operators were given passwords of their own could be served beyond
// loopback (the start refuses only operators holding the published password), and then every customer still
// holding the published `cliente123` could be signed in to by anyone who read the README. Off loopback the
// service now refuses the demo's published passwords at every login, for customers and operators alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/auth/password-hash.ts';
import { openPgliteEngine } from '../../../server/db/pglite-engine.ts';
import type { SqlEngine } from '../../../server/db/sql-engine.ts';
import { startProviderService, type RunningService } from '../../../server/service.ts';
import { FormClient } from '../../support/form-client.ts';
import { expectFailure, untouchedDemoCustomer } from '../../support/integration-kit.ts';
import { testPasswords, testSecretKey } from '../../support/test-service.ts';

const basic = (username: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`,
});
const ownStaffPassword = 'Staff-Secret-9x';
/** An address of the service as a client on this machine reaches it (it listens on every interface). */
const reachable = (url: string): string => url.replace('0.0.0.0', '127.0.0.1');

describe('the demo’s published passwords beyond loopback', () => {
  let engine: SqlEngine;
  let customer: string;

  beforeAll(async () => {
    engine = await openPgliteEngine();
    // The demo, seeded on loopback with the published passwords, as the app's demo and the README make it.
    const demo = await startProviderService(
      { secretKey: testSecretKey, adminPort: 0, clientPort: 0, demoClients: 3, logLevel: 'silent' },
      { engine },
    );
    await demo.close();
    // Its operators get passwords of their own, the customers keep theirs.
    await engine.query('update staff set staff_password_hash = $1', [await hashPassword(ownStaffPassword)]);
    const [row] = await engine.query<{ client_username: string }>(
      `select c.client_username from client c where ${untouchedDemoCustomer('c')} order by c.client_pk limit 1`,
    );
    customer = row?.client_username ?? '';
    expect(customer).not.toBe('');
  });
  afterAll(async () => {
    await engine.close();
  });

  const serve = (host: string): Promise<RunningService> =>
    startProviderService(
      { secretKey: testSecretKey, adminPort: 0, clientPort: 0, host, logLevel: 'silent' },
      { engine },
    );

  it('served on every interface, a customer’s published password opens nothing: login and Basic refused', async () => {
    const service = await serve('0.0.0.0');
    try {
      const client = new FormClient(reachable(service.clientUrl));
      const login = await client.post('/login', { username: customer, password: testPasswords.client });
      expectFailure(login, 401, 'AUTH_FAILED');
      expect(login.headers['set-cookie']).toBeUndefined();
      const read = await new FormClient(reachable(service.clientUrl)).post(
        '/client_ctl/contract/list',
        {},
        basic(customer, testPasswords.client),
      );
      expectFailure(read, 401, 'AUTH_FAILED');
      // An operator's own password still signs in there.
      const admin = await new FormClient(reachable(service.adminUrl)).post('/login', {
        username: 'admin',
        password: ownStaffPassword,
      });
      expect(admin.status).toBe(200);
    } finally {
      await service.close();
    }
  });

  it('on loopback the demo stays as published: the same customer signs in with it', async () => {
    const service = await serve('127.0.0.1');
    try {
      const login = await new FormClient(service.clientUrl).post('/login', {
        username: customer,
        password: testPasswords.client,
      });
      expect(login.status).toBe(200);
    } finally {
      await service.close();
    }
  });
});
