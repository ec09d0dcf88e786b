// Issue 15, item 7: any empty database, PostgreSQL included, was seeded with admin/admin1234 and customers
// with cliente123, and every start printed those passwords. Outside demo mode nothing is seeded; the
// default staff password never listens beyond loopback; no password is ever printed.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openPgliteEngine } from '../../../server/db/pglite-engine.ts';
import type { SqlEngine } from '../../../server/db/sql-engine.ts';
import { startProviderService } from '../../../server/service.ts';
import { FormClient } from '../../support/form-client.ts';
import { testPasswords, useService, testSecretKey } from '../../support/test-service.ts';

const serviceMain = fileURLToPath(new URL('../../../server/main.ts', import.meta.url));

/** What a `node server/main.ts` run printed: its ready line (if any), all output, and its exit code (if it exited). */
interface MainRun {
  ready: Record<string, unknown> | undefined;
  output: string;
  exitCode: number | null | undefined;
}

/** Runs `node server/main.ts <args>` (no DATABASE_URL or PROVIDER_* from the environment) until it is ready or exits; stops it. */
async function runMain(args: readonly string[]): Promise<MainRun> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL' && !name.startsWith('PROVIDER_')),
  );
  const child = spawn(process.execPath, [serviceMain, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const outcome = await new Promise<{ ready?: Record<string, unknown>; exitCode?: number | null }>((resolve) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      output += `${line}\n`;
      if (line.startsWith('{')) resolve({ ready: JSON.parse(line) as Record<string, unknown> });
    });
    child.once('exit', (code) => resolve({ exitCode: code }));
  });
  if (outcome.ready) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
  }
  return { ready: outcome.ready, output, exitCode: outcome.exitCode };
}

const countOf = async (engine: SqlEngine, table: string): Promise<number> =>
  Number((await engine.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n ?? -1);

const defaults = [testPasswords.staff, testPasswords.client];

describe('demo defaults stay in demo mode', () => {
  it('seeds nothing into an empty database unless demo data is asked for', async () => {
    const engine = await openPgliteEngine();
    try {
      const service = await startProviderService(
        { secretKey: testSecretKey, adminPort: 0, clientPort: 0, logLevel: 'silent' },
        { engine },
      );
      try {
        expect(service.seeded).toBeUndefined();
        for (const table of ['offices', 'staff', 'client', 'task']) expect(await countOf(engine, table), table).toBe(0);
        const answer = await new FormClient(service.adminUrl).post('/login', {
          username: 'admin',
          password: testPasswords.staff,
        });
        expect(answer.status).toBe(401);
      } finally {
        await service.close();
      }
    } finally {
      await engine.close();
    }
  });

  it('refuses to seed demo data on a non-loopback address with a default password, naming the flag to set', async () => {
    const engine = await openPgliteEngine();
    try {
      const start = (extra: Record<string, string>) =>
        startProviderService(
          {
            secretKey: testSecretKey,
            adminPort: 0,
            clientPort: 0,
            host: '0.0.0.0',
            demoClients: 3,
            logLevel: 'silent',
            ...extra,
          },
          { engine },
        );
      const staff = await start({}).then(
        async (service) => {
          await service.close();
          return 'started';
        },
        (error: unknown) => String(error),
      );
      expect(staff).toMatch(/--staff-password/);
      const client = await start({ staffPassword: 'Staff-Secret-9x' }).then(
        async (service) => {
          await service.close();
          return 'started';
        },
        (error: unknown) => String(error),
      );
      expect(client).toMatch(/--client-password/);
      for (const message of [staff, client])
        for (const secret of [...defaults, 'Staff-Secret-9x']) expect(message).not.toContain(secret);
      // Refused before anything was written.
      expect(await countOf(engine, 'staff')).toBe(0);
    } finally {
      await engine.close();
    }
  });

  it('refuses to listen beyond loopback while an operator of the demo keeps the default password', async () => {
    // The shared test database was seeded with the default demo passwords.
    const shared = await useService('pglite');
    const outcome = await startProviderService(
      { secretKey: testSecretKey, adminPort: 0, clientPort: 0, host: '0.0.0.0', logLevel: 'silent' },
      { engine: shared.engine },
    ).then(
      async (service) => {
        await service.close();
        return 'started';
      },
      (error: unknown) => String(error),
    );
    expect(outcome).toMatch(/admin/);
    expect(outcome).toMatch(/--host 127\.0\.0\.1/);
    for (const secret of defaults) expect(outcome).not.toContain(secret);
  });

  describe('npm run server (server/main.ts)', () => {
    it('seeds the demo when asked with --demo-clients and prints user names but never a password', async () => {
      const run = await runMain([
        '--admin-port',
        '0',
        '--client-port',
        '0',
        '--demo-clients',
        '3',
        '--staff-password',
        'Staff-Secret-9x',
        '--client-password',
        'Cli-Secret-9x',
        '--log-level',
        'silent',
      ]);
      expect(run.ready, run.output).toBeDefined();
      expect(run.ready?.adminUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(run.ready?.demo).toBe(true);
      const logins = run.ready?.logins as {
        admin: Array<Record<string, unknown>>;
        client: Array<Record<string, unknown>>;
      };
      expect(logins.admin.map((login) => login.username)).toEqual(['admin', 'operador']);
      expect(logins.client.length).toBeGreaterThan(0);
      for (const login of [...logins.admin, ...logins.client]) expect(Object.keys(login)).toEqual(['username']);
      for (const secret of ['Staff-Secret-9x', 'Cli-Secret-9x', ...defaults]) expect(run.output).not.toContain(secret);
    }, 120_000);

    it('without a demo flag starts on an empty database, seeds nothing and prints no password', async () => {
      const run = await runMain(['--admin-port', '0', '--client-port', '0', '--log-level', 'silent']);
      expect(run.ready, run.output).toBeDefined();
      expect(run.ready?.demo).toBe(false);
      expect(run.output).not.toMatch(/demo data: \d+ of/);
      expect(run.output).toMatch(/no operator/i);
      for (const secret of defaults) expect(run.output).not.toContain(secret);
    }, 120_000);

    it('refuses --demo on a non-loopback address with the default staff password, naming --staff-password', async () => {
      const run = await runMain([
        '--admin-port',
        '0',
        '--client-port',
        '0',
        '--host',
        '0.0.0.0',
        '--demo',
        '--log-level',
        'silent',
      ]);
      expect(run.ready).toBeUndefined();
      expect(run.exitCode).toBe(1);
      // Refused for the password, not as an unknown flag.
      expect(run.output).not.toMatch(/unknown argument/);
      expect(run.output).toMatch(/default .*password.*--staff-password/i);
      for (const secret of defaults) expect(run.output).not.toContain(secret);
    }, 120_000);
  });
});
