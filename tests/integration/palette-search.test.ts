import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../server/service.ts';
import type { AdminApi } from '../../electron/provider/admin-api.ts';
import { HttpTransport } from '../../electron/provider/http-transport.ts';
import { classifySearch as classifyQuery, type SearchKind } from '../../shared/search/search-rule.ts';
import { searchRequest } from '../../shared/search/search-where.ts';
import {
  adminSession,
  createCustomer,
  punctuateCnpj,
  punctuateCpf,
  randomCnpj,
  randomCpf,
  type TestCustomer,
} from '../support/integration-kit.ts';
import { adminKit } from '../support/main-process-kit.ts';
import { engineNames, testPasswords, useService } from '../support/test-service.ts';

/** The palette's rows per kind (renderer/features/palette/fetch-search.ts). */
const rowsPerKind = 5;

// The search rule's filters for each kind (shared/search), as main builds them, through the real provider client to the real service.
describe.each(engineNames)('palette searches (%s)', (engineName) => {
  let service: RunningService;
  let transport: HttpTransport;
  let api: AdminApi;
  let person: TestCustomer & { cpf: string };
  let company: TestCustomer & { cnpj: string };

  /** The client numbers each kind of search finds for a typed text. */
  const found = async (text: string): Promise<Partial<Record<SearchKind, number[]>>> => {
    const byKind: Partial<Record<SearchKind, number[]>> = {};
    for (const search of classifyQuery(text).searches) {
      const request = searchRequest(search);
      const page = await api.listClients({
        start: 0,
        limit: rowsPerKind,
        sort: request.sort,
        dir: 'ASC',
        where: request.where,
      });
      byKind[search.kind] = page.rows.map((row) => row.client_pk);
    }
    return byKind;
  };

  beforeAll(async () => {
    service = await useService(engineName);
    const form = await adminSession(service);
    const cpf = randomCpf();
    person = { ...(await createCustomer(form, { client_doc1: cpf })), cpf };
    const cnpj = randomCnpj(true);
    company = { ...(await createCustomer(form, { client_type: 1, client_doc1: cnpj })), cnpj };
    transport = new HttpTransport();
    const kit = adminKit(service.adminUrl, transport);
    api = kit.api;
    await api.login('admin', testPasswords.staff);
  });

  afterAll(async () => {
    await transport.close();
  });

  it('finds a CPF typed with or without punctuation (stored as digits)', async () => {
    expect(await found(punctuateCpf(person.cpf))).toEqual({ document: [person.clientPk] });
    expect(await found(person.cpf)).toEqual({ document: [person.clientPk] });
  });

  it('finds a document stored with its punctuation, as deployed databases may hold it', async () => {
    await service.engine.query('update client set client_doc1 = $1 where client_pk = $2', [
      punctuateCnpj(company.cnpj),
      company.clientPk,
    ]);
    expect(await found(company.cnpj.toLowerCase())).toEqual({ document: [company.clientPk] });
    expect(await found(punctuateCnpj(company.cnpj))).toEqual({ document: [company.clientPk] });
  });

  it('finds a client code written #123 or as bare digits', async () => {
    expect(await found(`#${person.clientPk}`)).toEqual({ code: [person.clientPk] });
    expect(await found(String(person.clientPk))).toEqual({ code: [person.clientPk] });
  });

  it('finds a client-area user name, in any letter case and by its start', async () => {
    expect(await found(person.username.toUpperCase())).toEqual({ login: [person.clientPk] });
    expect(await found(person.username.slice(0, -2))).toEqual({ login: [person.clientPk] });
  });

  it('finds a name fragment: part of the surname, and words in order across the full name', async () => {
    const fragment = person.lastname.slice(3, 12).toLowerCase();
    expect((await found(fragment)).name).toEqual([person.clientPk]);
    expect((await found(`cliente ${person.lastname.slice(-6)}`)).name).toEqual([person.clientPk]);
  });

  it('answers at most a handful of rows per kind', async () => {
    const many = await found('a');
    expect(many).toEqual({});
    const common = await found('Silva');
    expect(common.name?.length).toBeLessThanOrEqual(rowsPerKind);
  });
});
