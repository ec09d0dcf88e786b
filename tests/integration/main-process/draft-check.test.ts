import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../../server/service.ts';
import { codeOf, dataOf, registration, signedInDesk, type SignedInDesk } from '../../support/main-process-kit.ts';
import { randomCpf, uniqueWord } from '../../support/integration-kit.ts';
import { engineNames, testPasswords, useService } from '../../support/test-service.ts';

// drafts:check through the core's dispatcher, as the panel of pending drafts calls it, against the real service:
// a new client whose CPF or user name another client already holds, an edit whose client changed on the server
// since the form loaded it (field by field) or is gone, and a draft with nothing in its way.

type Problems = { problems: Array<{ kind: string; field?: string; clientPk?: number; fields?: string[] }> };

describe.each(engineNames)('drafts:check through main (%s)', (engineName) => {
  let service: RunningService;
  let desk: SignedInDesk;

  beforeAll(async () => {
    service = await useService(engineName);
    desk = await signedInDesk({ adminUrl: service.adminUrl, clientUrl: service.clientUrl }, testPasswords.staff, {
      prefix: 'desk-draft-check-',
    });
  });
  afterAll(async () => {
    await desk.close();
  });

  const create = async (extra: Record<string, unknown> = {}) =>
    dataOf<{ client_pk: number }>(await desk.page.call('clients:create', registration(extra)));
  const pendingNew = (subject: string, values: Record<string, unknown>) =>
    desk.page.call('drafts:put', {
      form: 'client',
      subject,
      label: 'Novo cliente: Maria Souza',
      values: { client_type: '0', client_name: 'Maria', client_lastname: 'Souza', ...values },
      savedAt: Date.now(),
      pending: true,
    });
  /** A pending edit of `clientPk` renaming it, holding the record as the form loaded it now; answers its subject. */
  const pendingEdit = async (kind: string, clientPk: number): Promise<string> => {
    const loaded = dataOf<{ record: Record<string, unknown> }>(
      await desk.page.call('clients:get', { client_pk: clientPk }),
    ).record;
    const subject = `offline-${kind}-${uniqueWord()}`;
    dataOf(
      await desk.page.call('drafts:put', {
        form: 'client',
        subject,
        label: `Cliente ${clientPk}`,
        values: { client_name: 'Outro nome', _offline: { clientPk, loaded } },
        savedAt: Date.now(),
        pending: true,
      }),
    );
    return subject;
  };
  const check = async (subject: string) =>
    dataOf<Problems>(await desk.page.call('drafts:check', { form: 'client', subject })).problems;

  it('finds the client that already holds the CPF, typed with its dots and dash', async () => {
    const cpf = randomCpf();
    const holder = await create({ client_doc1: cpf });
    const typed = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const subject = `offline-cpf-${uniqueWord()}`;
    dataOf(await pendingNew(subject, { client_doc1: typed }));
    expect(await check(subject)).toEqual([{ kind: 'duplicate', field: 'client_doc1', clientPk: holder.client_pk }]);
  });

  it('finds the client that already holds the user name, whatever its letter case', async () => {
    const username = `of_${uniqueWord()}`;
    const holder = await create({
      client_username: username,
      client_password: 'Senha-123',
      client_password1: 'Senha-123',
    });
    const subject = `offline-user-${uniqueWord()}`;
    dataOf(await pendingNew(subject, { client_doc1: randomCpf(), client_username: username.toUpperCase() }));
    expect(await check(subject)).toEqual([{ kind: 'duplicate', field: 'client_username', clientPk: holder.client_pk }]);
  });

  it('names the fields that changed on the server since the form loaded the client', async () => {
    const typed = registration({ client_mail: 'antes@example.com' });
    const { client_pk: clientPk } = dataOf<{ client_pk: number }>(await desk.page.call('clients:create', typed));
    const subject = await pendingEdit('edit', clientPk);
    // Nobody else touched it yet: nothing to report.
    expect(await check(subject)).toEqual([]);
    dataOf(
      await desk.page.call('clients:update', {
        ...typed,
        client_pk: clientPk,
        client_mail: 'depois@example.com',
        client_phones: 'Celular#-#(67) 99111-2222',
      }),
    );
    const [problem] = await check(subject);
    expect(problem?.kind).toBe('changed');
    expect([...(problem?.fields ?? [])].sort()).toEqual(['client_mail', 'client_phones']);
  });

  it('says the client is gone when the server no longer has it', async () => {
    const { client_pk: clientPk } = await create();
    const subject = await pendingEdit('gone', clientPk);
    // Why SQL: the interface only marks a client removed (a status); another system deleting the row is what "gone" is.
    await service.engine.query('delete from client where client_pk = $1', [clientPk]);
    expect(await check(subject)).toEqual([{ kind: 'removed' }]);
  });

  it('finds nothing in the way of a new client nobody holds, and refuses a draft it does not have', async () => {
    const subject = `offline-new-${uniqueWord()}`;
    dataOf(await pendingNew(subject, { client_doc1: randomCpf(), client_username: `livre_${uniqueWord()}` }));
    expect(await check(subject)).toEqual([]);
    expect(codeOf(await desk.page.call('drafts:check', { form: 'client', subject: 'offline-none' }))).toBe('NOT_FOUND');
  });
});
