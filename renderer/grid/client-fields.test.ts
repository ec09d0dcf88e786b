import { describe, expect, it } from 'vitest';
import { clientRecord } from '../../shared/provider/admin-operations.ts';
import { clientFieldIds, clientFields, findClientField } from './client-fields.ts';

describe('client fields', () => {
  it('cover every field of the client record but the password, once each', () => {
    const recordKeys = Object.keys(clientRecord.shape).filter((key) => key !== 'client_password');
    expect([...clientFieldIds].sort()).toEqual(recordKeys.sort());
    expect(new Set(clientFieldIds).size).toBe(clientFieldIds.length);
  });

  it('show name, CPF/CNPJ, status, type, office, city/state, e-mail and registration by default', () => {
    const visible = clientFields.filter((field) => field.visibleByDefault).map((field) => field.id);
    expect(visible).toEqual([
      'client_complete_name',
      'client_doc1',
      'client_status',
      'client_type',
      'offices_identification',
      'cli_addr_province',
      'cli_addr_state',
      'client_mail',
      'client_date_cad',
    ]);
  });

  it('are found by id, and unknown ids are not', () => {
    expect(findClientField('client_doc1')?.kind).toBe('document');
    expect(findClientField('client_password')).toBeUndefined();
  });
});
