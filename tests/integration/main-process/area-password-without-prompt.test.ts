// Issue 42, item 1, through the main-process core against the real service: main keeps the client-area password
// the service now answers in the record (the page only learns that one is known) and opens the customer's area
// with it, no password typed; a password the operator sends in a create or an update is kept the same way, so a
// client made a minute ago opens at once; and "Definir nova senha de acesso" (the page's update body for a row the
// server keeps a hash of only) is journaled as a password change, without the password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskCore } from '../../../electron/core/create-desk-core.ts';
import { clientRecord } from '../../../shared/provider/admin-operations.ts';
import type { RunningService } from '../../../server/service.ts';
import { passwordUpdate } from '../../../renderer/features/registration/password-update.ts';
import { randomCpf, uniqueWord } from '../../support/integration-kit.ts';
import {
  codeOf,
  dataOf,
  fakeSecretBox,
  removeDir,
  startCore,
  tempDir,
  watchPage,
} from '../../support/main-process-kit.ts';
import { engineNames, testPasswords, useService } from '../../support/test-service.ts';

type Opened = { customerId: string; username: string };
type Got = { record: (Record<string, unknown> & { client_pk: number }) | null };

describe.each(engineNames)('the customer area opened with no password typed (%s)', (engineName) => {
  let service: RunningService;
  let core: DeskCore;
  let page: ReturnType<typeof watchPage>;
  let dir: string;

  const get = async (clientPk: number) => dataOf<Got>(await page.call('clients:get', { client_pk: clientPk })).record;
  const openWithoutPassword = (username: string, clientPk: number) =>
    page.call('customer:open', { username, clientPk });
  const invoicesOf = async (customerId: string) =>
    dataOf<{ total: number }>(await page.call('customer:invoices', { customerId, start: 0, limit: 10 })).total;
  const create = async (password?: string) => {
    const username = `np.${uniqueWord()}`;
    const created = dataOf<{ client_pk: number }>(
      await page.call('clients:create', {
        offices_pk: 1,
        client_type: 0,
        client_status: 0,
        client_name: 'Cliente',
        client_lastname: `Np${uniqueWord()}`,
        client_doc1: randomCpf(),
        client_phones: 'Celular#-#(67) 99273-4796',
        client_username: username,
        ...(password ? { client_password: password, client_password1: password } : {}),
      }),
    );
    return { clientPk: created.client_pk, username };
  };

  beforeAll(async () => {
    service = await useService(engineName);
    dir = await tempDir();
    core = await startCore(dir, fakeSecretBox(true), {
      adminUrl: service.adminUrl,
      clientUrl: service.clientUrl,
      adminPrefix: 'admin_ctl',
    });
    page = watchPage(core);
    dataOf(
      await page.call('session:login', {
        profileId: 'demo',
        username: 'admin',
        password: testPasswords.staff,
        remember: false,
      }),
    );
  });

  afterAll(async () => {
    page.stop();
    await core.close();
    await removeDir(dir);
  });

  it('opens the area of a client whose record carries the password, and the page never sees it', async () => {
    const password = `Pw-${uniqueWord().slice(0, 8)}`;
    const { clientPk, username } = await create(password);
    await page.call('session:login', {
      profileId: 'demo',
      username: 'admin',
      password: testPasswords.staff,
      remember: false,
    });
    // A new sign-in forgot what main kept: only the record the server sends tells it the password.
    expect(codeOf(await openWithoutPassword(username, clientPk))).toBe('VALIDATION');
    const record = await get(clientPk);
    expect(record?.client_password).toBe('');
    expect(record?.client_password_known).toBe(true);
    const opened = dataOf<Opened>(await openWithoutPassword(username, clientPk));
    expect(await invoicesOf(opened.customerId)).toBe(0);
    await page.call('customer:close', { customerId: opened.customerId });
    expect(JSON.stringify(page.results)).not.toContain(password);
  });

  it('opens the area of a client created a minute ago with a password, before any read of it', async () => {
    const password = `Pw-${uniqueWord().slice(0, 8)}`;
    const { clientPk, username } = await create(password);
    const opened = dataOf<Opened>(await openWithoutPassword(username, clientPk));
    expect(opened.username).toBe(username);
    await page.call('customer:close', { customerId: opened.customerId });
  });

  it('sets a new access password for a row the server keeps a hash of only: kept by main, journaled, never in the journal', async () => {
    const { clientPk, username } = await create(`Pw-${uniqueWord().slice(0, 8)}`);
    // A server that keeps hashes only: the record answers no password.
    await service.engine.query('update client set client_password_sealed = null where client_pk = $1', [clientPk]);
    await page.call('session:login', {
      profileId: 'demo',
      username: 'admin',
      password: testPasswords.staff,
      remember: false,
    });
    const before = await get(clientPk);
    expect(before?.client_password_known).toBe(false);
    expect(codeOf(await openWithoutPassword(username, clientPk))).toBe('VALIDATION');

    const fresh = 'bamo-tile-473';
    const update = passwordUpdate(clientRecord.parse(before), fresh);
    if (!update.ok) throw new Error(`the record's fields were refused: ${update.fields.join(', ')}`);
    dataOf(await page.call('clients:update', update.input));
    const opened = dataOf<Opened>(await openWithoutPassword(username, clientPk));
    await page.call('customer:close', { customerId: opened.customerId });

    const journal = dataOf<{ rows: Array<{ kind: string; client?: { pk?: number } }> }>(
      await page.call('audit:list', { client: String(clientPk) }),
    );
    expect(journal.rows.map((entry) => entry.kind)).toContain('customer.password-change');
    expect(JSON.stringify(journal)).not.toContain(fresh);
    // Nothing else of the client changed: the update sent every field as the record held it.
    const after = await get(clientPk);
    for (const field of ['client_name', 'client_lastname', 'client_doc1', 'client_username', 'client_date_birth'])
      expect(after?.[field], field).toEqual(before?.[field]);
  });
});
