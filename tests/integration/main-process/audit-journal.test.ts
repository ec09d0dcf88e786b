import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/ipc/audit-schema.ts';
import type { DeskCore } from '../../../electron/core/create-desk-core.ts';
import { HttpTransport } from '../../../electron/provider/http-transport.ts';
import type { RunningService } from '../../../server/service.ts';
import { randomCpf, uniqueWord } from '../../support/integration-kit.ts';
import {
  adminKit,
  codeOf,
  dataOf,
  fakeSecretBox,
  memoryLog,
  registration,
  removeDir,
  seedCustomer,
  startCore,
  tempDir,
  type FakeSecretBox,
  type SeededCustomer,
} from '../../support/main-process-kit.ts';
import { testPasswords, useService } from '../../support/test-service.ts';

/** The demo operator's sign-in, as the login screen sends it. */
const adminSignIn = { profileId: 'demo', username: 'admin', password: testPasswords.staff, remember: false };

type Page = { total: number; rows: AuditEntry[]; operators: string[]; encrypted: boolean; unreadable: number };

async function filesUnder(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const item of await readdir(dir, { withFileTypes: true, recursive: true }))
    // Why not `.tmp`: an atomic rewrite's temporary file (a head's, the marks') may be renamed away while listed.
    if (item.isFile() && !item.name.endsWith('.tmp')) found.push(join(item.parentPath, item.name));
  return found;
}

// Real writes through the dispatcher against the real service: each confirmed one is journaled with the server's
// values before and after, a refused one is not, and the journal never holds a password or reaches the log.
describe('audit journal of writes, through the core', () => {
  let service: RunningService;
  let customer: SeededCustomer;
  let core: DeskCore;
  let box: FakeSecretBox;
  let dataDir: string;
  const log = memoryLog();
  const lastname = `Au${uniqueWord()}`;
  const cpf = randomCpf();
  const newPassword = `Nv-${uniqueWord().slice(0, 9)}`;
  let clientPk = 0;

  const call = (channel: string, input?: unknown) => core.dispatcher.dispatch(channel, input);
  const list = async (filter: Record<string, unknown> = {}): Promise<Page> =>
    dataOf<Page>(await call('audit:list', filter));

  beforeAll(async () => {
    service = await useService('pglite');
    const transport = new HttpTransport();
    const admin = adminKit(service.adminUrl, transport);
    await admin.api.login('admin', testPasswords.staff);
    customer = await seedCustomer(service, admin.api);
    await admin.api.logout();
    await transport.close();
    dataDir = await tempDir('desk-audit-');
    box = fakeSecretBox(true);
    core = await startCore(
      dataDir,
      box,
      { adminUrl: service.adminUrl, clientUrl: service.clientUrl, adminPrefix: 'admin_ctl' },
      log,
    );
    dataOf(await call('session:login', adminSignIn));
  });

  afterAll(async () => {
    await core.close();
    await removeDir(dataDir);
  });

  it('journals a create with the values sent, an update with before and after, a remove and a reactivate', async () => {
    const base = { offices_pk: 1, client_type: 0, client_status: 0, client_name: 'Joana', client_lastname: lastname };
    const created = dataOf<{ client_pk: number }>(
      await call('clients:create', {
        ...base,
        client_doc1: cpf,
        cli_addr_address: 'Rua das Acácias',
        client_phones: 'Celular#-#(67) 99273-4796',
      }),
    );
    clientPk = created.client_pk;
    dataOf(
      await call('clients:update', {
        ...base,
        client_pk: clientPk,
        client_doc1: cpf,
        cli_addr_address: 'Avenida Afonso Pena',
        client_mail: 'joana@example.com',
      }),
    );
    dataOf(await call('clients:setRemoved', { client_pk: clientPk, cur_client_status: 0 }));
    dataOf(await call('clients:setRemoved', { client_pk: clientPk, cur_client_status: 1 }));

    const page = await list({ client: String(clientPk) });
    expect(page.rows.map((entry) => entry.kind)).toEqual([
      'client.reactivate',
      'client.remove',
      'client.update',
      'client.create',
    ]);
    for (const entry of page.rows) expect(entry).toMatchObject({ operator: 'admin', profileId: 'demo' });
    const [, , update, create] = page.rows;
    expect(create?.client).toEqual({ pk: clientPk, name: `Joana ${lastname}` });
    expect(create?.changes).toEqual(
      expect.arrayContaining([
        { field: 'client_name', before: null, after: 'Joana' },
        { field: 'cli_addr_address', before: null, after: 'Rua das Acácias' },
      ]),
    );
    // Only what changed, as the server reads it before and after.
    expect(update?.changes).toEqual([
      { field: 'cli_addr_address', before: 'Rua das Acácias', after: 'Avenida Afonso Pena' },
      { field: 'client_mail', before: null, after: 'joana@example.com' },
    ]);
    expect(page.encrypted).toBe(true);
    expect(page.operators).toContain('admin');
  });

  it('journals nothing for a write the server refused', async () => {
    const before = (await list()).total;
    const refused = await call('clients:update', {
      client_pk: 999_999_999,
      offices_pk: 1,
      client_type: 0,
      client_status: 0,
      client_name: 'Ninguém',
      client_lastname: lastname,
    });
    expect(refused.ok).toBe(false);
    expect((await list()).total).toBe(before);
  });

  it('journals a support order and a client-area password change, never the password', async () => {
    const opened = dataOf<{ customerId: string }>(
      await call('customer:open', {
        username: customer.username,
        password: customer.password,
        clientPk: customer.clientPk,
      }),
    );
    dataOf(
      await call('customer:openSupportOrder', {
        customerId: opened.customerId,
        priority: 2,
        task_pk: 1,
        phone: '(67) 99999-0000',
        os_obs: 'Sem conexão desde ontem',
      }),
    );
    dataOf(
      await call('customer:setPassword', {
        customerId: opened.customerId,
        user_password: newPassword,
        user_password_repeat: newPassword,
      }),
    );
    dataOf(await call('customer:close', { customerId: opened.customerId }));
    const page = await list({ client: customer.username });
    const [password, order] = page.rows;
    expect(password).toMatchObject({
      kind: 'customer.password-change',
      client: { pk: customer.clientPk, username: customer.username },
    });
    expect(password?.changes).toBeUndefined();
    expect(order).toMatchObject({ kind: 'support-order.create', client: { pk: customer.clientPk } });
    expect(order?.changes).toEqual(
      expect.arrayContaining([
        { field: 'os_obs', before: null, after: 'Sem conexão desde ontem' },
        { field: 'priority', before: null, after: '2' },
      ]),
    );
    // Every text the journal ever sealed, and every file it wrote: no password.
    const everything = [
      ...box.sealed,
      ...(await Promise.all((await filesUnder(dataDir)).map((file) => readFile(file, 'utf8')))),
    ];
    for (const text of everything) {
      expect(text).not.toContain(newPassword);
      expect(text).not.toContain(customer.password);
    }
  });

  it('records a reveal and an export from the page, filters by kind, and verifies the chain intact', async () => {
    expect(
      dataOf<{ seq: number }>(await call('audit:record', { kind: 'reveal', clientPk, field: 'client_doc1' })).seq,
    ).toBeGreaterThan(0);
    dataOf(
      await call('audit:record', { kind: 'export', unmasked: true, formats: ['xlsx'], rows: 3, outcome: 'failed' }),
    );
    dataOf(
      await call('audit:record', { kind: 'export', unmasked: false, formats: ['csv'], rows: 12, outcome: 'done' }),
    );
    const reveals = await list({ kind: 'reveal' });
    expect(reveals.rows).toEqual([
      expect.objectContaining({ kind: 'reveal', client: { pk: clientPk }, field: 'client_doc1' }),
    ]);
    const exports = await list({ kind: 'export' });
    expect(exports.rows[0]).toMatchObject({
      unmasked: false,
      formats: ['csv'],
      rows: 12,
      scope: 'clients',
      outcome: 'done',
    });
    // A failed export is on record as failed, with the rows it had when it failed.
    expect(exports.rows[1]).toMatchObject({ formats: ['xlsx'], rows: 3, scope: 'clients', outcome: 'failed' });
    const verified = dataOf<{ since: unknown }>(await call('audit:verify'));
    expect(verified).toEqual({
      intact: true,
      entries: (await list()).total,
      journals: 1,
      encrypted: true,
      since: verified.since,
      breaks: [],
    });
    // Verified since the marks were begun: this test's own start.
    expect(typeof verified.since).toBe('string');
  });

  it('exports the filtered journal as CSV and journals that export too', async () => {
    const exported = dataOf<{ entries: Array<{ kind: string; changes?: unknown[] }>; rows: number }>(
      await call('audit:export', { kind: 'client.update' }),
    );
    expect(exported.rows).toBe(1);
    expect(exported.entries).toHaveLength(1);
    expect(exported.entries[0]?.changes).toContainEqual({
      field: 'cli_addr_address',
      before: 'Rua das Acácias',
      after: 'Avenida Afonso Pena',
    });
    const [latest] = (await list()).rows;
    expect(latest).toMatchObject({ kind: 'export', scope: 'audit', rows: 1, unmasked: true });
  });

  it('keeps the journal out of the log, and finds a removed entry', async () => {
    const logged = log.lines.join('\n');
    for (const value of [lastname, 'Afonso Pena', 'Acácias', 'joana@example.com', customer.username])
      expect(logged).not.toContain(value);
    // Remove one entry line from the middle of the journal file.
    const [file] = (await filesUnder(join(dataDir, 'audit'))).filter((path) => path.endsWith('.jsonl'));
    const lines = (await readFile(file ?? '', 'utf8')).split('\n');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(file ?? '', [...lines.slice(0, 3), ...lines.slice(4)].join('\n'));
    const verified = dataOf<{ intact: boolean; breaks: Array<{ seq: number; reason: string; operator: string }> }>(
      await call('audit:verify'),
    );
    expect(verified.intact).toBe(false);
    expect(verified.breaks).toEqual([expect.objectContaining({ seq: 3, reason: 'missing', operator: 'admin' })]);
  });

  it('refuses the journal to no one signed in', async () => {
    dataOf(await call('session:logout', {}));
    expect(codeOf(await call('audit:list', {}))).toBe('NOT_SIGNED_IN');
    expect(codeOf(await call('audit:record', { kind: 'reveal', clientPk: 1, field: 'client_doc1' }))).toBe(
      'NOT_SIGNED_IN',
    );
  });
});

// The head of an entry is written after the entry's answer (electron/audit/audit-journal.ts): quitting right after
// a confirmed write must still leave the head on that entry, and nothing written into the folder after close().
describe('audit journal at quit', () => {
  it("leaves the head on the last entry when the app closes right after a write's answer", async () => {
    const service = await useService('pglite');
    const dataDir = await tempDir('desk-audit-quit-');
    const box = fakeSecretBox(true);
    const core = await startCore(
      dataDir,
      box,
      { adminUrl: service.adminUrl, clientUrl: service.clientUrl, adminPrefix: 'admin_ctl' },
      memoryLog(),
    );
    const call = (channel: string, input?: unknown) => core.dispatcher.dispatch(channel, input);
    try {
      dataOf(await call('session:login', adminSignIn));
      for (const name of ['Quit', 'Quit again'])
        dataOf(await call('clients:create', registration({ client_name: name })));
    } finally {
      await core.close();
    }
    const [headFile] = (await filesUnder(join(dataDir, 'audit'))).filter((path) => path.endsWith('head.json'));
    const stored = JSON.parse(await readFile(headFile ?? '', 'utf8')) as { sealed: string };
    const head = JSON.parse(await box.decrypt(Buffer.from(stored.sealed, 'base64'))) as { seq: number };
    expect(head.seq).toBe(2);
    await removeDir(dataDir);
  });
});

// Issue 43: the journals' high-water marks live apart from the audit folder, so deleting that folder whole between
// two starts of the app is named on the verification, by whose journal it was; with the data folder itself gone
// nothing is left to compare with, and the verification says since when it can tell.
describe('audit journal across starts', () => {
  it('names the journal of an audit folder deleted whole while the app was closed', async () => {
    const service = await useService('pglite');
    const dataDir = await tempDir('desk-audit-gone-');
    const box = fakeSecretBox(true);
    const addresses = { adminUrl: service.adminUrl, clientUrl: service.clientUrl, adminPrefix: 'admin_ctl' };
    const started = async () => {
      const core = await startCore(dataDir, box, addresses, memoryLog());
      dataOf(await core.dispatcher.dispatch('session:login', adminSignIn));
      return core;
    };
    const first = await started();
    let since: unknown;
    try {
      dataOf(await first.dispatcher.dispatch('clients:create', registration({ client_name: 'Apagada' })));
      since = dataOf<{ since: unknown }>(await first.dispatcher.dispatch('audit:verify', {})).since;
    } finally {
      await first.close();
    }
    await removeDir(join(dataDir, 'audit'));
    const second = await started();
    try {
      const verified = dataOf<{ intact: boolean; since: unknown; breaks: unknown[] }>(
        await second.dispatcher.dispatch('audit:verify', {}),
      );
      expect(verified.intact).toBe(false);
      expect(verified.since).toBe(since);
      expect(verified.breaks).toEqual([{ seq: 1, reason: 'vanished', operator: 'admin', file: '' }]);
    } finally {
      await second.close();
      await removeDir(dataDir);
    }
  });
});
