import { describe, expect, it } from 'vitest';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { otherFields } from './other-fields.ts';

describe('otherFields', () => {
  it('lists fields the grid does not know, never the password or the parser’s bookkeeping', () => {
    const record = {
      client_pk: 1,
      client_status: 0,
      client_type: 0,
      client_name: 'Ana',
      client_password: 'x',
      _rawFields: ['client_mail'],
      plan_name: 'Fibra 300',
      flags: { vip: true },
      note: null,
    } as unknown as ClientRecord;
    expect(otherFields(record)).toEqual([
      ['plan_name', 'Fibra 300'],
      ['flags', 'vip: true'],
      ['note', ''],
    ]);
  });
});
