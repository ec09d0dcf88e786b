import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../server/service.ts';
import { clientListResponse } from '../../shared/provider/admin-operations.ts';
import type { FormValues } from '../../shared/provider/form-encode.ts';
import type { FormClient } from '../support/form-client.ts';
import { adminSession, errorIds, expectFailure, pksOf, resultsOf } from '../support/integration-kit.ts';
import { engineNames, useService } from '../support/test-service.ts';

interface ClientRow {
  client_pk: number;
  [field: string]: unknown;
}

/** `where` conditions as the interface writes them. */
const cond = (field: string, oper: number, value: unknown) => ({ field, oper, value });
const AND = { field: 'AND' };

describe.each(engineNames)('administrative client list (%s)', (engineName) => {
  let service: RunningService;
  let admin: FormClient;

  const list = (form: FormValues = {}) => admin.post('/admin_ctl/client/list', form);
  const pksOfAnswer = async (form: FormValues) => resultsOf<ClientRow>(await list(form)).map((row) => row.client_pk);
  const total = async () => (await pksOf(service.engine, 'select count(*) as pk from client'))[0] ?? 0;

  /** Lists every match of a filter (one page of up to 1000) and checks total and keys against SQL. */
  const expectFilter = async (where: unknown[], sqlCondition: string, params: unknown[] = []) => {
    const answer = await list({ where, limit: 1000, sort: 'client_pk' });
    const rows = resultsOf<ClientRow>(answer);
    const expected = await pksOf(
      service.engine,
      `select client.client_pk as pk from client left join offices on offices.offices_pk = client.offices_pk where ${sqlCondition} order by client.client_pk`,
      params,
    );
    expect(rows.map((row) => row.client_pk)).toEqual(expected);
    expect(answer.body.total).toBe(expected.length);
    return expected;
  };

  beforeAll(async () => {
    service = await useService(engineName);
    admin = await adminSession(service);
  });

  describe('envelope, defaults and paging', () => {
    it('answers the envelope: success, total of all matches, at most limit results, each a valid Client record', async () => {
      const answer = await list({ limit: 10 });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      const parsed = clientListResponse.parse(answer.body);
      expect(parsed.total).toBe(await total());
      expect(parsed.results.length).toBe(Math.min(10, parsed.total));
      for (const record of answer.body.results as Array<Record<string, unknown>>) {
        // The operator's list carries the client-area password the service keeps sealed ('' when it has a hash only).
        expect(typeof record.client_password).toBe('string');
        expect(record.client_date_cad).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(record.client_date_birth).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(typeof record.client_pk).toBe('number');
        expect(typeof record.offices_identification).toBe('string');
      }
    });

    it('defaults to 25 rows from the start, sorted by client_complete_name ascending (its Portuguese sort key)', async () => {
      const answer = await list();
      const expected = await pksOf(
        service.engine,
        'select client_pk as pk from client order by client_name_key asc, client_pk asc limit 25',
      );
      expect(resultsOf<ClientRow>(answer).map((row) => row.client_pk)).toEqual(expected);
      expect(answer.body.total).toBe(await total());
      expect(clientListResponse.safeParse(answer.body).success).toBe(true);
    });

    it('pages through every client exactly once', async () => {
      const all = await pksOf(service.engine, 'select client_pk as pk from client order by client_pk');
      const seen: number[] = [];
      const limit = 7;
      for (let start = 0; start < all.length; start += limit) {
        const answer = await list({ start, limit });
        const page = resultsOf<ClientRow>(answer);
        expect(answer.body.total).toBe(all.length);
        expect(page.length).toBe(Math.min(limit, all.length - start));
        seen.push(...page.map((row) => row.client_pk));
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect([...seen].sort((a, b) => a - b)).toEqual(all);
    });

    it('answers deep pages of the unfiltered list, in the sort index and off it, as an unfiltered reference', async () => {
      const count = await total();
      const statuses = await pksOf(service.engine, 'select distinct client_status as pk from client');
      // Why a filter keeping every row by status: it reads the whole FROM (status is off the sort index), so
      // the reference's records come the plain way, while the unfiltered pages take the keys from the index.
      const everyone = [cond('client_status', 21, statuses)];
      const orders = [
        { sort: 'client_complete_name', dir: 'ASC', sql: 'client.client_name_key asc, client.client_pk asc' },
        { sort: 'client_complete_name', dir: 'DESC', sql: 'client.client_name_key desc, client.client_pk desc' },
        { sort: 'client_pk', dir: 'DESC', sql: 'client.client_pk desc, client.client_pk desc' },
      ] as const;
      for (const { sort, dir, sql } of orders) {
        const reference = await list({ where: everyone, sort, dir, limit: 1000 });
        expect(reference.body.total).toBe(count);
        const expected = await pksOf(service.engine, `select client.client_pk as pk from client order by ${sql}`);
        expect(resultsOf<ClientRow>(reference).map((row) => row.client_pk)).toEqual(expected);
        for (const start of [count - 13, count - 7, count - 1]) {
          const answer = await list({ sort, dir, start, limit: 7 });
          expect(answer.body.total).toBe(count);
          expect(resultsOf(answer)).toEqual(resultsOf(reference).slice(start, start + 7));
        }
      }
    });

    it('answers results [] with the true total when start is past the end', async () => {
      const count = await total();
      for (const start of [count, count + 500]) {
        const answer = await list({ start, limit: 10 });
        expect(resultsOf(answer)).toEqual([]);
        expect(answer.body.total).toBe(count);
      }
    });
  });

  describe('sorting', () => {
    // number, text, datetime (with nulls) and a joined column, both ways; every order ends with client_pk.
    const sorts = [
      ['client_pk', 'client.client_pk'],
      ['client_lastname', 'client.client_lastname'],
      ['client_date_cad', 'client.client_date_cad'],
      ['client_date_deactivation', 'client.client_date_deactivation'],
      ['client_date_birth', 'client.client_date_birth'],
      ['offices_identification', 'offices.offices_identification'],
      ['client.client_doc1', 'client.client_doc1'],
    ] as const;
    it.each(sorts.flatMap(([sort, sql]) => (['ASC', 'DESC'] as const).map((dir) => ({ sort, sql, dir }))))(
      'sorts by $sort $dir as SQL does',
      async ({ sort, sql, dir }) => {
        const got = await pksOfAnswer({ sort, dir, limit: 1000 });
        const expected = await pksOf(
          service.engine,
          `select client.client_pk as pk from client left join offices on offices.offices_pk = client.offices_pk order by ${sql} ${dir}, client.client_pk ${dir}`,
        );
        expect(got).toEqual(expected);
      },
    );

    it('takes dir in any letter case', async () => {
      expect(await pksOfAnswer({ sort: 'client_pk', dir: 'desc', limit: 5 })).toEqual(
        await pksOfAnswer({ sort: 'client_pk', dir: 'DESC', limit: 5 }),
      );
    });
  });

  describe('filters', () => {
    it('filters by CPF equality (oper 5 on client_doc1), bare and table-qualified', async () => {
      const [row] = await service.engine.query<{ client_doc1: string }>(
        "select client_doc1 from client where client_type = 0 and client_doc1 <> '' order by client_pk limit 1",
      );
      const doc = row?.client_doc1 ?? '';
      const expected = await expectFilter([cond('client_doc1', 5, doc)], 'client.client_doc1 = $1', [doc]);
      expect(expected.length).toBeGreaterThan(0);
      await expectFilter([cond('client.client_doc1', 5, doc)], 'client.client_doc1 = $1', [doc]);
    });

    it('filters the full name with ILIKE and % (oper 10), bare and table-qualified', async () => {
      const [row] = await service.engine.query<{ client_lastname: string }>(
        'select client_lastname from client order by client_pk limit 1',
      );
      const part = (row?.client_lastname ?? '').slice(0, 4);
      const pattern = `%${part.toUpperCase()}%`;
      const expected = await expectFilter(
        [cond('client_complete_name', 10, pattern)],
        'client.client_complete_name ilike $1',
        [pattern],
      );
      expect(expected.length).toBeGreaterThan(0);
      await expectFilter(
        [cond('client.client_complete_name', 10, pattern.toLowerCase())],
        'client.client_complete_name ilike $1',
        [pattern],
      );
    });

    it('joins client_status equality and another condition with AND', async () => {
      const expected = await expectFilter(
        [cond('client_status', 5, 0), AND, cond('client_type', 5, 1)],
        'client.client_status = 0 and client.client_type = 1',
      );
      expect(expected.length).toBeGreaterThan(0);
      await expectFilter(
        [cond('client_status', 5, '0'), AND, cond('offices_pk', 5, 1), AND, cond('client_date_deactivation', 7, null)],
        'client.client_status = 0 and client.offices_pk = 1 and client.client_date_deactivation is null',
      );
    });

    it('takes a nested group for a range', async () => {
      const bounds = await service.engine.query<{ low: string; high: string }>(
        `select to_char(percentile_disc(0.25) within group (order by client_date_cad), 'YYYY-MM-DD HH24:MI:SS') as low,
                to_char(percentile_disc(0.75) within group (order by client_date_cad), 'YYYY-MM-DD HH24:MI:SS') as high from client`,
      );
      const { low = '', high = '' } = bounds[0] ?? {};
      const where = [
        [cond('client_date_cad', 4, low), AND, cond('client_date_cad', 3, high)],
        AND,
        cond('client_status', 21, [0, 1, 2]),
      ];
      const expected = await expectFilter(
        where,
        'client.client_date_cad between $1::timestamp and $2::timestamp and client.client_status in (0, 1, 2)',
        [low, high],
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(await total());
    });

    it('finds clients with a connection inside a /24 network (oper 18 on network_cpe_ip)', async () => {
      const [row] = await service.engine.query<{ ip: string }>(
        'select host(network_cpe_ip) as ip from network_cpe where family(network_cpe_ip) = 4 order by network_cpe_pk limit 1',
      );
      const network = `${(row?.ip ?? '').split('.').slice(0, 3).join('.')}.0/24`;
      const expected = await expectFilter(
        [cond('network_cpe_ip', 18, network)],
        'exists (select 1 from network_cpe nc where nc.client_pk = client.client_pk and nc.network_cpe_ip <<= $1::inet)',
        [network],
      );
      expect(expected.length).toBeGreaterThan(0);
    });

    it('treats an empty where as no filter', async () => {
      for (const where of ['', '[]']) {
        const answer = await list({ where, limit: 1 });
        expect(answer.status).toBe(200);
        expect(answer.body.total).toBe(await total());
      }
    });
  });

  describe('refusals', () => {
    const badFilters: Array<[string, string, RegExp]> = [
      ['bad JSON', '[{"field":"client_status",', /not valid JSON/],
      ['not an array', '{"field":"client_status","oper":5,"value":0}', /must be an array/],
      ['an unknown column', JSON.stringify([cond('client_shoe_size', 5, 1)]), /client_shoe_size/],
      ['client_password', JSON.stringify([cond('client_password', 9, '%')]), /client_password/],
      [
        'an oper not fitting the column',
        JSON.stringify([cond('client_pk', 10, '%1%')]),
        /where\[0\]\.oper: .*client_pk/,
      ],
      [
        'a value not fitting the column',
        JSON.stringify([cond('client_date_cad', 5, 'yesterday')]),
        /where\[0\]\.value: .*client_date_cad/,
      ],
      [
        'a missing joiner',
        JSON.stringify([cond('client_status', 5, 0), cond('client_type', 5, 0)]),
        /where\[1\]: conditions must be joined by \{"field":"AND"\}/,
      ],
      [
        'an OR joiner',
        JSON.stringify([cond('client_status', 5, 0), { field: 'OR' }, cond('client_type', 5, 0)]),
        /where\[1\]: only AND/,
      ],
      ['a trailing joiner', JSON.stringify([cond('client_status', 5, 0), AND]), /where\[1\]/],
      ['an empty group', JSON.stringify([[]]), /where\[0\]: a group may not be empty/],
      [
        'oper 23 (array operation)',
        JSON.stringify([cond('client_status', 23, [1])]),
        /where\[0\]\.oper: 23 .*not support/,
      ],
      [
        'oper 27 (bitwise operation)',
        JSON.stringify([cond('client_status', 27, 1)]),
        /where\[0\]\.oper: 27 .*not support/,
      ],
    ];
    it.each(badFilters)('refuses %s with 400 BAD_FILTER naming the problem', async (_what, where, message) => {
      const answer = await list({ where });
      expectFailure(answer, 400, 'BAD_FILTER');
      expect(answer.body.message).toMatch(message);
      expect(answer.body.errors).toEqual([{ id: 'where', msg: expect.stringMatching(message) as unknown }]);
    });

    it('refuses an unknown or unsortable sort column with 400 BAD_SORT listing the sortable ones', async () => {
      for (const sort of ['client_shoe_size', 'client_password', 'network_cpe_ip', 'contract.client_pk']) {
        const answer = await list({ sort });
        expectFailure(answer, 400, 'BAD_SORT');
        expect(answer.body.message).toContain(sort);
        expect(answer.body.message).toContain('client_complete_name');
      }
    });

    const badPaging: Array<[string, FormValues]> = [
      ['limit', { limit: 0 }],
      ['limit', { limit: 1001 }],
      ['limit', { limit: 'ten' }],
      ['start', { start: -1 }],
      ['start', { start: 1.5 }],
      ['dir', { dir: 'UP' }],
      ['sort', { sort: 'x' }],
      ['sort', { sort: 'a'.repeat(46) }],
      ['sort', { sort: 'client_pk; drop table client' }],
    ];
    it.each(badPaging)('refuses a bad %s (%j) with 400 VALIDATION naming it', async (field, form) => {
      const answer = await list(form);
      expectFailure(answer, 400, 'VALIDATION');
      expect(errorIds(answer)).toEqual([field]);
      expect(answer.body.message).toContain(field);
    });

    it('accepts the bounds: limit 1 and 1000, start 0', async () => {
      expect(resultsOf(await list({ limit: 1, start: 0 })).length).toBe(1);
      expect(resultsOf(await list({ limit: 1000 })).length).toBe(await total());
    });
  });
});
