import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clientCreateSchema, registrationFieldErrors } from './registration-schema.ts';

/** The ZodError of a body that must fail. */
function errorOf(body: unknown): z.ZodError {
  const result = clientCreateSchema.safeParse(body);
  if (result.success) throw new Error('expected the body to be rejected');
  return result.error;
}

const body = { offices_pk: '1', client_type: '0', client_status: '0', client_name: 'Ana', client_lastname: 'Silva' };

describe('registrationFieldErrors', () => {
  it('gives one message per column in Brazilian Portuguese, placeholders filled', () => {
    const error = errorOf({
      ...body,
      client_name: '',
      client_lastname: 'x'.repeat(121),
      client_password: '123',
      client_password1: '123',
    });
    expect(registrationFieldErrors(error, 'pt-BR')).toEqual([
      { id: 'client_name', msg: 'Este campo é obrigatório.' },
      { id: 'client_lastname', msg: 'Use no máximo 120 caracteres.' },
      { id: 'client_password', msg: 'A senha deve ter de 8 a 16 caracteres.' },
    ]);
  });

  it('gives the same errors in English', () => {
    const error = errorOf({ ...body, client_status: '7', client_doc1: '11.222.333/0001-81', client_username: 'ana' });
    expect(registrationFieldErrors(error, 'en')).toEqual([
      { id: 'client_status', msg: 'Choose one of the allowed values: 0, 1, 2, 3.' },
      { id: 'client_doc1', msg: 'This client type needs a CPF.' },
      { id: 'client_password', msg: 'A password is required when a user name is given.' },
    ]);
  });

  it('keeps only the first problem of a column', () => {
    const error = errorOf({ ...body, client_password1: 'x' });
    const pairs = registrationFieldErrors(error, 'en');
    expect(pairs).toEqual([{ id: 'client_password1', msg: 'The passwords do not match.' }]);
  });

  it('uses an empty id for a problem with the body itself', () => {
    expect(registrationFieldErrors(errorOf(null), 'pt-BR')).toEqual([{ id: '', msg: 'Valor inválido.' }]);
  });

  it('falls back to a generic message for an issue that is not a registration code', () => {
    const error = z.object({ a: z.string() }).safeParse({}).error;
    expect(error).toBeDefined();
    expect(registrationFieldErrors(error as z.ZodError, 'en')).toEqual([{ id: 'a', msg: 'Invalid value.' }]);
  });
});
