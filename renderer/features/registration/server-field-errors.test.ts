import { describe, expect, it } from 'vitest';
import { splitServerErrors } from './server-field-errors.ts';

describe('splitServerErrors', () => {
  it('puts each named column on its field, folding office_pk into offices_pk', () => {
    const split = splitServerErrors({
      message: 'Invalid data',
      fieldErrors: [
        { field: 'client_doc1', message: 'CPF already used' },
        { field: 'office_pk', message: 'office 9 does not exist' },
      ],
    });
    expect(split).toEqual({
      fields: [
        { field: 'client_doc1', message: 'CPF already used' },
        { field: 'offices_pk', message: 'office 9 does not exist' },
      ],
      general: [],
    });
  });

  it('keeps other columns for the whole form, named in words or not at all (never by their key), and a bare message', () => {
    const error = {
      message: 'Invalid data',
      fieldErrors: [
        { field: 'client_phone', message: 'too long' },
        { field: 'cli_addr_city_pk', message: 'unknown city' },
      ],
    };
    const labels: Record<string, string> = { client_phone: 'Telefone' };
    expect(splitServerErrors(error, (field) => labels[field]).general).toEqual(['Telefone: too long', 'unknown city']);
    expect(splitServerErrors({ message: 'Client could not be saved', fieldErrors: undefined })).toEqual({
      fields: [],
      general: ['Client could not be saved'],
    });
  });
});
