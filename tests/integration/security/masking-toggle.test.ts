import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DeskCore } from '../../../electron/core/create-desk-core.ts';
import { StubServer, type StubRequest } from '../../support/stub-server.ts';
import {
  codeOf,
  dataOf,
  fakeSecretBox,
  removeDir,
  startCore,
  tempDir,
  watchPage,
} from '../../support/main-process-kit.ts';

// Issue 43, item 2: with masking on, anyone at an unlocked desk could turn it off in Settings (or send
// `settings:set {maskPersonalData: false}` from the page) and read every CPF, phone and e-mail whole, with nothing
// on record. Turning masking off, or any kind of data off, now takes the operator's password, checked in main as
// the lock screen checks it (a fresh login at the server), and is journaled; turning it on takes none.

const operatorPassword = 'Senha-do-operador-1';
let stub: StubServer;
let core: DeskCore;
let dataDir: string;
let page: ReturnType<typeof watchPage>;

/** A login that accepts only the operator's password (the server is the authority while it answers). */
const login = (request: StubRequest) =>
  new URLSearchParams(request.body).get('password') === operatorPassword
    ? { body: '{"success":true}', headers: { 'set-cookie': 'SessionCookie=abc; Path=/; HttpOnly' } }
    : { status: 401, body: '{"success":false}' };

beforeAll(async () => {
  stub = await StubServer.start({ '/login': login, '/session/logout': { body: '{"success":true}' } });
  dataDir = await tempDir();
  core = await startCore(dataDir, fakeSecretBox(), {
    adminUrl: stub.url,
    clientUrl: stub.url,
    adminPrefix: 'admin_ctl',
  });
  page = watchPage(core);
  dataOf(
    await page.call('session:login', {
      profileId: 'demo',
      username: 'operador',
      password: operatorPassword,
      remember: false,
    }),
  );
});
afterAll(async () => {
  page.stop();
  await core.close();
  await stub.close();
  await removeDir(dataDir);
});
beforeEach(async () => {
  await core.settings.set({ maskPersonalData: true, maskedFields: undefined });
});

const maskingEntries = async () => {
  const listed = dataOf<{ rows: Array<{ kind: string; changes?: unknown[] }> }>(await page.call('audit:list', {}));
  return listed.rows.filter((row) => row.kind === 'privacy.masking');
};

describe('turning masking off', () => {
  it('is refused through settings:set (the page cannot skip the password)', async () => {
    expect(codeOf(await page.call('settings:set', { maskPersonalData: false }))).toBe('VALIDATION');
    expect(codeOf(await page.call('settings:set', { maskedFields: ['email'] }))).toBe('VALIDATION');
    expect((await core.settings.get()).maskPersonalData).toBe(true);
    expect(dataOf<{ enabled: boolean }>(await page.call('privacy:state', {})).enabled).toBe(true);
  });

  it('takes the operator’s password, checked at the server; a wrong or missing one changes nothing', async () => {
    const before = await maskingEntries();
    const missing = await page.call('privacy:set', { maskPersonalData: false });
    expect(codeOf(missing)).toBe('VALIDATION');
    expect(!missing.ok && missing.error.fieldErrors?.map((error) => error.field)).toEqual(['password']);
    expect(codeOf(await page.call('privacy:set', { maskPersonalData: false, password: 'errada' }))).toBe('AUTH_FAILED');
    expect(codeOf(await page.call('privacy:set', { maskedFields: ['phone'], password: 'errada' }))).toBe('AUTH_FAILED');
    expect(dataOf<{ enabled: boolean }>(await page.call('privacy:state', {})).enabled).toBe(true);
    expect(await maskingEntries()).toHaveLength(before.length);

    const logins = stub.requests.filter((request) => request.path === '/login').length;
    const view = dataOf<{ enabled: boolean }>(
      await page.call('privacy:set', { maskPersonalData: false, password: operatorPassword }),
    );
    expect(view.enabled).toBe(false);
    // The password was checked by a fresh login at the server, as the lock screen does.
    expect(stub.requests.filter((request) => request.path === '/login').length).toBe(logins + 1);
    const entries = await maskingEntries();
    expect(entries).toHaveLength(before.length + 1);
    expect(entries[0]).toMatchObject({
      kind: 'privacy.masking',
      operator: 'operador',
      changes: [{ field: 'maskPersonalData', before: 'true', after: 'false' }],
    });
  });

  it('turning it on, or masking one more kind, takes no password and is journaled too', async () => {
    await core.settings.set({ maskPersonalData: false });
    const before = await maskingEntries();
    expect(dataOf<{ enabled: boolean }>(await page.call('privacy:set', { maskPersonalData: true })).enabled).toBe(true);
    const entries = await maskingEntries();
    expect(entries).toHaveLength(before.length + 1);
    expect(entries[0]).toMatchObject({ changes: [{ field: 'maskPersonalData', before: 'false', after: 'true' }] });
    // Unticking a kind shows it whole: that needs the password as well.
    expect(codeOf(await page.call('privacy:set', { maskedFields: ['taxId', 'phone'] }))).toBe('VALIDATION');
    const fewer = dataOf<{ kinds: string[] }>(
      await page.call('privacy:set', { maskedFields: ['taxId', 'phone'], password: operatorPassword }),
    );
    expect(fewer.kinds).toEqual(['taxId', 'phone']);
    expect(
      dataOf<{ kinds: string[] }>(await page.call('privacy:set', { maskedFields: ['taxId', 'phone', 'email'] })).kinds,
    ).toEqual(['taxId', 'phone', 'email']);
  });

  it('is refused while the app is locked, even with the password', async () => {
    dataOf(await page.call('lock:engage', { reason: 'manual' }));
    expect(codeOf(await page.call('privacy:set', { maskPersonalData: false, password: operatorPassword }))).toBe(
      'LOCKED',
    );
    dataOf(await page.call('session:unlock', { password: operatorPassword }));
    expect((await core.settings.get()).maskPersonalData).toBe(true);
  });

  it('never puts the password in a Result or the journal', () => {
    for (const { channel, result } of page.results)
      if (channel !== 'session:login') expect(JSON.stringify(result), channel).not.toContain(operatorPassword);
  });
});
