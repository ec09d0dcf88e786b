import { describe, expect, it } from 'vitest';
import { clientRecord } from '../../shared/provider/admin-operations.ts';
import { parseEnvelope, parseRecord } from './record-parser.ts';

/** A client row with every field the record knows, as the project's service sends it. */
const completeRow = {
  client_pk: 1297,
  client_status: 0,
  client_type: 1,
  client_username: 'academia1297',
  client_password: '',
  client_name: 'Academia',
  client_lastname: 'Bela Vista',
  client_mail: 'atendimento@example.com.br',
  client_doc1: '34738756000154',
  client_doc2: 'ISENTO',
  client_date_cad: '2024-09-15 13:38:34',
  client_date_deactivation: null,
  client_date_birth: '2009-09-19T00:00:00.000Z',
  client_observations: '',
  offices_pk: '4',
  offices_identification: 'Filial',
  client_complete_name: 'Academia Bela Vista',
  client_phones: '',
  cli_addr_address: 'Rodovia',
  cli_addr_number: 1550,
  cli_addr_neighborhood: 'Jardim',
  cli_addr_zipcode: '79909-677',
  cli_addr_province: 'Ponta Porã',
  cli_addr_state: 'MS',
  cli_addr_completation: 'Apto 304',
};

describe('parseRecord', () => {
  it('reads a complete row and a row missing its optional fields alike (null for what is not given)', () => {
    const complete = parseRecord(clientRecord, completeRow, 'clients', () => undefined);
    expect(complete).toMatchObject({ offices_pk: 4, cli_addr_number: '1550', cli_addr_zipcode: '79909677' });
    expect(complete.client_date_birth).toBe('2009-09-19 00:00:00');
    const sparse = parseRecord(
      clientRecord,
      { client_pk: '7', client_status: 0, client_type: 0, client_name: 'Ana' },
      'clients',
      () => undefined,
    );
    expect(sparse).toMatchObject({ client_pk: 7, client_name: 'Ana', client_mail: null, cli_addr_zipcode: null });
  });

  it('keeps a `__proto__` member of a complete row as an own field, never as the record’s prototype', () => {
    const row = JSON.parse(JSON.stringify(completeRow).replace(/}$/, ',"__proto__":{"polluted":1}}')) as object;
    const record = parseRecord(clientRecord, row, 'clients', () => undefined) as Record<string, unknown>;
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(record, '__proto__')?.value).toEqual({ polluted: 1 });
    expect(record.polluted).toBeUndefined();
    expect(record.client_pk).toBe(1297);
  });

  it('a page whose rows are all valid answers every row; a missing required field is PROTOCOL', () => {
    const page = parseEnvelope(
      { total: '2', results: [completeRow, completeRow] },
      clientRecord,
      'clients',
      () => undefined,
    );
    expect(page.total).toBe(2);
    expect(page.rows).toHaveLength(2);
    expect(() =>
      parseRecord(clientRecord, { client_status: 0, client_type: 0, client_name: 'x' }, 'clients', () => undefined),
    ).toThrow(/client_pk is missing or invalid/);
  });
});
