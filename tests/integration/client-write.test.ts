import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../server/service.ts';
import { clientWriteResponse } from '../../shared/provider/admin-operations.ts';
import type { FormValues } from '../../shared/provider/form-encode.ts';
import { FormClient, type Answer } from '../support/form-client.ts';
import {
  adminSession,
  errorIds,
  errorMessage,
  expectFailure,
  providerNow,
  punctuateCnpj,
  punctuateCpf,
  randomCnpj,
  randomCpf,
  resultsOf,
  uniqueWord,
} from '../support/integration-kit.ts';
import { engineNames, useService } from '../support/test-service.ts';

type ClientRecord = Record<string, unknown> & { client_pk: number };

interface AuditRow {
  audit_area: string;
  staff_pk: number | null;
  audit_action: string;
  audit_before: Record<string, unknown> | null;
  audit_after: Record<string, unknown> | null;
}

describe.each(engineNames)('client create, update and remove (%s)', (engineName) => {
  let service: RunningService;
  let admin: FormClient;
  let adminStaffPk: number;

  const create = (form: FormValues, headers: Record<string, string> = {}) =>
    admin.post('/admin_ctl/client/create', form, headers);
  const update = (form: FormValues, headers: Record<string, string> = {}) =>
    admin.post('/admin_ctl/client/update', form, headers);
  const remove = (form: FormValues) => admin.post('/admin_ctl/client/delete', form);

  /** A minimal valid individual with a unique surname. */
  const person = (extra: FormValues = {}): FormValues => ({
    offices_pk: 1,
    client_type: 0,
    client_status: 0,
    client_name: 'Maria',
    client_lastname: `Souza ${uniqueWord()}`,
    ...extra,
  });

  /** Checks a write answer against the shared schema and returns its one record. */
  const written = (answer: Answer): { client_pk: number; client_name: string; client_lastname: string } => {
    expect(answer.status, answer.text).toBe(200);
    const parsed = clientWriteResponse.parse(answer.body);
    expect(parsed.total).toBe(1);
    expect(parsed.results).toHaveLength(1);
    const record = answer.body.results as Array<{ client_pk: number; client_name: string; client_lastname: string }>;
    expect(Object.keys(record[0] ?? {}).sort()).toEqual(['client_lastname', 'client_name', 'client_pk']);
    return record[0] as { client_pk: number; client_name: string; client_lastname: string };
  };

  /** The client as the administrative list shows it. */
  const readClient = async (clientPk: number): Promise<ClientRecord> => {
    const rows = resultsOf<ClientRecord>(
      await admin.post('/admin_ctl/client/list', { where: [{ field: 'client_pk', oper: 5, value: clientPk }] }),
    );
    expect(rows).toHaveLength(1);
    return rows[0] as ClientRecord;
  };

  const lastAudit = async (clientPk: number): Promise<AuditRow> => {
    const [row] = await service.engine.query<AuditRow>(
      "select audit_area, staff_pk, audit_action, audit_before, audit_after from audit_log where audit_entity = 'client' and audit_entity_pk = $1 order by audit_pk desc limit 1",
      [clientPk],
    );
    expect(row).toBeDefined();
    return row as AuditRow;
  };

  const auditCount = async (clientPk: number): Promise<number> => {
    const [row] = await service.engine.query<{ n: number }>(
      "select count(*)::int as n from audit_log where audit_entity = 'client' and audit_entity_pk = $1",
      [clientPk],
    );
    return row?.n ?? 0;
  };

  const expectCleanAudit = (row: AuditRow) => {
    expect(row.audit_area).toBe('admin');
    expect(row.staff_pk).toBe(adminStaffPk);
    const text = JSON.stringify(row);
    expect(text).not.toContain('client_password_hash');
    expect(text).not.toContain('scrypt$');
  };

  const canLogIn = async (username: string, password: string) =>
    (await new FormClient(service.clientUrl).post('/login', { username, password })).status === 200;

  beforeAll(async () => {
    service = await useService(engineName);
    admin = await adminSession(service);
    const [staff] = await service.engine.query<{ staff_pk: number }>(
      "select staff_pk from staff where staff_username = 'admin'",
    );
    adminStaffPk = staff?.staff_pk ?? 0;
  });

  describe('create', () => {
    it('creates an individual with a punctuated CPF, stored as digits, and audits it', async () => {
      const cpf = randomCpf();
      const lastname = `Souza ${uniqueWord()}`;
      const form = person({
        client_lastname: lastname,
        client_doc1: punctuateCpf(cpf),
        client_mail: 'maria@example.com',
        client_date_birth: '1990-05-01',
        client_date_cad: '2024-02-29',
        client_observations: 'Primeiro cadastro',
      });
      const record = written(await create(form));
      expect(record.client_name).toBe('Maria');
      expect(record.client_lastname).toBe(lastname);
      const stored = await readClient(record.client_pk);
      expect(stored).toMatchObject({
        client_type: 0,
        client_status: 0,
        client_doc1: cpf,
        client_mail: 'maria@example.com',
        client_date_birth: '1990-05-01 00:00:00',
        client_date_cad: '2024-02-29 00:00:00',
        client_date_deactivation: null,
        client_observations: 'Primeiro cadastro',
        client_complete_name: `Maria ${lastname}`,
        offices_pk: 1,
      });
      const audit = await lastAudit(record.client_pk);
      expect(audit.audit_action).toBe('create');
      expect(audit.audit_before).toBeNull();
      expect(audit.audit_after).toMatchObject({ client_pk: record.client_pk, client_doc1: cpf, has_password: false });
      expectCleanAudit(audit);
    });

    it.each([
      ['a numeric CNPJ', false],
      ['an alphanumeric CNPJ', true],
    ])('creates a company with %s, punctuation removed', async (_what, alphanumeric) => {
      const cnpj = randomCnpj(alphanumeric);
      const typed = alphanumeric ? punctuateCnpj(cnpj).toLowerCase() : punctuateCnpj(cnpj);
      const record = written(await create(person({ client_type: 1, client_name: 'Empresa Ltda', client_doc1: typed })));
      const stored = await readClient(record.client_pk);
      expect(stored.client_type).toBe(1);
      expect(stored.client_doc1).toBe(cnpj);
    });

    it('creates with the sample alphanumeric CNPJ 12.ABC.345/01DE-35', async () => {
      const record = written(
        await create(person({ client_type: 1, client_name: 'Nova Empresa', client_doc1: '12.ABC.345/01DE-35' })),
      );
      expect((await readClient(record.client_pk)).client_doc1).toBe('12ABC34501DE35');
    });

    it('accepts office_pk as an alias of offices_pk, and offices_pk wins when both come', async () => {
      const offices = await service.engine.query<{ offices_pk: number }>(
        'select offices_pk from offices order by offices_pk limit 2',
      );
      const other = offices[1]?.offices_pk ?? 1;
      const { offices_pk: _omit, ...withoutOffice } = person();
      const aliased = written(await create({ ...withoutOffice, office_pk: other }));
      expect((await readClient(aliased.client_pk)).offices_pk).toBe(other);
      const both = written(await create({ ...withoutOffice, office_pk: other, offices_pk: 1 }));
      expect((await readClient(both.client_pk)).offices_pk).toBe(1);
    });

    it('refuses an office that does not exist, naming offices_pk', async () => {
      const [row] = await service.engine.query<{ next: number }>(
        'select coalesce(max(offices_pk), 0) + 1000 as next from offices',
      );
      const answer = await create(person({ offices_pk: row?.next ?? 9999 }));
      expectFailure(answer, 400, 'VALIDATION');
      expect(errorIds(answer)).toEqual(['offices_pk']);
    });

    it('refuses an office number beyond any office (2^31) with 400 naming offices_pk, not a 500', async () => {
      const answer = await create(person({ offices_pk: 2_147_483_648 }));
      expectFailure(answer, 400, 'VALIDATION');
      expect(errorIds(answer)).toContain('offices_pk');
    });

    it('refuses an invalid CPF, and a document of the other kind, naming client_doc1', async () => {
      const cpf = randomCpf();
      const wrongDigit = cpf.slice(0, 10) + String((Number(cpf[10]) + 1) % 10);
      for (const doc of [wrongDigit, '123', '111.111.111-11', randomCnpj()]) {
        const answer = await create(person({ client_doc1: doc }));
        expectFailure(answer, 400, 'VALIDATION');
        expect(errorIds(answer)).toEqual(['client_doc1']);
      }
      const company = await create(person({ client_type: 1, client_doc1: randomCpf() }));
      expectFailure(company, 400, 'VALIDATION');
      expect(errorIds(company)).toEqual(['client_doc1']);
    });

    it('names every missing required field', async () => {
      const answer = await create({ client_mail: 'someone@example.com' });
      expectFailure(answer, 400, 'VALIDATION');
      expect(errorIds(answer).sort()).toEqual([
        'client_lastname',
        'client_name',
        'client_status',
        'client_type',
        'offices_pk',
      ]);
      for (const id of errorIds(answer)) expect(answer.body.message).toContain(id);
    });

    it('names malformed optional fields', async () => {
      const answer = await create(
        person({
          client_mail: 'not-an-email',
          client_date_birth: '2023-02-29',
          cli_addr_state: 'São Paulo',
          client_status: 7,
        }),
      );
      expectFailure(answer, 400, 'VALIDATION');
      expect(errorIds(answer).sort()).toEqual(['cli_addr_state', 'client_date_birth', 'client_mail', 'client_status']);
    });

    it('applies the password rules: required with a user name, 8 to 16 characters, confirmation on client_password1', async () => {
      const username = `pw.${uniqueWord()}`;
      const noPassword = await create(person({ client_username: username }));
      expectFailure(noPassword, 400, 'VALIDATION');
      expect(errorIds(noPassword)).toEqual(['client_password']);
      for (const password of ['short77', 'x'.repeat(17)]) {
        const answer = await create(
          person({ client_username: username, client_password: password, client_password1: password }),
        );
        expectFailure(answer, 400, 'VALIDATION');
        expect(errorIds(answer)).toEqual(['client_password']);
      }
      const mismatch = await create(
        person({ client_username: username, client_password: 'Senha-123', client_password1: 'Senha-124' }),
      );
      expectFailure(mismatch, 400, 'VALIDATION');
      expect(errorIds(mismatch)).toEqual(['client_password1']);
      // Exactly 8 and 16 characters are accepted; the customer can log in.
      for (const [index, password] of ['8chars!!', 'sixteen-chars-16'].entries()) {
        const name = `${username}${index}`;
        written(await create(person({ client_username: name, client_password: password, client_password1: password })));
        expect(await canLogIn(name, password)).toBe(true);
      }
    });

    it('answers 409 CONFLICT naming client_username for a taken user name, in any letter case', async () => {
      const username = `Dup.${uniqueWord()}`;
      written(
        await create(
          person({ client_username: username, client_password: 'Senha-123', client_password1: 'Senha-123' }),
        ),
      );
      for (const again of [username, username.toLowerCase(), username.toUpperCase()]) {
        const answer = await create(
          person({ client_username: again, client_password: 'Senha-123', client_password1: 'Senha-123' }),
        );
        expectFailure(answer, 409, 'CONFLICT');
        expect(errorIds(answer)).toEqual(['client_username']);
      }
      // A clerk's app asks for Portuguese: the conflict reads in it (English stays for every other client).
      const portuguese = await create(
        person({ client_username: username, client_password: 'Senha-123', client_password1: 'Senha-123' }),
        { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.5' },
      );
      expectFailure(portuguese, 409, 'CONFLICT');
      expect(errorMessage(portuguese, 'client_username')).toBe('Este usuário já é de outro cliente: escolha outro.');
    });

    it('gives field messages in Portuguese with Accept-Language: pt-BR, English otherwise', async () => {
      const form = person({ client_doc1: '123.456.789-00', client_mail: 'sem-arroba' });
      const portuguese = await create(form, { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.5' });
      expectFailure(portuguese, 400, 'VALIDATION');
      expect(errorMessage(portuguese, 'client_doc1')).toBe('CPF inválido: confira os 11 dígitos.');
      expect(errorMessage(portuguese, 'client_mail')).toBe('Informe um endereço de e-mail válido.');
      const english = await create(form, { 'accept-language': 'en-US' });
      expect(errorMessage(english, 'client_doc1')).toBe('Invalid CPF: check the 11 digits.');
      const mismatch = await create(
        person({ client_username: `pt.${uniqueWord()}`, client_password: 'Senha-123', client_password1: 'outra-123' }),
        { 'accept-language': 'pt-BR' },
      );
      expect(errorMessage(mismatch, 'client_password1')).toBe('As senhas não conferem.');
    });

    it('gives the message of a missing required field in Portuguese with Accept-Language: pt-BR', async () => {
      const { client_name: _omit, ...withoutName } = person();
      const portuguese = await create(withoutName, { 'accept-language': 'pt-BR' });
      expectFailure(portuguese, 400, 'VALIDATION');
      expect(errorIds(portuguese)).toEqual(['client_name']);
      expect(errorMessage(portuguese, 'client_name')).toBe('Este campo é obrigatório.');
    });

    it('refuses a NUL character in a text field with 400 naming the field, not a 500', async () => {
      const answer = await create(person({ client_name: 'Ma\u0000ria' }));
      expectFailure(answer, 400, 'VALIDATION');
      expect(errorIds(answer)).toContain('client_name');
    });

    it("registers a client without client_date_cad at the provider's current date-time, however many requests run at once", async () => {
      const marker = uniqueWord();
      const before = await providerNow(service, -120);
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, index) => create(person({ client_lastname: `Agora ${marker} ${index}` }))),
      );
      const after = await providerNow(service, 120);
      const pks = answers.map((answer) => written(answer).client_pk);
      const rows = resultsOf<ClientRecord>(
        await admin.post('/admin_ctl/client/list', {
          where: [{ field: 'client_lastname', oper: 10, value: `%${marker}%` }],
          limit: 100,
        }),
      );
      expect(rows.map((row) => row.client_pk).sort((a, b) => a - b)).toEqual([...pks].sort((a, b) => a - b));
      const today = before.slice(0, 10);
      for (const row of rows) {
        // Within two minutes of the provider's clock (America/Sao_Paulo by default), not hours off.
        expect(
          String(row.client_date_cad) >= before && String(row.client_date_cad) <= after,
          `client_date_cad ${String(row.client_date_cad)} not in [${before}, ${after}]`,
        ).toBe(true);
        if (today === after.slice(0, 10)) expect(row.client_date_birth).toBe(`${today} 00:00:00`);
      }
    });
  });

  describe('update', () => {
    it('replaces required columns, keeps unsent optional ones, clears an optional text sent empty, and audits before/after', async () => {
      const cpf = randomCpf();
      const original = person({
        client_doc1: cpf,
        client_doc2: 'RG-1',
        client_mail: 'old@example.com',
        client_observations: 'keep me',
        cli_addr_address: 'Rua A',
        cli_addr_state: 'ms',
      });
      const { client_pk: clientPk } = written(await create(original));
      const lastname = `Lima ${uniqueWord()}`;
      const answer = await update({
        client_pk: clientPk,
        offices_pk: 1,
        client_type: 0,
        client_status: 2,
        client_name: 'Maria Clara',
        client_lastname: lastname,
        client_mail: '',
        cli_addr_address: 'Rua B',
      });
      const record = written(answer);
      expect(record).toEqual({ client_pk: clientPk, client_name: 'Maria Clara', client_lastname: lastname });
      const stored = await readClient(clientPk);
      expect(stored).toMatchObject({
        client_status: 2,
        client_name: 'Maria Clara',
        client_lastname: lastname,
        client_complete_name: `Maria Clara ${lastname}`,
        client_doc1: cpf,
        client_doc2: 'RG-1',
        client_mail: '',
        client_observations: 'keep me',
        cli_addr_address: 'Rua B',
        cli_addr_state: 'MS',
      });
      const audit = await lastAudit(clientPk);
      expect(audit.audit_action).toBe('update');
      expect(audit.audit_before).toMatchObject({
        client_name: 'Maria',
        client_mail: 'old@example.com',
        client_status: 0,
      });
      expect(audit.audit_after).toMatchObject({ client_name: 'Maria Clara', client_mail: '', client_status: 2 });
      expectCleanAudit(audit);
    });

    it('keeps the time of the registration date when an update sends the same day, and takes a new day at midnight', async () => {
      const { client_pk: clientPk } = written(await create(person()));
      const registered = String((await readClient(clientPk)).client_date_cad);
      expect(registered).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const base = { client_pk: clientPk, offices_pk: 1, client_type: 0, client_status: 0, client_name: 'Maria' };
      // The page's form shows the day only and sends it back as it was read (dd/mm/aaaa → aaaa-mm-dd).
      written(
        await update({ ...base, client_lastname: `Dia ${uniqueWord()}`, client_date_cad: registered.slice(0, 10) }),
      );
      expect((await readClient(clientPk)).client_date_cad).toBe(registered);
      written(await update({ ...base, client_lastname: `Dia ${uniqueWord()}`, client_date_cad: '2020-01-31' }));
      expect((await readClient(clientPk)).client_date_cad).toBe('2020-01-31 00:00:00');
    });

    it('changes the password only when sent; the customer logs in with the new one', async () => {
      const username = `upd.${uniqueWord()}`;
      const { client_pk: clientPk } = written(
        await create(
          person({ client_username: username, client_password: 'First-pass1', client_password1: 'First-pass1' }),
        ),
      );
      const base = {
        client_pk: clientPk,
        offices_pk: 1,
        client_type: 0,
        client_status: 0,
        client_name: 'Maria',
        client_lastname: `Nova ${uniqueWord()}`,
      };
      written(await update(base));
      written(await update({ ...base, client_password: '', client_password1: '' }));
      expect(await canLogIn(username, 'First-pass1')).toBe(true);
      const mismatch = await update({ ...base, client_password: 'Second-pass2', client_password1: 'Second-pass3' });
      expectFailure(mismatch, 400, 'VALIDATION');
      expect(errorIds(mismatch)).toEqual(['client_password1']);
      written(await update({ ...base, client_password: 'Second-pass2', client_password1: 'Second-pass2' }));
      expect(await canLogIn(username, 'Second-pass2')).toBe(true);
      expect(await canLogIn(username, 'First-pass1')).toBe(false);
      const audit = await lastAudit(clientPk);
      expect(audit.audit_after).toMatchObject({ has_password: true });
      expectCleanAudit(audit);
    });

    it('refuses a user name another client has (any letter case) with 409, and lets a client keep its own', async () => {
      const taken = `own.${uniqueWord()}`;
      written(
        await create(person({ client_username: taken, client_password: 'Senha-123', client_password1: 'Senha-123' })),
      );
      const mine = `me.${uniqueWord()}`;
      const { client_pk: clientPk } = written(
        await create(person({ client_username: mine, client_password: 'Senha-123', client_password1: 'Senha-123' })),
      );
      const base = {
        client_pk: clientPk,
        offices_pk: 1,
        client_type: 0,
        client_status: 0,
        client_name: 'Maria',
        client_lastname: 'Souza',
      };
      const conflict = await update({ ...base, client_username: taken.toUpperCase() });
      expectFailure(conflict, 409, 'CONFLICT');
      expect(errorIds(conflict)).toEqual(['client_username']);
      written(await update({ ...base, client_username: mine.toUpperCase() }));
      expect((await readClient(clientPk)).client_username).toBe(mine.toUpperCase());
    });

    it('sets the deactivation date when moving to status 1 and clears it when moving back to 0', async () => {
      const { client_pk: clientPk, client_lastname: lastname } = written(await create(person()));
      const base = {
        client_pk: clientPk,
        offices_pk: 1,
        client_type: 0,
        client_name: 'Maria',
        client_lastname: lastname,
      };
      written(await update({ ...base, client_status: 1 }));
      const deactivated = await readClient(clientPk);
      expect(deactivated.client_status).toBe(1);
      expect(deactivated.client_date_deactivation).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      written(await update({ ...base, client_status: 0 }));
      expect((await readClient(clientPk)).client_date_deactivation).toBeNull();
    });

    it('answers 404 NOT_FOUND for an unknown client_pk, and writes nothing', async () => {
      const [row] = await service.engine.query<{ next: number }>(
        'select coalesce(max(client_pk), 0) + 100000 as next from client',
      );
      const clientPk = row?.next ?? 1_000_000;
      const answer = await update({
        client_pk: clientPk,
        offices_pk: 1,
        client_type: 0,
        client_status: 0,
        client_name: 'Ghost',
        client_lastname: 'Client',
      });
      expectFailure(answer, 404, 'NOT_FOUND');
      expect(await auditCount(clientPk)).toBe(0);
    });

    it('answers 404 NOT_FOUND for a client_pk beyond any client (2^31), not a 500', async () => {
      const answer = await update({
        client_pk: 2_147_483_648,
        offices_pk: 1,
        client_type: 0,
        client_status: 0,
        client_name: 'Ghost',
        client_lastname: 'Client',
      });
      expectFailure(answer, 404, 'NOT_FOUND');
    });

    it('requires client_pk', async () => {
      const answer = await update(person());
      expectFailure(answer, 400, 'VALIDATION');
      expect(errorIds(answer)).toEqual(['client_pk']);
    });
  });

  describe('remove and reactivate', () => {
    it('cur_client_status 0 removes (status 3, deactivation date set); 1 reactivates (status 0, date cleared); both audited', async () => {
      const created = written(await create(person()));
      const removed = written(await remove({ client_pk: created.client_pk, cur_client_status: 0 }));
      expect(removed).toEqual(created);
      const gone = await readClient(created.client_pk);
      expect(gone.client_status).toBe(3);
      expect(gone.client_date_deactivation).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const removal = await lastAudit(created.client_pk);
      expect(removal.audit_action).toBe('remove');
      expect(removal.audit_before).toMatchObject({ client_status: 0, client_date_deactivation: null });
      expect(removal.audit_after).toMatchObject({ client_status: 3 });
      expectCleanAudit(removal);

      written(await remove({ client_pk: created.client_pk, cur_client_status: 1 }));
      const back = await readClient(created.client_pk);
      expect(back.client_status).toBe(0);
      expect(back.client_date_deactivation).toBeNull();
      const reactivation = await lastAudit(created.client_pk);
      expect(reactivation.audit_action).toBe('reactivate');
      expect(reactivation.audit_before).toMatchObject({ client_status: 3 });
      expect(reactivation.audit_after).toMatchObject({ client_status: 0, client_date_deactivation: null });
      expectCleanAudit(reactivation);
      expect(await auditCount(created.client_pk)).toBe(3);
    });

    it('refuses any other cur_client_status with 400 VALIDATION naming it', async () => {
      const created = written(await create(person()));
      for (const status of [2, 3, -1, 'x']) {
        const answer = await remove({ client_pk: created.client_pk, cur_client_status: status });
        expectFailure(answer, 400, 'VALIDATION');
        expect(errorIds(answer)).toEqual(['cur_client_status']);
      }
      const missing = await remove({ client_pk: created.client_pk });
      expect(errorIds(missing)).toEqual(['cur_client_status']);
      expect((await readClient(created.client_pk)).client_status).toBe(0);
    });

    it('answers 404 NOT_FOUND for an unknown client_pk', async () => {
      const [row] = await service.engine.query<{ next: number }>(
        'select coalesce(max(client_pk), 0) + 100000 as next from client',
      );
      expectFailure(await remove({ client_pk: row?.next ?? 1_000_000, cur_client_status: 0 }), 404, 'NOT_FOUND');
    });

    it('answers 404 NOT_FOUND for a client_pk beyond any client (2^31), not a 500', async () => {
      expectFailure(await remove({ client_pk: 2_147_483_648, cur_client_status: 0 }), 404, 'NOT_FOUND');
    });
  });

  it('refuses writes without an administrative session', async () => {
    expectFailure(
      await new FormClient(service.adminUrl).post('/admin_ctl/client/create', person()),
      403,
      'SESSION_REQUIRED',
    );
  });
});
