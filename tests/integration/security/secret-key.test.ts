// Issue 42, item 1: the key client-area passwords are sealed with never lives in the database. PostgreSQL takes it
// from PROVIDER_SECRET_KEY (a start without it is refused, naming what to set); PGlite keeps it in a file of its
// data directory (0600); a start with another key than the stored passwords' is refused, never silently blind.
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { secretKeyFileName } from '../../../server/auth/secret-key.ts';
import { startProviderService } from '../../../server/service.ts';
import { FormClient } from '../../support/form-client.ts';
import { adminSession, createCustomer, resultsOf } from '../../support/integration-kit.ts';
import { testPasswords, testSecretKey, useService } from '../../support/test-service.ts';

const quiet = { adminPort: 0, clientPort: 0, logLevel: 'silent' } as const;
const failureOf = (start: Promise<{ close(): Promise<void> }>): Promise<string> =>
  start.then(
    async (service) => {
      await service.close();
      return 'started';
    },
    (error: unknown) => String(error),
  );

describe('the secret key of sealed client-area passwords', () => {
  const made: string[] = [];
  afterAll(async () => {
    for (const dir of made) await rm(dir, { recursive: true, force: true });
  });

  it('refuses a PostgreSQL start without a key, naming PROVIDER_SECRET_KEY', async () => {
    const shared = await useService('postgres');
    const outcome = await failureOf(startProviderService(quiet, { engine: shared.engine }));
    expect(outcome).toMatch(/no secret key: set PROVIDER_SECRET_KEY/);
  });

  it('refuses a key that is not 32 bytes without repeating it, and another key than the stored passwords were sealed with', async () => {
    const shared = await useService('postgres');
    const malformed = await failureOf(
      startProviderService({ ...quiet, secretKey: 'uma-senha-qualquer' }, { engine: shared.engine }),
    );
    expect(malformed).toMatch(/PROVIDER_SECRET_KEY is not a secret key/);
    expect(malformed).not.toContain('uma-senha-qualquer');
    const other = Buffer.alloc(32, 8).toString('base64');
    expect(other).not.toBe(testSecretKey);
    const wrong = await failureOf(startProviderService({ ...quiet, secretKey: other }, { engine: shared.engine }));
    expect(wrong).toMatch(/is not the one this database's client-area passwords were sealed with/);
    expect(wrong).not.toContain(other);
  });

  it.skipIf(process.platform === 'win32')(
    'keeps a PGlite key in a 0600 file of the data directory, opens the passwords after a restart, and refuses a replaced file',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'desk-key-'));
      made.push(dataDir);
      const settings = { ...quiet, dataDir, demoClients: 3 };
      const first = await startProviderService(settings);
      let customer;
      try {
        customer = await createCustomer(await adminSession(first));
      } finally {
        await first.close();
      }
      const keyFile = join(dataDir, secretKeyFileName);
      expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
      expect(Buffer.from((await readFile(keyFile, 'utf8')).trim(), 'base64')).toHaveLength(32);

      const second = await startProviderService(settings);
      try {
        const admin = new FormClient(second.adminUrl);
        await admin.login('admin', testPasswords.staff);
        const listed = resultsOf(
          await admin.post('/admin_ctl/client/list', {
            start: 0,
            limit: 5,
            sort: 'client_pk',
            dir: 'ASC',
          }),
        );
        expect(listed.map((row) => row.client_password)).toContain(testPasswords.client);
        const created = resultsOf(
          await admin.post('/admin_ctl/client/list', {
            start: 0,
            limit: 1,
            where: JSON.stringify([{ field: 'client_pk', oper: 5, value: customer.clientPk }]),
          }),
        );
        expect(created[0]?.client_password).toBe(customer.password);
      } finally {
        await second.close();
      }

      await writeFile(keyFile, `${Buffer.alloc(32, 5).toString('base64')}\n`, { mode: 0o600 });
      expect(await failureOf(startProviderService(settings))).toMatch(
        new RegExp(`the secret key from the key file .*${secretKeyFileName} is not the one`),
      );
    },
  );
});
