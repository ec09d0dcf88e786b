import { describe, expect, it } from 'vitest';
import { and, between, condition } from '../../../shared/filter/builders.ts';
import type { Filter } from '../../../shared/filter/model.ts';
import { clientFilterCatalog, connectionFilterCatalog, filterCatalogs, invoiceFilterCatalog } from './catalogs.ts';
import { compileWhere, compileWhereInput } from './compile-where.ts';
import { FilterError } from './filter-error.ts';
import { foldSql } from '../fold-sql.ts';
import { sortColumnSql } from './sql-catalog.ts';

const compileClient = (filter: Filter, first = 1) => compileWhere(filter, clientFilterCatalog, first);

// What a filter reading the client table alone carries for runList, which then picks a page's keys from it.
const clientBase = {
  base: {
    table: 'client',
    key: 'client.client_pk',
    indexed: ['client.client_name_key', 'client.client_pk', 'client.client_complete_name', 'client.client_status'],
  },
};

const errorOf = (run: () => unknown): FilterError => {
  try {
    run();
  } catch (error) {
    if (error instanceof FilterError) return error;
    throw error;
  }
  throw new Error('no FilterError thrown');
};

describe('compileWhere', () => {
  it('compiles the empty filter to TRUE', () => {
    expect(compileClient([])).toEqual({ sql: 'TRUE', params: [], ...clientBase });
  });

  it('compiles the filter shapes in use with casts and numbered parameters', () => {
    const filter = and(
      condition('client.client_doc1', 5, '12345678909'),
      condition('client_complete_name', 10, '%silva%'),
      condition('client_status', 5, '0'),
    );
    expect(compileClient(filter, 3)).toEqual({
      // The name's ILIKE compares folded text (accents and case ignored, migration 0008).
      sql: `(client.client_doc1 = $3::text AND client.client_name_key ILIKE ${foldSql('$4::text')} AND client.client_status = $5::bigint)`,
      params: ['12345678909', '%silva%', 0],
    });
  });

  it('puts nested groups in parentheses', () => {
    const filter = and(condition('invoice_state', 5, 0), between('invoice_date_due', '2024-01-01', '2024-01-31'));
    expect(compileWhere(filter, invoiceFilterCatalog)).toEqual({
      sql: '(invoice.invoice_state = $1::bigint AND (invoice.invoice_date_due >= $2::date AND invoice.invoice_date_due <= $3::date))',
      params: [0, '2024-01-01', '2024-01-31'],
    });
  });

  it('writes IS with keywords, IN as = ANY of an array, and OPER_NONE as TRUE', () => {
    expect(compileClient([condition('client_date_deactivation', 8, null)]).sql).toBe(
      '(client.client_date_deactivation IS NOT NULL)',
    );
    expect(compileWhere([condition('network_cpe_deleted', 7, 'false')], connectionFilterCatalog)).toEqual({
      sql: '(network_cpe.network_cpe_deleted IS FALSE)',
      params: [],
    });
    expect(compileClient([condition('client_status', 21, [0, '2'])])).toEqual({
      sql: '(client.client_status = ANY($1::bigint[]))',
      params: [[0, 2]],
      ...clientBase,
    });
    expect(compileClient([condition('client_doc1', 0, 'ignored')])).toEqual({ sql: '(TRUE)', params: [] });
  });

  it('tests connection addresses of a client through EXISTS', () => {
    expect(compileClient([condition('network_cpe_ip', 17, '10.0.0.0/8')])).toEqual({
      sql: '(EXISTS (SELECT 1 FROM network_cpe nc WHERE nc.client_pk = client.client_pk AND nc.network_cpe_ip << $1::inet))',
      params: ['10.0.0.0/8'],
      countSql:
        'select count(distinct nc.client_pk)::int as total from network_cpe nc where nc.network_cpe_ip << $1::inet',
      ...clientBase,
    });
    expect(compileClient([condition('network_cpe_mac', 21, '08:00:2b:01:02:03,aa-bb-cc-dd-ee-ff')]).sql).toBe(
      '(EXISTS (SELECT 1 FROM network_cpe nc WHERE nc.client_pk = client.client_pk AND nc.network_cpe_mac = ANY($1::macaddr[])))',
    );
  });

  it('counts a lone connection condition from the connections, numbered as the filter, and nothing else', () => {
    expect(compileClient([condition('network_cpe_ip', 18, '10.0.0.0/8')], 2).countSql).toBe(
      'select count(distinct nc.client_pk)::int as total from network_cpe nc where nc.network_cpe_ip <<= $2::inet',
    );
    // Two conditions may hold on different connections of one client: only the EXISTS of each counts them right.
    const both = and(condition('network_cpe_ip', 18, '10.0.0.0/8'), condition('network_cpe_mac', 7, null));
    expect(compileClient(both).countSql).toBeUndefined();
    const withStatus = and(condition('network_cpe_ip', 18, '10.0.0.0/8'), condition('client_status', 5, 0));
    expect(compileClient(withStatus).countSql).toBeUndefined();
    expect(compileClient([condition('network_cpe_ip', 0, 'x')]).countSql).toBeUndefined();
    expect(compileClient([condition('client_doc1', 5, '1')]).countSql).toBeUndefined();
    const onConnections = compileWhere([condition('network_cpe_ip', 18, '10.0.0.0/8')], connectionFilterCatalog);
    expect(onConnections.countSql).toBeUndefined();
  });

  it('names the client table for a filter on the name index and connections alone, and none for anything else', () => {
    const onIndex = and(condition('client_complete_name', 10, '%a%'), condition('network_cpe_mac', 7, null));
    expect(compileClient(onIndex).base).toEqual(clientBase.base);
    expect(compileClient([condition('client.client_pk', 3, 10)]).base).toEqual(clientBase.base);
    // The status is in the name's index too (migration 0009): the list's "Ativos" view reads it alone.
    const withStatus = and(condition('client_complete_name', 10, '%a%'), condition('client_status', 5, 0));
    expect(compileClient(withStatus).base).toEqual(clientBase.base);
    expect(compileClient([condition('client_doc1', 5, '1')]).base).toBeUndefined();
    expect(compileClient([condition('offices_identification', 5, 'Matriz')]).base).toBeUndefined();
    expect(compileWhere([condition('invoice_state', 5, 0)], invoiceFilterCatalog).base).toBeUndefined();
  });

  it('keeps injection attempts in the parameters only', () => {
    const evil = "'; drop table client; --";
    const { sql, params } = compileClient(
      and(condition('client_complete_name', 10, evil), condition('client_doc1', 21, [evil, `${evil}"`])),
    );
    // The fold's own fixed letters and collation are the only quoted text (server/db/fold-sql.ts).
    const withoutFold = sql.replaceAll(foldSql('$1::text'), 'folded');
    expect(withoutFold).not.toMatch(/['";]|--|drop/i);
    expect(params).toEqual([evil, [evil, `${evil}"`]]);
  });

  it('throws FilterError with the located message for anything invalid', () => {
    const unknown = errorOf(() => compileClient([condition('client_password', 5, 'x')]));
    expect(unknown.message).toBe('where[0].field: the client list has no column "client_password"');
    expect(unknown.path).toBe('where[0].field');
    expect(errorOf(() => compileClient([{ field: 'client_status', oper: 25, value: 1 }])).message).toBe(
      'where[0].oper: 25 is a bitwise operation, which this filter does not support (codes 0–21 only)',
    );
    expect(
      errorOf(() =>
        compileWhereInput('[{"field":"client_status","oper":5,"value":0},{"field":"OR"}]', clientFilterCatalog),
      ).message,
    ).toBe('where[1]: only AND joins are supported, not "OR"');
    expect(errorOf(() => compileWhereInput('not json', clientFilterCatalog)).message).toMatch(
      /^where is not valid JSON: /,
    );
    expect(() => compileClient([], 0)).toThrow(RangeError);
  });

  it('reads a where form value in one step', () => {
    expect(compileWhereInput('[{"field":"client_status","oper":5,"value":1}]', clientFilterCatalog, 2)).toEqual({
      sql: '(client.client_status = $2::bigint)',
      params: [1],
      ...clientBase,
    });
    expect(compileWhereInput('', clientFilterCatalog)).toEqual({ sql: 'TRUE', params: [], ...clientBase });
  });
});

describe('sortable columns', () => {
  it('sort by bare or qualified names, never by EXISTS columns', () => {
    expect(sortColumnSql(clientFilterCatalog, 'client_complete_name')).toBe('client.client_name_key');
    expect(sortColumnSql(clientFilterCatalog, 'cli_addr_province')).toBe('client.cli_addr_province_key');
    expect(sortColumnSql(clientFilterCatalog, 'client.client_pk')).toBe('client.client_pk');
    expect(sortColumnSql(clientFilterCatalog, 'offices_identification')).toBe('offices.offices_identification');
    expect(sortColumnSql(clientFilterCatalog, 'network_cpe_ip')).toBeUndefined();
    expect(sortColumnSql(clientFilterCatalog, 'client_password')).toBeUndefined();
    expect(sortColumnSql(invoiceFilterCatalog, 'contract_number')).toBe('contract.contract_number');
    expect(sortColumnSql(filterCatalogs.support_order, 'os_date_entry')).toBe('os.os_date_entry');
  });
});
