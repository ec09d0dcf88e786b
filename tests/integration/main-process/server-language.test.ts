import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Result } from '../../../shared/ipc/result.ts';
import { randomCpf, uniqueWord } from '../../support/integration-kit.ts';
import { dataOf, signedInDesk, type SignedInDesk } from '../../support/main-process-kit.ts';
import { testPasswords, useService } from '../../support/test-service.ts';

// A clerk registering a client whose user name another client has read the service's English ("is already used by
// another client") under the field of a pt-BR form: the app asked for no language. Main asks the server for the
// operator's language (Accept-Language), and our service words its refusals in it.

describe('the server answers in the operator’s language (pglite)', () => {
  let desk: SignedInDesk;
  const taken = `lang.${uniqueWord().toLowerCase()}`;
  const form = (username: string) => ({
    offices_pk: 1,
    client_type: 0,
    client_status: 0,
    client_name: 'Cliente',
    client_lastname: `Idioma ${uniqueWord()}`,
    client_doc1: randomCpf(),
    client_phones: 'Celular#-#(67) 99273-4796',
    client_username: username,
    client_password: 'Senha-123',
    client_password1: 'Senha-123',
  });
  const usernameMessage = (result: Result<unknown>) =>
    result.ok ? undefined : result.error.fieldErrors?.find((item) => item.field === 'client_username')?.message;

  beforeAll(async () => {
    desk = await signedInDesk(await useService('pglite'), testPasswords.staff);
    dataOf(await desk.page.call('clients:create', form(taken)));
  });
  afterAll(async () => {
    await desk.core.settings.set({ language: 'pt-BR' });
    await desk.close();
  });

  it('a user name another client has is refused in Portuguese on a pt-BR desk, in English on an English one', async () => {
    expect(usernameMessage(await desk.page.call('clients:create', form(taken)))).toBe(
      'Este usuário já é de outro cliente: escolha outro.',
    );
    await desk.core.settings.set({ language: 'en' });
    expect(usernameMessage(await desk.page.call('clients:create', form(taken)))).toBe(
      'is already used by another client',
    );
  });
});
