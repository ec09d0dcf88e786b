import { describe, expect, it } from 'vitest';
import { clientColumns, columnCatalogs, findColumn } from './columns.ts';

describe('column catalogs', () => {
  it('find columns by bare and table-qualified names', () => {
    expect(findColumn(clientColumns, 'client_doc1')?.kind).toBe('text');
    expect(findColumn(clientColumns, 'client.client_doc1')?.name).toBe('client_doc1');
    expect(findColumn(clientColumns, 'offices.offices_identification')?.table).toBe('offices');
    expect(findColumn(clientColumns, 'network_cpe.network_cpe_ip')?.kind).toBe('inet');
    expect(findColumn(clientColumns, 'offices.client_doc1')).toBeUndefined();
    expect(findColumn(clientColumns, 'client_password')).toBeUndefined();
    expect(findColumn(clientColumns, 'nope')).toBeUndefined();
  });

  it('cover the Client record of the interface (the password aside)', () => {
    const record = [
      'client_pk',
      'client_status',
      'client_type',
      'client_username',
      'client_name',
      'client_lastname',
      'client_mail',
      'client_doc1',
      'client_doc2',
      'client_date_cad',
      'client_date_deactivation',
      'client_date_birth',
      'client_observations',
      'offices_pk',
      'offices_identification',
      'client_complete_name',
      'client_phones',
      'cli_addr_address',
      'cli_addr_number',
      'cli_addr_neighborhood',
      'cli_addr_zipcode',
      'cli_addr_province',
      'cli_addr_state',
      'cli_addr_completation',
    ];
    expect(record.filter((name) => !findColumn(clientColumns, name))).toEqual([]);
    expect(findColumn(clientColumns, 'client_status')?.kind).toBe('enum');
    expect(findColumn(clientColumns, 'client_date_birth')?.kind).toBe('datetime');
  });

  it('name every column once per catalog', () => {
    for (const catalog of Object.values(columnCatalogs)) {
      const names = catalog.columns.map((column) => column.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});
