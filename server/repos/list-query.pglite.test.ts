import { describe, expect, it } from 'vitest';
import { and, condition } from '../../shared/filter/builders.ts';
import type { Filter } from '../../shared/filter/model.ts';
import type { SqlExecutor } from '../db/sql-engine.ts';
import { clientFilterCatalog } from '../db/where/catalogs.ts';
import { compileWhere } from '../db/where/compile-where.ts';
import { runList, type ListQuery, type SqlPart } from './list-query.ts';
import { useSeededPglite } from '../../tests/support/seeded-pglite.ts';

// One PGlite with 60 clients: repeated names (the tie-breaker decides), two offices, clients with none, one or
// two connections, so the shortcuts of runList meet every case they could get wrong.

const seed = [
  `insert into offices (offices_pk, offices_identification) values (1, 'Matriz'), (2, 'Filial')`,
  `insert into client (client_pk, client_status, client_name, client_lastname, client_doc1, offices_pk)
   select g, g % 4, (array['Ana', 'Bruno', 'Carla'])[g % 3 + 1], case when g % 5 = 0 then 'Silva' else 'Souza' end,
          lpad((g * 7919 % 61)::text, 11, '0'), g % 2 + 1
   from generate_series(1, 60) g`,
  `insert into network_cpe (client_pk, network_cpe_ip)
   select g % 60 + 1, ('10.0.' || (g % 4) || '.' || g)::inet from generate_series(1, 90) g where g % 3 <> 0`,
];

const engine = useSeededPglite(seed);

/** The engine, recording every SQL text it runs. */
function recording(db: SqlExecutor): { db: SqlExecutor; sql: string[] } {
  const sql: string[] = [];
  return {
    sql,
    db: { query: (text, params) => (sql.push(text), db.query(text, params)) },
  };
}

type FilterBuilder = (firstParam: number) => SqlPart;

const clientQuery = (filter: FilterBuilder | undefined, orderBy: string, start: number, limit = 7): ListQuery => ({
  select: 'client.client_pk, client.client_complete_name, offices.offices_identification',
  from: clientFilterCatalog.from,
  base: clientFilterCatalog.base,
  ...(filter ? { filter } : {}),
  orderBy,
  limit,
  start,
});

/** The filter as compiled, and as a plain filter without the shortcuts (count(*), the page over the whole FROM). */
function bothWays(filter: Filter): { compiled: FilterBuilder; plain: FilterBuilder } {
  return {
    compiled: (first) => compileWhere(filter, clientFilterCatalog, first),
    plain: (first) => {
      const { sql, params } = compileWhere(filter, clientFilterCatalog, first);
      return { sql, params };
    },
  };
}

const filters: Record<string, Filter> = {
  'a network': [condition('network_cpe_ip', 18, '10.0.1.0/24')],
  'outside a network': [condition('network_cpe_ip', 6, '10.0.2.2')],
  'a name pattern': [condition('client_complete_name', 10, '%silva%')],
  'a status and a network': and(condition('client_status', 21, [0, 1]), condition('network_cpe_ip', 18, '10.0.0.0/23')),
  'an office': [condition('offices_identification', 5, 'Filial')],
  'the active view': [condition('client_status', 5, 0)],
  'a document pattern': [condition('client_doc1', 9, '000%')],
  'a name and a key range': and(condition('client_complete_name', 9, 'B%'), condition('client_pk', 3, 40)),
};

const orders = [
  'client.client_complete_name ASC, client.client_pk ASC',
  'client.client_complete_name DESC, client.client_pk DESC',
  'client.client_doc1 ASC, client.client_pk ASC',
  'offices.offices_identification ASC, client.client_pk ASC',
];

describe('runList shortcuts', () => {
  it.each(Object.keys(filters))('answer %s with the same total and pages as the plain query', async (name) => {
    const { compiled, plain } = bothWays(filters[name] ?? []);
    for (const orderBy of orders) {
      for (const start of [0, 7, 30]) {
        const fast = await runList(engine(), clientQuery(compiled, orderBy, start));
        const slow = await runList(engine(), clientQuery(plain, orderBy, start));
        expect(fast).toEqual(slow);
      }
    }
    const all = await runList(engine(), clientQuery(plain, orders[0] ?? '', 0, 1000));
    expect(all.total).toBe(all.rows.length);
    expect(all.total).toBeGreaterThan(0);
  });

  it("picks a page's keys from the client table alone when the filter and the order read nothing else", async () => {
    const { compiled } = bothWays(filters['a network'] ?? []);
    const run = recording(engine());
    await runList(run.db, clientQuery(compiled, orders[0] ?? '', 0));
    expect(run.sql).toContain(
      'select count(distinct nc.client_pk)::int as total from network_cpe nc where nc.network_cpe_ip <<= $1::inet',
    );
    expect(
      run.sql.some((sql) => /where client\.client_pk in \(select client\.client_pk from client where/.test(sql)),
    ).toBe(true);
  });

  it("picks the active view's page keys from the name index alone (it holds the status, migration 0009)", async () => {
    const { compiled } = bothWays(filters['the active view'] ?? []);
    const run = recording(engine());
    await runList(run.db, clientQuery(compiled, orders[0] ?? '', 14));
    expect(
      run.sql.some((sql) =>
        /where client\.client_pk in \(select client\.client_pk from client where \(+client\.client_status = /.test(sql),
      ),
    ).toBe(true);
  });

  it('answers the unfiltered list, page after page and in every order, as the plain query over the whole FROM', async () => {
    const sortKeyOrders = [
      'client.client_name_key ASC, client.client_pk ASC',
      'client.client_name_key DESC, client.client_pk DESC',
      'client.client_pk DESC, client.client_pk DESC',
      ...orders,
    ];
    for (const orderBy of sortKeyOrders) {
      const reference = await runList(engine(), { ...clientQuery(undefined, orderBy, 0, 60), base: undefined });
      expect(reference.total).toBe(60);
      for (const start of [0, 7, 21, 56, 60, 70]) {
        const page = await runList(engine(), clientQuery(undefined, orderBy, start));
        expect(page).toEqual({ total: 60, rows: reference.rows.slice(start, start + 7) });
      }
    }
  });

  it("picks an unfiltered page's keys from the name index alone, then reads the page's rows by key", async () => {
    const run = recording(engine());
    await runList(run.db, clientQuery(undefined, 'client.client_name_key ASC, client.client_pk ASC', 35));
    expect(run.sql).toContain(
      'select client.client_pk, client.client_complete_name, offices.offices_identification from client left join offices on offices.offices_pk = client.offices_pk where client.client_pk in (select client.client_pk from client order by client.client_name_key ASC, client.client_pk ASC limit $1 offset $2) order by client.client_name_key ASC, client.client_pk ASC',
    );
    const byDoc = recording(engine());
    await runList(byDoc.db, clientQuery(undefined, orders[2] ?? '', 35));
    for (const sql of byDoc.sql) expect(sql).not.toMatch(/client_pk in \(select/);
  });

  it('keeps the plain page and count for an order off the name index, a filter off it, or a scope', async () => {
    const byOffice = recording(engine());
    await runList(byOffice.db, clientQuery(bothWays(filters['a name pattern'] ?? []).compiled, orders[3] ?? '', 0));
    const byDoc = recording(engine());
    await runList(byDoc.db, clientQuery(bothWays(filters['a name pattern'] ?? []).compiled, orders[2] ?? '', 0));
    const onDoc = recording(engine());
    await runList(onDoc.db, clientQuery(bothWays(filters['a document pattern'] ?? []).compiled, orders[0] ?? '', 0));
    const onOffice = recording(engine());
    await runList(onOffice.db, clientQuery(bothWays(filters['an office'] ?? []).compiled, orders[0] ?? '', 0));
    const scoped = recording(engine());
    const scope = { sql: 'client.client_pk <= $1', params: [30] };
    const { compiled } = bothWays(filters['a network'] ?? []);
    await runList(scoped.db, { ...clientQuery(compiled, orders[0] ?? '', 0), scope });
    for (const sql of [...byOffice.sql, ...byDoc.sql, ...onDoc.sql, ...onOffice.sql]) {
      expect(sql).not.toMatch(/client_pk in \(select/);
    }
    for (const sql of scoped.sql) {
      expect(sql).not.toMatch(/client_pk in \(select|count\(distinct/);
    }
  });
});
