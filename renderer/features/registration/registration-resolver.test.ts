import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { newClientValues, type ClientFormValues } from './client-form-values.ts';
import { registrationResolver } from './registration-resolver.ts';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<ClientFormValues>;
const valid: ClientFormValues = {
  ...newClientValues(1, new Date(2026, 10, 21)),
  client_name: 'Maria',
  client_lastname: 'Souza',
  client_doc1: '529.982.247-25',
  client_phones: 'Celular#-#(67) 99273-4796',
};

describe('registrationResolver', () => {
  it('answers the create body with the document stripped of its mask', async () => {
    const result = await registrationResolver(undefined, () => 'pt-BR')(valid, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      client_doc1: '52998224725',
      offices_pk: 1,
      client_type: 0,
      client_status: 0,
      client_date_cad: '2026-11-21',
    });
  });

  it('names each wrong field in the user language, with the limits filled in', async () => {
    const wrong = {
      ...valid,
      client_name: '',
      client_doc1: '529.982.247-24',
      client_password: 'short',
      client_password1: 'other',
      client_username: 'maria',
    };
    const pt = await registrationResolver(undefined, () => 'pt-BR')(wrong, undefined, options);
    expect(pt.errors.client_name?.message).toBe('Este campo é obrigatório.');
    expect(pt.errors.client_doc1?.message).toBe('CPF inválido: confira os 11 dígitos.');
    expect(pt.errors.client_password?.message).toMatch(/8.*16/);
    expect(pt.errors.client_password1?.message).toBeTruthy();
    const en = await registrationResolver(undefined, () => 'en')(wrong, undefined, options);
    expect(en.errors.client_name?.message).toBe('This field is required.');
  });

  it('takes a company with an alphanumeric CNPJ and refuses a CPF for a company', async () => {
    const company = { ...valid, client_type: '1', client_doc1: '12.ABC.345/01DE-35' };
    const ok = await registrationResolver(undefined, () => 'en')(company, undefined, options);
    expect(ok.values).toMatchObject({ client_doc1: '12ABC34501DE35' });
    const mismatch = await registrationResolver(undefined, () => 'en')(
      { ...company, client_doc1: '529.982.247-25' },
      undefined,
      options,
    );
    expect(mismatch.errors.client_doc1?.message).toContain('CNPJ');
  });

  it('on update, a blank password keeps the current one and the body carries client_pk', async () => {
    const result = await registrationResolver(42, () => 'en')(valid, undefined, options);
    expect(result.values).toMatchObject({ client_pk: 42 });
    expect((result.values as { client_password?: string }).client_password).toBeUndefined();
  });

  it('sends phones the clerk typed, checked and punctuated; a wrong one names its place', async () => {
    const typed = { ...valid, client_phones: 'Celular#-#67992734796,Casa#-#(67) 3142-2213' };
    const ok = await registrationResolver(undefined, () => 'pt-BR')(typed, undefined, options);
    expect(ok.values).toMatchObject({ client_phones: 'Celular#-#(67) 99273-4796,Casa#-#(67) 3142-2213' });
    const wrong = { ...valid, client_phones: 'Celular#-#(67) 99273-4796,Casa#-#(26) 3142-2213' };
    const pt = await registrationResolver(undefined, () => 'pt-BR')(wrong, undefined, options);
    expect(pt.errors.client_phones?.message).toBe('Telefone 2: o DDD 26 não existe no Brasil.');
  });

  it('refuses a new client without a phone, under the phone field (a provider registers no customer without one)', async () => {
    const pt = await registrationResolver(undefined, () => 'pt-BR')(
      { ...valid, client_phones: '' },
      undefined,
      options,
    );
    expect(pt.errors.client_phones?.message).toBe('Informe pelo menos um telefone com DDD, ex.: (67) 99273-4796.');
  });

  it('on update, an untouched list is neither checked nor sent, even an empty one; a list emptied by the clerk is refused', async () => {
    const stored = 'Recado#-#4004-0000';
    const untouched = await registrationResolver(42, () => 'en', stored)(
      { ...valid, client_phones: stored },
      undefined,
      options,
    );
    expect(untouched.errors).toEqual({});
    expect(untouched.values).not.toHaveProperty('client_phones');
    // A client registered before the rule, with no phone: an unrelated edit saves.
    const none = await registrationResolver(42, () => 'en', '')({ ...valid, client_phones: '' }, undefined, options);
    expect(none.errors).toEqual({});
    expect(none.values).not.toHaveProperty('client_phones');
    const emptied = await registrationResolver(42, () => 'en', stored)(
      { ...valid, client_phones: '' },
      undefined,
      options,
    );
    expect(emptied.errors.client_phones?.message).toBe(
      'Enter at least one phone with its area code (DDD), e.g. (67) 99273-4796.',
    );
  });
});
