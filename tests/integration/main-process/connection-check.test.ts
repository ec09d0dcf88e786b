import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../../server/service.ts';
import type { DeskCore } from '../../../electron/core/create-desk-core.ts';
import { StubServer } from '../../support/stub-server.ts';
import { dataOf, fakeSecretBox, removeDir, startCore, tempDir } from '../../support/main-process-kit.ts';
import { testPasswords, useService } from '../../support/test-service.ts';

// "Testar conexão" through the dispatcher, as the profile form calls it: against the real service, and
// against the ways an address can be wrong.

interface Step {
  id: string;
  status: 'pass' | 'fail' | 'skip';
  title: string;
  detail: string;
}

let service: RunningService;
let core: DeskCore;
let dataDir: string;
let stub: StubServer;

beforeAll(async () => {
  service = await useService('pglite');
  dataDir = await tempDir();
  core = await startCore(dataDir, fakeSecretBox(), {
    adminUrl: service.adminUrl,
    clientUrl: service.clientUrl,
    adminPrefix: 'admin_ctl',
  });
  stub = await StubServer.start({
    '/': {
      status: 200,
      body: '<html><body>Bem-vindo ao portal</body></html>',
      headers: { 'content-type': 'text/html' },
    },
  });
});
afterAll(async () => {
  await core.close();
  await stub.close();
  await removeDir(dataDir);
});

async function check(
  fields: Partial<{
    adminUrl: string;
    clientUrl: string;
    adminPrefix: string;
    username: string;
    password: string;
    auth: 'session' | 'basic';
  }>,
): Promise<{ ok: boolean; steps: Step[] }> {
  const input = {
    adminUrl: service.adminUrl,
    clientUrl: service.clientUrl,
    adminPrefix: 'admin_ctl',
    username: 'admin',
    password: testPasswords.staff,
    ...fields,
  };
  return dataOf<{ ok: boolean; steps: Step[] }>(await core.dispatcher.dispatch('profiles:test', input));
}
const statuses = (steps: Step[]) => Object.fromEntries(steps.map((step) => [step.id, step.status]));
const stepOf = (steps: Step[], id: string) => steps.find((step) => step.id === id);

describe('Testar conexão', () => {
  it('passes every step against a working server, naming the session cookie, and leaves no session behind', async () => {
    const before = await service.engine.query<{ n: number }>(
      'select count(*)::int as n from session where session_ended_at is null',
    );
    const result = await check({});
    expect(result.ok).toBe(true);
    expect(statuses(result.steps)).toEqual({
      dns: 'pass',
      tcp: 'pass',
      tls: 'skip',
      http: 'pass',
      json: 'pass',
      prefix: 'pass',
      login: 'pass',
      'client-area': 'pass',
    });
    expect(stepOf(result.steps, 'login')?.detail).toBe(service.config.cookieName);
    expect(stepOf(result.steps, 'dns')?.title).toBe('O nome do servidor é encontrado');
    const after = await service.engine.query<{ n: number }>(
      'select count(*)::int as n from session where session_ended_at is null',
    );
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('says the password was refused', async () => {
    const result = await check({ password: 'nao-e-esta' });
    expect(result.ok).toBe(false);
    expect(stepOf(result.steps, 'login')).toMatchObject({
      status: 'fail',
      detail: 'O servidor recusou o usuário ou a senha digitados.',
    });
  });

  it('checks a Basic profile with one read carrying the credentials, and names a refusal', async () => {
    const good = await check({ auth: 'basic' });
    expect(stepOf(good.steps, 'login')).toMatchObject({ status: 'pass', detail: 'HTTP Basic' });
    const bad = await check({ auth: 'basic', password: 'nao-e-esta' });
    expect(stepOf(bad.steps, 'login')).toMatchObject({
      status: 'fail',
      detail: 'O servidor recusou o usuário ou a senha digitados.',
    });
  });

  it('skips the login without a typed password', async () => {
    const result = await check({ password: '' });
    expect(stepOf(result.steps, 'login')?.status).toBe('skip');
    expect(result.ok).toBe(true);
  });

  it('names a wrong prefix and the prefixes in use', async () => {
    const result = await check({ adminPrefix: 'controllrctl' });
    expect(stepOf(result.steps, 'prefix')?.status).toBe('fail');
    expect(stepOf(result.steps, 'prefix')?.detail).toContain('admin_ctl');
    expect(stepOf(result.steps, 'login')?.status).toBe('skip');
  });

  it('names a port where nothing listens, and goes no further there', async () => {
    const result = await check({ adminUrl: 'http://127.0.0.1:9', clientUrl: '' });
    expect(statuses(result.steps)).toEqual({
      dns: 'pass',
      tcp: 'fail',
      tls: 'skip',
      http: 'skip',
      json: 'skip',
      prefix: 'skip',
      login: 'skip',
      'client-area': 'skip',
    });
    expect(stepOf(result.steps, 'tcp')?.detail).toContain('Nada atende na porta 9');
  });

  it('names a host name that does not resolve', async () => {
    const result = await check({ adminUrl: 'http://servidor-que-nao-existe.invalid:8080', clientUrl: '' });
    expect(stepOf(result.steps, 'dns')).toMatchObject({ status: 'fail' });
    expect(stepOf(result.steps, 'dns')?.detail).toContain('servidor-que-nao-existe.invalid');
  });

  it('names an address that answers a web page instead of the interface', async () => {
    const result = await check({ adminUrl: stub.url, clientUrl: '' });
    expect(stepOf(result.steps, 'http')?.status).toBe('pass');
    expect(['json', 'prefix'].map((id) => stepOf(result.steps, id)?.status)).toContain('fail');
  });

  it('is the same for IT in a terminal: npm run check-server prints the steps and exits 1 on a failure', async () => {
    const run = (args: string[], password: string) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = execFile(
          process.execPath,
          ['scripts/check-server.ts', ...args],
          { env: { ...process.env, PROVIDER_CHECK_PASSWORD: password } },
          (_error, stdout) => resolve({ code: child.exitCode, out: stdout }),
        );
      });
    const good = await run(
      ['--admin-url', service.adminUrl, '--client-url', service.clientUrl, '--user', 'admin'],
      testPasswords.staff,
    );
    expect(good.code).toBe(0);
    expect(good.out).toContain(`✓ O login com o usuário e a senha digitados funciona: ${service.config.cookieName}`);
    expect(good.out).not.toContain(testPasswords.staff);
    const bad = await run(['--admin-url', service.adminUrl, '--user', 'admin', '--lang', 'en'], 'wrong-password');
    expect(bad.code).toBe(1);
    expect(bad.out).toContain(
      '✗ Signing in with the typed user and password works: The server refused the typed user name or password.',
    );
  });

  it('answers in English when the app speaks English', async () => {
    await core.settings.set({ language: 'en' });
    try {
      const result = await check({ password: 'nao-e-esta' });
      expect(stepOf(result.steps, 'login')?.detail).toBe('The server refused the typed user name or password.');
    } finally {
      await core.settings.set({ language: 'pt-BR' });
    }
  });
});
