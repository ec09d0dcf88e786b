import { describe, expect, it } from 'vitest';
import type { SqlEngine } from '../db/sql-engine.ts';
import { clientSelectSql } from './client-columns-sql.ts';
import { isReadOnlyStatement, trackWrites } from './write-generation.ts';

const idle: SqlEngine = {
  kind: 'pglite',
  query: async () => [],
  transaction: async (fn) => fn({ query: async () => [] }),
  exec: async () => undefined,
  close: async () => undefined,
};

describe('write generation', () => {
  it('takes the list, its count and the dashboard for reads', () => {
    expect(isReadOnlyStatement(`select ${clientSelectSql} from client order by client_pk limit $1 offset $2`)).toBe(
      true,
    );
    expect(isReadOnlyStatement('select count(*)::int as total from client where (client_status = $1)')).toBe(true);
    expect(isReadOnlyStatement('with by_status as (select 1) select * from by_status')).toBe(true);
  });

  it('takes anything that may write for a write', () => {
    for (const sql of [
      'insert into client (client_name) values ($1)',
      'update session set session_last_seen_at = now()',
      'with gone as (delete from session returning 1) select count(*) from gone',
      'select * from client where client_pk = $1 for update',
      'vacuum analyze',
      "select set_config('TimeZone', $1, false)",
    ])
      expect(isReadOnlyStatement(sql), sql).toBe(sql.startsWith('select set_config'));
  });

  it('moves the generation on for writes, transactions and scripts, not for reads', async () => {
    const { engine, generation } = trackWrites(idle);
    await engine.query('select 1');
    expect(generation()).toBe(0);
    await engine.query('delete from session');
    await engine.transaction(async () => undefined);
    await engine.exec('vacuum');
    expect(generation()).toBe(6);
  });
});
