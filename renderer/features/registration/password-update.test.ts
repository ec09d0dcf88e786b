import { describe, expect, it } from 'vitest';
import { clientRecord } from '../../../shared/provider/admin-operations.ts';
import { passwordUpdate } from './password-update.ts';

describe('the update that sets it', () => {
  const record = clientRecord.parse({
    client_pk: 7,
    offices_pk: 1,
    client_type: 0,
    client_status: 0,
    client_name: 'Maria',
    client_lastname: 'Souza',
    client_doc1: '52998224725',
    client_username: 'maria.souza',
    client_date_birth: '1990-05-04 00:00:00',
    client_date_cad: '2024-01-02 08:03:00',
    client_mail: 'maria@example.com',
  });

  it('sends every field as the record holds it, with the password and its confirmation', () => {
    const update = passwordUpdate(record, 'bamo-tile-473');
    expect(update).toMatchObject({
      ok: true,
      input: {
        client_pk: 7,
        client_name: 'Maria',
        client_lastname: 'Souza',
        client_doc1: '52998224725',
        client_username: 'maria.souza',
        client_date_birth: '1990-05-04',
        client_date_cad: '2024-01-02',
        client_mail: 'maria@example.com',
        client_password: 'bamo-tile-473',
      },
    });
  });

  it('names the record’s fields the schema refuses instead of sending them', () => {
    expect(passwordUpdate(clientRecord.parse({ ...record, client_doc1: '11111111111' }), 'bamo-tile-473')).toEqual({
      ok: false,
      fields: ['client_doc1'],
    });
  });
});
