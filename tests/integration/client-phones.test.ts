import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../server/service.ts';
import type { FormValues } from '../../shared/provider/form-encode.ts';
import type { FormClient } from '../support/form-client.ts';
import { type Answer } from '../support/form-client.ts';
import { adminSession, errorMessage, expectFailure, resultsOf, uniqueWord } from '../support/integration-kit.ts';
import { engineNames, useService } from '../support/test-service.ts';

// The service takes the record's client_phones on create and update, as it takes the address columns beyond
// the interface's registration table: the record's `Label#-#value` list, every number checked as Brazilian.

describe.each(engineNames)('client phones on create and update (%s)', (engineName) => {
  let service: RunningService;
  let admin: FormClient;

  const person = (extra: FormValues = {}): FormValues => ({
    offices_pk: 1,
    client_type: 0,
    client_status: 0,
    client_name: 'Joana',
    client_lastname: `Prado ${uniqueWord()}`,
    ...extra,
  });
  const pkOf = (answer: Answer): number => {
    expect(answer.status, answer.text).toBe(200);
    return (resultsOf<{ client_pk: number }>(answer)[0] ?? { client_pk: 0 }).client_pk;
  };
  const phonesOf = async (clientPk: number): Promise<unknown> => {
    const rows = resultsOf<{ client_phones: unknown }>(
      await admin.post('/admin_ctl/client/list', { where: [{ field: 'client_pk', oper: 5, value: clientPk }] }),
    );
    return rows[0]?.client_phones;
  };
  const base = (clientPk: number, lastname: string): FormValues => ({
    client_pk: clientPk,
    offices_pk: 1,
    client_type: 0,
    client_status: 0,
    client_name: 'Joana',
    client_lastname: lastname,
  });

  beforeAll(async () => {
    service = await useService(engineName);
    admin = await adminSession(service);
  });

  it('stores the list on create, punctuated, and the record answers it', async () => {
    const clientPk = pkOf(
      await admin.post(
        '/admin_ctl/client/create',
        person({ client_phones: 'Celular#-#67992734796,Recado#-#(67) 3142-2213' }),
      ),
    );
    expect(await phonesOf(clientPk)).toBe('Celular#-#(67) 99273-4796,Recado#-#(67) 3142-2213');
  });

  it("a create without phones stores none (null, as the interface's example)", async () => {
    expect(await phonesOf(pkOf(await admin.post('/admin_ctl/client/create', person())))).toBeNull();
    expect(
      await phonesOf(pkOf(await admin.post('/admin_ctl/client/create', person({ client_phones: '' })))),
    ).toBeNull();
  });

  it('on update: replaced when sent, kept when not sent, cleared when sent empty', async () => {
    const lastname = `Prado ${uniqueWord()}`;
    const clientPk = pkOf(
      await admin.post(
        '/admin_ctl/client/create',
        person({ client_lastname: lastname, client_phones: 'Celular#-#(67) 99273-4796' }),
      ),
    );
    pkOf(await admin.post('/admin_ctl/client/update', { ...base(clientPk, lastname), cli_addr_number: '12' }));
    expect(await phonesOf(clientPk)).toBe('Celular#-#(67) 99273-4796');
    pkOf(
      await admin.post('/admin_ctl/client/update', {
        ...base(clientPk, lastname),
        client_phones: 'WhatsApp#-#(11) 98888-7777,Comercial#-#(11) 3333-4444',
      }),
    );
    expect(await phonesOf(clientPk)).toBe('WhatsApp#-#(11) 98888-7777,Comercial#-#(11) 3333-4444');
    pkOf(await admin.post('/admin_ctl/client/update', { ...base(clientPk, lastname), client_phones: '' }));
    expect(await phonesOf(clientPk)).toBeNull();
  });

  it("refuses a number with an area code not in use, naming the phone, in the request's language", async () => {
    const form = person({ client_phones: 'Celular#-#(67) 99273-4796,Casa#-#(20) 3142-2213' });
    const portuguese = await admin.post('/admin_ctl/client/create', form, { 'accept-language': 'pt-BR' });
    expectFailure(portuguese, 400, 'VALIDATION');
    expect(errorMessage(portuguese, 'client_phones')).toBe('Telefone 2: o DDD 20 não existe no Brasil.');
    const english = await admin.post('/admin_ctl/client/create', form, { 'accept-language': 'en' });
    expect(errorMessage(english, 'client_phones')).toBe('Phone 2: 20 is not a Brazilian area code (DDD).');
  });
});
