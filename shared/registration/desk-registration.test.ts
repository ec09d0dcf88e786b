import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  clientCreateSchema,
  clientUpdateSchema,
  deskClientCreateSchema,
  deskClientUpdateSchema,
  registrationFieldErrors,
} from './registration-schema.ts';

// Issue 42: a provider cannot register a customer without a phone. The rule is the desk's (main and the form);
// the service keeps the interface's registration table, where client_phones is not even listed.

const body = {
  offices_pk: '1',
  client_type: '0',
  client_status: '0',
  client_name: 'Ana',
  client_lastname: 'Silva',
};

const errorsOf = (schema: z.ZodType, input: unknown, lang: 'pt-BR' | 'en' = 'pt-BR') => {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error ? registrationFieldErrors(result.error, lang) : [];
};

describe('the desk registers a client only with a phone', () => {
  it('refuses a create without phones, under client_phones, in the clerk’s words in both languages', () => {
    expect(errorsOf(deskClientCreateSchema, body)).toEqual([
      { id: 'client_phones', msg: 'Informe pelo menos um telefone com DDD, ex.: (67) 99273-4796.' },
    ]);
    expect(errorsOf(deskClientCreateSchema, { ...body, client_phones: '  ' }, 'en')).toEqual([
      { id: 'client_phones', msg: 'Enter at least one phone with its area code (DDD), e.g. (67) 99273-4796.' },
    ]);
  });

  it('says it together with the other fields’ problems, so the clerk sees every one at once', () => {
    const ids = errorsOf(deskClientCreateSchema, { ...body, client_name: '' }).map((error) => error.id);
    expect(ids).toEqual(expect.arrayContaining(['client_name', 'client_phones']));
  });

  it('a wrong number is named as wrong, not as missing', () => {
    expect(errorsOf(deskClientCreateSchema, { ...body, client_phones: 'Celular#-#(20) 99273-4796' })).toEqual([
      { id: 'client_phones', msg: 'Telefone 1: o DDD 20 não existe no Brasil.' },
    ]);
  });

  it('takes a create with one valid phone', () => {
    const parsed = deskClientCreateSchema.parse({ ...body, client_phones: 'Celular#-#67992734796' });
    expect(parsed.client_phones).toBe('Celular#-#(67) 99273-4796');
  });

  it('an edit that leaves the phones out (untouched by the clerk) passes, even for a client with none', () => {
    expect(deskClientUpdateSchema.safeParse({ ...body, client_pk: 7, cli_addr_number: '12' }).success).toBe(true);
  });

  it('an edit that empties the list is refused: the customer would be left without a phone', () => {
    expect(errorsOf(deskClientUpdateSchema, { ...body, client_pk: 7, client_phones: '' })).toEqual([
      { id: 'client_phones', msg: 'Informe pelo menos um telefone com DDD, ex.: (67) 99273-4796.' },
    ]);
  });

  it('the service’s schemas keep the interface’s table: no phone needed there', () => {
    expect(clientCreateSchema.safeParse(body).success).toBe(true);
    expect(clientUpdateSchema.safeParse({ ...body, client_pk: 7, client_phones: '' }).success).toBe(true);
  });
});
