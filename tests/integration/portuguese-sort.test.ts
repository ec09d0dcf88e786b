import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../server/service.ts';
import type { FormClient } from '../support/form-client.ts';
import { adminSession, createCustomer, resultsOf, uniqueWord } from '../support/integration-kit.ts';
import { engineNames, useService } from '../support/test-service.ts';

// Sorting by name or by city follows Portuguese order on both engines (server/db/migrations/0008): accents and
// letter case do not separate names, and the client code breaks ties in the sort's direction, so pages never shuffle.
describe.each(engineNames)('Portuguese sort order (%s)', (engineName) => {
  let service: RunningService;
  let admin: FormClient;
  const marker = uniqueWord();
  // [first name, city]; the marker as last name keeps the test's clients apart from every other row.
  const people: Array<[string, string]> = [
    ['zeca', 'Zacarias'],
    ['Ótica', 'ótica'],
    ['Água Clara', 'Água Clara'],
    ['oscar', 'Osasco'],
    ['ana', 'Anápolis'],
    ['Ana', 'anápolis'],
    ['ÁLVARO', 'Alvorada'],
  ];
  const pks: number[] = [];

  const sorted = async (sort: string, dir: 'ASC' | 'DESC', start = 0, limit = 50) => {
    const answer = await admin.post('/admin_ctl/client/list', {
      where: JSON.stringify([{ field: 'client_lastname', oper: 5, value: marker }]),
      sort,
      dir,
      start,
      limit,
    });
    expect(answer.status).toBe(200);
    return resultsOf<{ client_pk: number }>(answer).map((row) => pks.indexOf(row.client_pk));
  };

  beforeAll(async () => {
    service = await useService(engineName);
    admin = await adminSession(service);
    for (const [name, city] of people)
      pks.push(
        (await createCustomer(admin, { client_name: name, client_lastname: marker, cli_addr_province: city })).clientPk,
      );
  });

  it('sorts names with accented initials among their letters, upper and lower case together', async () => {
    // Água, Álvaro, ana/Ana (by code), oscar, Ótica, zeca.
    expect(await sorted('client_complete_name', 'ASC')).toEqual([2, 6, 4, 5, 3, 1, 0]);
    expect(await sorted('client_complete_name', 'DESC')).toEqual([0, 1, 3, 5, 4, 6, 2]);
  });

  it('sorts cities the same way', async () => {
    expect(await sorted('cli_addr_province', 'ASC')).toEqual([2, 6, 4, 5, 3, 1, 0]);
  });

  it('pages the same order without a row repeated or skipped', async () => {
    const pages = [
      ...(await sorted('client_complete_name', 'ASC', 0, 3)),
      ...(await sorted('client_complete_name', 'ASC', 3, 4)),
    ];
    expect(pages).toEqual([2, 6, 4, 5, 3, 1, 0]);
  });
});
