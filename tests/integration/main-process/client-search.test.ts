import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskCore } from '../../../electron/core/create-desk-core.ts';
import type { RunningService } from '../../../server/service.ts';
import { adminSession, createCustomer, punctuateCpf, randomCpf, uniqueWord } from '../../support/integration-kit.ts';
import { dataOf, fakeSecretBox, removeDir, startCore, tempDir, watchPage } from '../../support/main-process-kit.ts';
import { engineNames, testPasswords, useService } from '../../support/test-service.ts';

interface Group {
  kind: string;
  rows: Array<{ client_pk: number; client_complete_name: string }>;
  total: number;
  complete: boolean;
}

// The one search rule (shared/search) as main runs it (`clients:search`), through the real provider client to the
// real service, whose ILIKE compares accents as deployed servers do: names are found typed without accents, in any
// order and letter case, false candidates of the accent-blind pattern are dropped, and the best match comes first.
describe.each(engineNames)('client search through main (%s)', (engineName) => {
  let service: RunningService;
  let core: DeskCore;
  let page: ReturnType<typeof watchPage>;
  let dir: string;
  const marker = uniqueWord();
  const pk: Record<string, number> = {};
  const cpf = randomCpf();

  const search = async (text: string, extra: Record<string, unknown> = {}) =>
    dataOf<{ invalidDocument: boolean; groups: Group[] }>(
      await page.call('clients:search', { text, limit: 20, ...extra }),
    ).groups;
  const names = async (text: string) => (await search(text)).find((group) => group.kind === 'name');

  beforeAll(async () => {
    service = await useService(engineName);
    const admin = await adminSession(service);
    const people: Record<string, [string, string, Record<string, string | number>?]> = {
      araujo: ['Araújo', marker],
      maria: ['Maria', `Silva Araújo ${marker}`, { client_doc1: cpf }],
      antonio: ['ANTÔNIO João', marker],
      arrojo: ['Arrojo', marker],
      joao: ['João Pedro', `Almeida ${marker}`],
    };
    for (const [key, [name, lastname, extra]] of Object.entries(people))
      pk[key] = (await createCustomer(admin, { client_name: name, client_lastname: lastname, ...extra })).clientPk;
    dir = await tempDir('client-search-');
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

  it('finds a name typed without accents, and not the false candidates of the accent-blind pattern', async () => {
    const found = await names(`araujo ${marker}`);
    expect(found?.rows.map((row) => row.client_pk)).toEqual([pk.araujo, pk.maria]);
    expect(found).toMatchObject({ total: 2, complete: true });
  });

  it('takes the words in any order and any letter case', async () => {
    expect((await names(`joao pedro almeida ${marker}`))?.rows.map((row) => row.client_pk)).toEqual([pk.joao]);
    expect((await names(`silva maria ${marker}`))?.rows.map((row) => row.client_pk)).toEqual([pk.maria]);
    expect((await names(`ANTONIO JOAO ${marker}`))?.rows.map((row) => row.client_pk)).toEqual([pk.antonio]);
    expect((await names(`${marker.toUpperCase()} almeida`))?.rows.map((row) => row.client_pk)).toEqual([pk.joao]);
  });

  it('ranks the whole name first, then its start, then the start of its words, then inside it', async () => {
    const ranked = await names(`${marker}`);
    expect(ranked?.rows.map((row) => row.client_pk).sort()).toEqual(Object.values(pk).sort());
    const first = await names(`araujo ${marker.slice(0, 5)}`);
    expect(first?.rows.map((row) => row.client_pk)).toEqual([pk.araujo, pk.maria]);
  });

  it('finds a part of a CPF from 5 digits, typed bare or with its punctuation', async () => {
    const part = cpf.slice(2, 9);
    expect((await search(part)).find((group) => group.kind === 'document')?.rows.map((r) => r.client_pk)).toEqual([
      pk.maria,
    ]);
    const punctuated = punctuateCpf(cpf).slice(0, 7);
    const byPunctuated = (await search(punctuated)).find((group) => group.kind === 'document');
    expect(byPunctuated?.rows.map((row) => row.client_pk)).toContain(pk.maria);
  });

  it('searches within the list’s own filter', async () => {
    const removed = await search(`araujo ${marker}`, { where: [{ field: 'client_status', oper: 5, value: 3 }] });
    expect(removed.find((group) => group.kind === 'name')?.rows).toEqual([]);
  });
});
