import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeskCore, type DeskCore } from '../../../electron/core/create-desk-core.ts';
import { StubServer } from '../../support/stub-server.ts';
import {
  codeOf,
  dataOf,
  fakeSecretBox,
  memoryLog,
  removeDir,
  stubDemo,
  tempDir,
  testFacts,
  watchPage,
} from '../../support/main-process-kit.ts';

// Issue 43, item 2: the invoice's WhatsApp chooser listed every phone whole and its wa.me / mailto: links carried
// the number and address, with masking on and nothing journaled. Now the page sends the chosen place in the list
// and what it showed masked; main reads the record, builds the link, journals the reveal, and opens it (Electron)
// or hands it back to open (browser mode).

const phones = 'Residencial#-#(11) 3142-2213,Celular#-#(11) 98765-4321,Recado#-#(11) 91234-5678';
const mail = 'Pessoal#-#maria.eco@example.com';
const message = 'Olá! Segue a sua fatura de R$ 99,90, vencimento 10/12/2026.';

let stub: StubServer;
const dirs: string[] = [];
const cores: DeskCore[] = [];

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
            client_pk: 91,
            client_status: 0,
            client_type: 0,
            client_name: 'Maria',
            client_lastname: 'Eco',
            client_phones: phones,
            client_mail: mail,
          },
        ],
      }),
    },
  });
});
afterAll(async () => {
  for (const core of cores) await core.close();
  await stub.close();
  for (const dir of dirs) await removeDir(dir);
});

/** A core signed in to the stub; `opened` collects what main opened outside the app, when it may open anything. */
async function signedInCore(opened?: string[]) {
  const dataDir = await tempDir();
  dirs.push(dataDir);
  const core = await createDeskCore({
    dataDir,
    secretBox: fakeSecretBox(),
    facts: testFacts,
    demo: () => stubDemo({ adminUrl: stub.url, clientUrl: stub.url, adminPrefix: 'admin_ctl' }),
    log: memoryLog(),
    ...(opened ? { openExternal: async (url: string) => void opened.push(url) } : {}),
  });
  cores.push(core);
  const page = watchPage(core);
  dataOf(await page.call('session:login', { profileId: 'demo', username: 'operador', password: 's', remember: false }));
  return { core, page };
}

const reveals = async (page: Awaited<ReturnType<typeof signedInCore>>['page']) =>
  dataOf<{ rows: Array<{ field?: string; purpose?: string; client?: { pk?: number } }> }>(
    await page.call('audit:list', { kind: 'reveal' }),
  ).rows;

describe('share:open', () => {
  it('in Electron: main opens the wa.me link of the chosen mobile, journaled first; the page gets no link', async () => {
    const opened: string[] = [];
    const { page } = await signedInCore(opened);
    // The chooser lists the two mobiles (the landline is left out when there is a mobile), masked.
    const result = dataOf<{ opened: boolean; url?: string }>(
      await page.call('share:open', {
        clientPk: 91,
        channel: 'whatsapp',
        index: 1,
        masked: '(11) *****-5678',
        message,
      }),
    );
    expect(result).toEqual({ opened: true });
    expect(opened).toHaveLength(1);
    const url = new URL(opened[0] ?? '');
    expect(url.origin + url.pathname).toBe('https://wa.me/5511912345678');
    expect(url.searchParams.get('text')).toBe(message);
    const entries = await reveals(page);
    expect(entries.map((entry) => [entry.client?.pk, entry.field, entry.purpose])).toEqual([
      [91, 'client_phones', 'whatsapp'],
    ]);
    for (const { result: answer } of page.results) expect(JSON.stringify(answer)).not.toContain('912345678');
  });

  it('in browser mode: the link comes back to the page to open, after the same journal entry', async () => {
    const { page } = await signedInCore();
    const result = dataOf<{ opened: boolean; url?: string }>(
      await page.call('share:open', {
        clientPk: 91,
        channel: 'email',
        index: 0,
        masked: 'm****@example.com',
        subject: 'Sua fatura',
        message,
      }),
    );
    expect(result.opened).toBe(false);
    expect(result.url?.startsWith('mailto:maria.eco@example.com?subject=Sua%20fatura&body=')).toBe(true);
    expect((await reveals(page)).map((entry) => entry.purpose)).toEqual(['email']);
  });

  it('refuses a place that no longer holds what the page showed, and a client with no such contact', async () => {
    const opened: string[] = [];
    const { page } = await signedInCore(opened);
    const send = (index: number, masked: string) =>
      page.call('share:open', { clientPk: 91, channel: 'whatsapp', index, masked, message });
    expect(codeOf(await send(0, '(11) *****-5678'))).toBe('VALIDATION');
    expect(codeOf(await send(5, '(11) *****-5678'))).toBe('VALIDATION');
    expect(opened).toEqual([]);
    expect(await reveals(page)).toEqual([]);
  });
});
