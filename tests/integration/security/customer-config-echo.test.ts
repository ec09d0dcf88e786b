import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskCore } from '../../../electron/core/create-desk-core.ts';
import { StubServer, type StubRequest } from '../../support/stub-server.ts';
import { dataOf, fakeSecretBox, removeDir, startCore, tempDir, watchPage } from '../../support/main-process-kit.ts';

// Issue 43, item 11: `customer:open` handed the server's config answer to the page as a loose object, so a server
// that echoes the credentials main sent it (the client-area password main kept from the client record, never typed
// in the page) put that password in the page's hands. The page gets only the fields the contract names.

const keptPassword = 'Kept-Secret-4711';
const customerLogin = 'cliente.eco';

/** A config answer that echoes the posted credentials, at the top and nested, under the names servers use. */
const echoingConfig = (request: StubRequest) => {
  const form = new URLSearchParams(request.body);
  const password = form.get('password') ?? '';
  return {
    body: JSON.stringify({
      success: true,
      title: 'Provedor Eco',
      theme: 'default',
      change_password: 1,
      username: form.get('username'),
      password,
      client_password: password,
      social_network: { page: 'https://exemplo.com.br', title: 'Rede', token: password },
      regulator: { scm: '123', title: 'Anatel', secret: password },
      debug: { request: Object.fromEntries(form) },
    }),
  };
};

let stub: StubServer;
let core: DeskCore;
let dataDir: string;

beforeAll(async () => {
  stub = await StubServer.start({
    '/login': { body: '{"success":true}', headers: { 'set-cookie': 'SessionCookie=abc; Path=/; HttpOnly' } },
    '/session/logout': { body: '{"success":true}' },
    '/admin_ctl/client/list': {
      body: JSON.stringify({
        success: true,
        total: 1,
        results: [
          {
            client_pk: 77,
            client_status: 0,
            client_type: 0,
            client_name: 'Eco',
            client_username: customerLogin,
            client_password: keptPassword,
          },
        ],
      }),
    },
    '/site_ctl/config/info': echoingConfig,
  });
  dataDir = await tempDir();
  core = await startCore(dataDir, fakeSecretBox(), {
    adminUrl: stub.url,
    clientUrl: stub.url,
    adminPrefix: 'admin_ctl',
  });
});
afterAll(async () => {
  await core.close();
  await stub.close();
  await removeDir(dataDir);
});

describe('customer:open against a server that echoes credentials in its config answer', () => {
  it('gives the page only the named config fields: never the kept client-area password', async () => {
    const page = watchPage(core);
    dataOf(
      await page.call('session:login', { profileId: 'demo', username: 'operador', password: 'senha', remember: false }),
    );
    const got = dataOf<{ record: Record<string, unknown> }>(await page.call('clients:get', { client_pk: 77 }));
    // The record reaches the page without the password (main keeps it), and says one is known.
    expect(JSON.stringify(got)).not.toContain(keptPassword);
    const opened = dataOf<{ config: Record<string, unknown> }>(
      await page.call('customer:open', { username: customerLogin, clientPk: 77 }),
    );
    // The server did receive the kept password (so its echo is the real attack), and the page got the named fields.
    expect(stub.requests.some((request) => request.body.includes(keptPassword))).toBe(true);
    expect(opened.config).toEqual({
      success: true,
      title: 'Provedor Eco',
      theme: 'default',
      change_password: 1,
      social_network: { page: 'https://exemplo.com.br', title: 'Rede' },
      regulator: { scm: '123', title: 'Anatel' },
    });
    page.stop();
    for (const { channel, result } of page.results) expect(JSON.stringify(result), channel).not.toContain(keptPassword);
    for (const { event, payload } of page.events) expect(JSON.stringify(payload), event).not.toContain(keptPassword);
  });
});
