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

  it('keeps unknown columns and a bare message for the whole form', () => {
    expect(
      splitServerErrors({ message: 'Invalid data', fieldErrors: [{ field: 'client_phone', message: 'too long' }] })
        .general,
    ).toEqual(['client_phone: too long']);
    expect(splitServerErrors({ message: 'Client could not be saved', fieldErrors: undefined })).toEqual({
      fields: [],
      general: ['Client could not be saved'],
    });
  });
});
