import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { cpfCheckDigits, formatCpf } from './cpf.ts';
import { clientCreateSchema, clientUpdateSchema, registrationFieldErrors } from './registration-schema.ts';

/** A minimal valid create body, as a form would send it (every value a string). */
const baseBody = {
  offices_pk: '1',
  client_type: '0',
  client_status: '0',
  client_name: 'Ana',
  client_lastname: 'Silva',
};

/** The issues of a failed parse as `[column, code]` pairs (fails the test when the parse succeeds). */
function issuesOf(schema: z.ZodType, body: unknown): Array<[string, string]> {
  const result = schema.safeParse(body);
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((issue) => [issue.path.map(String).join('.'), issue.message]);
}

describe('clientCreateSchema: parsing', () => {
  it('parses a complete body of strings into numbers, trimmed text and normalised values', () => {
    const result = clientCreateSchema.parse({
      offices_pk: ' 1 ',
      client_type: '1',
      client_status: '2',
      client_name: '  Provedor  ',
      client_lastname: 'Exemplo Ltda',
      client_doc1: '12.abc.345/01de-35',
      client_doc2: '123.456.789.110',
      client_mail: ' contato@exemplo.com.br ',
      client_date_birth: '1990-12-31',
      client_date_cad: '2025-01-15',
      client_username: 'exemplo@provedor',
      client_password: 'Segredo 123',
      client_password1: 'Segredo 123',
      client_observations: 'Cliente desde 2020.',
      cli_addr_address: 'Rua das Flores',
      cli_addr_number: '10A',
      cli_addr_neighborhood: 'Centro',
      cli_addr_zipcode: '01001-000',
      cli_addr_province: 'São Paulo',
      cli_addr_state: 'sp',
      cli_addr_completation: 'Sala 2',
    });
    expect(result).toEqual({
      offices_pk: 1,
      client_type: 1,
      client_status: 2,
      client_name: 'Provedor',
      client_lastname: 'Exemplo Ltda',
      client_doc1: '12ABC34501DE35',
      client_doc2: '123.456.789.110',
      client_mail: 'contato@exemplo.com.br',
      client_date_birth: '1990-12-31',
      client_date_cad: '2025-01-15',
      client_username: 'exemplo@provedor',
      client_password: 'Segredo 123',
      client_password1: 'Segredo 123',
      client_observations: 'Cliente desde 2020.',
      cli_addr_address: 'Rua das Flores',
      cli_addr_number: '10A',
      cli_addr_neighborhood: 'Centro',
      cli_addr_zipcode: '01001-000',
      cli_addr_province: 'São Paulo',
      cli_addr_state: 'SP',
      cli_addr_completation: 'Sala 2',
    });
  });

  it('accepts numbers as numbers', () => {
    const result = clientCreateSchema.parse({ ...baseBody, offices_pk: 3, client_type: 0, client_status: 3 });
    expect(result).toMatchObject({ offices_pk: 3, client_type: 0, client_status: 3 });
  });

  it('stores a CPF as digits only', () => {
    expect(clientCreateSchema.parse({ ...baseBody, client_doc1: '529.982.247-25' }).client_doc1).toBe('52998224725');
  });

  it('treats empty optional fields as not given', () => {
    const result = clientCreateSchema.parse({
      ...baseBody,
      client_doc1: '',
      client_mail: '   ',
      client_date_birth: '',
      client_username: '',
      client_password: '',
      client_password1: '',
      cli_addr_state: '',
    });
    expect(result).toEqual({
      offices_pk: 1,
      client_type: 0,
      client_status: 0,
      client_name: 'Ana',
      client_lastname: 'Silva',
    });
  });

  it('drops columns it does not know', () => {
    const result = clientCreateSchema.parse({ ...baseBody, is_admin: '1' });
    expect(result).not.toHaveProperty('is_admin');
  });

  it('accepts office_pk as an alias of offices_pk', () => {
    const { offices_pk: _omit, ...withoutOffices } = baseBody;
    const result = clientCreateSchema.parse({ ...withoutOffices, office_pk: '7' });
    expect(result.offices_pk).toBe(7);
    expect(result).not.toHaveProperty('office_pk');
  });

  it('prefers offices_pk when both are given, and falls back to the alias when offices_pk is blank', () => {
    expect(clientCreateSchema.parse({ ...baseBody, offices_pk: '2', office_pk: '9' }).offices_pk).toBe(2);
    expect(clientCreateSchema.parse({ ...baseBody, offices_pk: ' ', office_pk: '9' }).offices_pk).toBe(9);
  });

  it('reports a bad office_pk alias on offices_pk', () => {
    const { offices_pk: _omit, ...withoutOffices } = baseBody;
    expect(issuesOf(clientCreateSchema, { ...withoutOffices, office_pk: 'x' })).toEqual([
      ['offices_pk', 'registration.number.invalid'],
    ]);
  });

  it('property: any valid CPF, punctuated or not, is stored as its 11 digits', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 9, maxLength: 9 }),
        fc.boolean(),
        (base, punctuate) => {
          const cpf = base + cpfCheckDigits(base);
          fc.pre(!/^(\d)\1{10}$/.test(cpf));
          const doc1 = punctuate ? formatCpf(cpf) : cpf;
          expect(clientCreateSchema.parse({ ...baseBody, client_doc1: doc1 }).client_doc1).toBe(cpf);
        },
      ),
    );
  });
});

describe('clientCreateSchema: single-field rules', () => {
  it('requires offices_pk, client_type, client_status, client_name and client_lastname', () => {
    expect(issuesOf(clientCreateSchema, {})).toEqual([
      ['offices_pk', 'registration.required'],
      ['client_type', 'registration.required'],
      ['client_status', 'registration.required'],
      ['client_name', 'registration.required'],
      ['client_lastname', 'registration.required'],
    ]);
  });

  it('treats a blank required name as missing', () => {
    expect(issuesOf(clientCreateSchema, { ...baseBody, client_name: '   ' })).toEqual([
      ['client_name', 'registration.required'],
    ]);
  });

  it('limits names to 120 characters', () => {
    expect(clientCreateSchema.safeParse({ ...baseBody, client_name: 'a'.repeat(120) }).success).toBe(true);
    expect(issuesOf(clientCreateSchema, { ...baseBody, client_lastname: 'a'.repeat(121) })).toEqual([
      ['client_lastname', 'registration.tooLong'],
    ]);
  });

  it('limits observations to 4000 characters', () => {
    expect(clientCreateSchema.safeParse({ ...baseBody, client_observations: 'x'.repeat(4000) }).success).toBe(true);
    expect(issuesOf(clientCreateSchema, { ...baseBody, client_observations: 'x'.repeat(4001) })).toEqual([
      ['client_observations', 'registration.tooLong'],
    ]);
  });

  it('rejects an office that is not a positive whole number', () => {
    for (const offices_pk of ['0', '-1', '1.5', 'abc', 0, -3, 2.5]) {
      expect(issuesOf(clientCreateSchema, { ...baseBody, offices_pk })).toEqual([
        ['offices_pk', 'registration.number.invalid'],
      ]);
    }
  });

  it('rejects client_type and client_status outside their codes', () => {
    expect(issuesOf(clientCreateSchema, { ...baseBody, client_type: '2' })).toEqual([
      ['client_type', 'registration.enum.invalid'],
    ]);
    expect(issuesOf(clientCreateSchema, { ...baseBody, client_status: '4' })).toEqual([
      ['client_status', 'registration.enum.invalid'],
    ]);
    expect(issuesOf(clientCreateSchema, { ...baseBody, client_status: 'active' })).toEqual([
      ['client_status', 'registration.enum.invalid'],
    ]);
  });

  it('rejects impossible dates and other formats', () => {
    expect(issuesOf(clientCreateSchema, { ...baseBody, client_date_birth: '2023-02-29' })).toEqual([
      ['client_date_birth', 'registration.date.notADay'],
    ]);
    expect(issuesOf(clientCreateSchema, { ...baseBody, client_date_cad: '31/12/1990' })).toEqual([
      ['client_date_cad', 'registration.date.invalid'],
    ]);
  });

  it('tells a typed date that is no day of the calendar from one left half-typed', () => {
    // Why: the form keeps what the clerk typed when it is not a date, so these reach the schema and show under the field.
    for (const typed of ['31/02/2000', '99/99/9999', '29/02/2023'])
      expect(issuesOf(clientCreateSchema, { ...baseBody, client_date_birth: typed })).toEqual([
        ['client_date_birth', 'registration.date.notADay'],
      ]);
    for (const typed of ['12/05', '12/05/19', 'ontem'])
      expect(issuesOf(clientCreateSchema, { ...baseBody, client_date_birth: typed })).toEqual([
        ['client_date_birth', 'registration.date.incomplete'],
      ]);
  });

  it('rejects a malformed e-mail', () => {
    expect(issuesOf(clientCreateSchema, { ...baseBody, client_mail: 'ana@' })).toEqual([
      ['client_mail', 'registration.email.invalid'],
    ]);
  });

  it('checks the user name length before its characters', () => {
    const withPassword = { ...baseBody, client_password: '12345678', client_password1: '12345678' };
    expect(issuesOf(clientCreateSchema, { ...withPassword, client_username: 'a#' })).toEqual([
      ['client_username', 'registration.username.length'],
    ]);
    expect(issuesOf(clientCreateSchema, { ...withPassword, client_username: 'ana silva' })).toEqual([
      ['client_username', 'registration.username.chars'],
    ]);
  });

  it('requires a two-letter state', () => {
    expect(issuesOf(clientCreateSchema, { ...baseBody, cli_addr_state: 'São' })).toEqual([
      ['cli_addr_state', 'registration.state.invalid'],
    ]);
    expect(issuesOf(clientCreateSchema, { ...baseBody, cli_addr_state: 'S1' })).toEqual([
      ['cli_addr_state', 'registration.state.invalid'],
    ]);
  });

  it('rejects non-text values such as repeated form fields', () => {
    expect(issuesOf(clientCreateSchema, { ...baseBody, client_name: ['Ana', 'Bia'] })).toEqual([
      ['client_name', 'registration.value.invalid'],
    ]);
  });

  it('rejects a body that is not an object', () => {
    expect(issuesOf(clientCreateSchema, null)).toEqual([['', 'registration.value.invalid']]);
    expect(issuesOf(clientCreateSchema, 'client_name=Ana')).toEqual([['', 'registration.value.invalid']]);
  });
});

describe('clientCreateSchema: cross-field rules', () => {
  it('requires client_doc1 to fit client_type', () => {
    expect(issuesOf(clientCreateSchema, { ...baseBody, client_type: '0', client_doc1: '11.222.333/0001-81' })).toEqual([
      ['client_doc1', 'registration.doc1.typeMismatch'],
    ]);
    expect(issuesOf(clientCreateSchema, { ...baseBody, client_type: '1', client_doc1: '529.982.247-25' })).toEqual([
      ['client_doc1', 'registration.doc1.typeMismatch'],
    ]);
    expect(issuesOf(clientCreateSchema, { ...baseBody, client_type: '0', client_doc1: '529.982.247-24' })).toEqual([
      ['client_doc1', 'registration.cpf.invalid'],
    ]);
    expect(issuesOf(clientCreateSchema, { ...baseBody, client_type: '1', client_doc1: '12.ABC.345/01DE-36' })).toEqual([
      ['client_doc1', 'registration.cnpj.invalid'],
    ]);
  });

  it('still checks client_doc1 when client_type is invalid', () => {
    expect(issuesOf(clientCreateSchema, { ...baseBody, client_type: '5', client_doc1: '123' })).toEqual([
      ['client_type', 'registration.enum.invalid'],
      ['client_doc1', 'registration.doc1.invalid'],
    ]);
  });

  it('requires a password when a user name is given', () => {
    expect(issuesOf(clientCreateSchema, { ...baseBody, client_username: 'ana.silva' })).toEqual([
      ['client_password', 'registration.password.required'],
    ]);
  });

  it('accepts a user name with a matching password of 8 to 16 characters', () => {
    for (const password of ['12345678', '1234567890123456']) {
      const result = clientCreateSchema.safeParse({
        ...baseBody,
        client_username: 'ana',
        client_password: password,
        client_password1: password,
      });
      expect(result.success).toBe(true);
    }
  });

  it('rejects a password shorter than 8 or longer than 16 characters', () => {
    for (const password of ['1234567', '12345678901234567']) {
      expect(
        issuesOf(clientCreateSchema, { ...baseBody, client_password: password, client_password1: password }),
      ).toEqual([['client_password', 'registration.password.length']]);
    }
  });

  it('requires the confirmation to equal the password, reported on client_password1', () => {
    expect(
      issuesOf(clientCreateSchema, { ...baseBody, client_password: '12345678', client_password1: '12345679' }),
    ).toEqual([['client_password1', 'registration.password.mismatch']]);
    expect(issuesOf(clientCreateSchema, { ...baseBody, client_password: '12345678' })).toEqual([
      ['client_password1', 'registration.password.mismatch'],
    ]);
    expect(issuesOf(clientCreateSchema, { ...baseBody, client_password1: '12345678' })).toEqual([
      ['client_password1', 'registration.password.mismatch'],
    ]);
  });

  it('does not trim passwords', () => {
    expect(
      issuesOf(clientCreateSchema, { ...baseBody, client_password: '12345678 ', client_password1: '12345678' }),
    ).toEqual([['client_password1', 'registration.password.mismatch']]);
  });

  it('reports cross-field problems together with single-field ones', () => {
    expect(issuesOf(clientCreateSchema, { ...baseBody, client_name: '', client_username: 'ana' })).toEqual([
      ['client_name', 'registration.required'],
      ['client_password', 'registration.password.required'],
    ]);
  });
});

describe('clientUpdateSchema', () => {
  it('requires client_pk and parses it from a string', () => {
    expect(clientUpdateSchema.parse({ ...baseBody, client_pk: '42' }).client_pk).toBe(42);
    expect(issuesOf(clientUpdateSchema, baseBody)).toEqual([['client_pk', 'registration.required']]);
    expect(issuesOf(clientUpdateSchema, { ...baseBody, client_pk: '0' })).toEqual([
      ['client_pk', 'registration.number.invalid'],
    ]);
  });

  it('keeps the same required columns and the office_pk alias', () => {
    expect(
      issuesOf(clientUpdateSchema, {
        client_pk: '1',
        client_type: '0',
        client_status: '0',
        client_lastname: 'Silva',
        office_pk: '1',
      }),
    ).toEqual([['client_name', 'registration.required']]);
    const { offices_pk: _omit, ...withoutOffices } = baseBody;
    expect(clientUpdateSchema.parse({ ...withoutOffices, client_pk: '1', office_pk: '4' }).offices_pk).toBe(4);
  });

  it('does not require a password for a user name: absent means keep the current one', () => {
    const result = clientUpdateSchema.parse({ ...baseBody, client_pk: '1', client_username: 'ana' });
    expect(result.client_password).toBeUndefined();
    expect(result.client_username).toBe('ana');
  });

  it('still checks a password that is given', () => {
    expect(
      issuesOf(clientUpdateSchema, {
        ...baseBody,
        client_pk: '1',
        client_password: 'curta',
        client_password1: 'curta',
      }),
    ).toEqual([['client_password', 'registration.password.length']]);
    expect(
      issuesOf(clientUpdateSchema, { ...baseBody, client_pk: '1', client_password: '12345678', client_password1: '' }),
    ).toEqual([['client_password1', 'registration.password.mismatch']]);
  });

  it('normalises client_doc1 the same way as create', () => {
    expect(
      clientUpdateSchema.parse({ ...baseBody, client_pk: '1', client_type: '1', client_doc1: '11.222.333/0001-81' })
        .client_doc1,
    ).toBe('11222333000181');
  });
});

describe("client_phones (the record's Label#-#value list, beyond the registration table)", () => {
  it('takes a list of Brazilian numbers and writes it back punctuated, labels kept', () => {
    const parsed = clientCreateSchema.parse({
      ...baseBody,
      client_phones: 'Celular#-#67992734796, Recado#-#(67) 3142-2213',
    });
    expect(parsed.client_phones).toBe('Celular#-#(67) 99273-4796,Recado#-#(67) 3142-2213');
  });

  it('keeps a blank list as blank (it clears the stored one) and an absent one absent', () => {
    expect(clientUpdateSchema.parse({ ...baseBody, client_pk: '1', client_phones: ' ' }).client_phones).toBe('');
    expect(clientUpdateSchema.parse({ ...baseBody, client_pk: '1' }).client_phones).toBeUndefined();
  });

  it('names each wrong phone by its place: no area code, an area code not in use, a number of the wrong shape', () => {
    const result = clientCreateSchema.safeParse({
      ...baseBody,
      client_phones: 'Celular#-#(67) 99273-4796,Casa#-#3142-2213,Outro#-#(20) 99273-4796,Recado#-#(67) 8927-34',
    });
    expect(result.success).toBe(false);
    expect(
      result.error?.issues.map((issue) => [
        issue.path.join('.'),
        issue.message,
        issue.code === 'custom' ? issue.params : undefined,
      ]),
    ).toEqual([
      ['client_phones', 'registration.phone.areaCodeMissing', { position: 2 }],
      ['client_phones', 'registration.phone.areaCode', { ddd: '20', position: 3 }],
      ['client_phones', 'registration.phone.number', { position: 4 }],
    ]);
  });

  it("says the first problem in the user's language, naming the phone", () => {
    const result = clientCreateSchema.safeParse({ ...baseBody, client_phones: 'Celular#-#(23) 99273-4796' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(registrationFieldErrors(result.error, 'pt-BR')).toEqual([
      { id: 'client_phones', msg: 'Telefone 1: o DDD 23 não existe no Brasil.' },
    ]);
    expect(registrationFieldErrors(result.error, 'en')).toEqual([
      { id: 'client_phones', msg: 'Phone 1: 23 is not a Brazilian area code (DDD).' },
    ]);
  });

  it('refuses more than 10 phones', () => {
    const many = Array.from({ length: 11 }, (_, n) => `Celular#-#(67) 99273-${String(4700 + n)}`).join(',');
    expect(issuesOf(clientCreateSchema, { ...baseBody, client_phones: many })).toEqual([
      ['client_phones', 'registration.phone.tooMany'],
    ]);
  });
});
