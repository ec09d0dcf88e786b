import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../../server/service.ts';
import { FormClient, type Answer } from '../../support/form-client.ts';
import {
  adminSession,
  createCustomer,
  expectNoLeak,
  randomCnpj,
  randomCpf,
  uniqueWord,
} from '../../support/integration-kit.ts';
import { engineNames, useService } from '../../support/test-service.ts';

/** One form field as sent: its name, its value already percent-encoded, and the text it decodes to (for echoes). */
interface Field {
  name: string;
  raw: string;
  text: string;
}

/** Percent-encodes text for a form body; broken UTF-16 is made well-formed first (encodeURIComponent refuses it). */
function encode(text: string): string {
  return encodeURIComponent(text.toWellFormed());
}

/** Decodes a raw form value as far as it can (for the list of texts a message may echo). */
function decoded(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** Hostile or odd values, written straight into the body: bad percent escapes, NUL, invalid UTF-8, huge numbers. */
const rawJunk = fc.constantFrom(
  '%00',
  'a%00b',
  '%FF%FE',
  '%ED%A0%80',
  '%C3',
  '%',
  '%G1',
  '+',
  '%2B%2B',
  'a=b',
  '%26x%3D1',
  '99999999999999999999',
  '2147483648',
  '-1',
  '0',
  '1e5',
  '1.5',
  '0x10',
  'NaN',
  'Infinity',
  '%20%207%20',
  'null',
  'undefined',
  '[]',
  '%5B%5D',
  '%7B%7D',
  'true',
);
/** Any text, as form text. */
const anyText = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom("' OR '1'='1", 'Robert"); DROP TABLE client;--', 'x'.repeat(5000)),
);
const junkValue = fc.oneof(rawJunk, anyText.map(encode));

/** Names a body may carry: every registration field, the alias, the key, and names no operation knows. */
const registrationNames = [
  'offices_pk',
  'office_pk',
  'client_type',
  'client_status',
  'client_name',
  'client_lastname',
  'client_doc1',
  'client_doc2',
  'client_mail',
  'client_date_birth',
  'client_date_cad',
  'client_username',
  'client_password',
  'client_password1',
  'client_observations',
  'cli_addr_address',
  'cli_addr_number',
  'cli_addr_neighborhood',
  'cli_addr_zipcode',
  'cli_addr_province',
  'cli_addr_state',
  'cli_addr_completation',
] as const;
const strangeNames = fc.constantFrom(
  '__proto__',
  'constructor',
  'client_pk[]',
  'client_name[0]',
  '',
  'x',
  'where',
  'sort',
  '_dc',
);

/** A valid registration to start from (so that many mutated bodies get far into the service), as form text. */
const validRegistration = fc
  .record({ company: fc.boolean(), status: fc.integer({ min: 0, max: 3 }), username: fc.boolean() })
  .map(({ company, status, username }) => {
    const word = uniqueWord();
    const form: Record<string, string> = {
      offices_pk: '1',
      client_type: company ? '1' : '0',
      client_status: String(status),
      client_name: 'Fuzz',
      client_lastname: `Fz${word}`,
      client_doc1: company ? randomCnpj() : randomCpf(),
      client_mail: `${word}@example.com`,
      client_date_birth: '1990-05-17',
      cli_addr_state: 'MS',
      cli_addr_zipcode: '79117-101',
    };
    if (username)
      Object.assign(form, {
        client_username: `fz.${word}`,
        client_password: `Pw-${word}`,
        client_password1: `Pw-${word}`,
      });
    return form;
  });

/** A body: a valid base, with some fields replaced, removed, repeated or added, in any order. */
function mutatedBody(base: fc.Arbitrary<Record<string, string>>, names: readonly string[]): fc.Arbitrary<Field[]> {
  const change = fc.oneof(
    fc.record({ kind: fc.constant('set' as const), name: fc.constantFrom(...names), value: junkValue }),
    fc.record({ kind: fc.constant('drop' as const), name: fc.constantFrom(...names) }),
    fc.record({ kind: fc.constant('repeat' as const), name: fc.constantFrom(...names), value: junkValue }),
    fc.record({ kind: fc.constant('add' as const), name: strangeNames, value: junkValue }),
  );
  return fc.tuple(base, fc.array(change, { maxLength: 4 })).map(([form, changes]) => {
    let fields: Field[] = Object.entries(form).map(([name, value]) => ({ name, raw: encode(value), text: value }));
    for (const item of changes) {
      if (item.kind === 'drop') fields = fields.filter((field) => field.name !== item.name);
      else if (item.kind === 'set')
        fields = [
          ...fields.filter((field) => field.name !== item.name),
          { name: item.name, raw: item.value, text: decoded(item.value) },
        ];
      else fields = [...fields, { name: item.name, raw: item.value, text: decoded(item.value) }];
    }
    return fields;
  });
}

/** The raw body text of fields. */
function bodyOf(fields: readonly Field[]): string {
  return fields.map((field) => `${encode(field.name)}=${field.raw}`).join('&');
}

/** Codes the service may answer a refused form with. */
const refusalCodes = [
  'VALIDATION',
  'CONFLICT',
  'NOT_FOUND',
  'AUTH_FAILED',
  'LOGIN_THROTTLED',
  'FORBIDDEN',
  'PAYLOAD_TOO_LARGE',
];

/** Checks one answer to a fuzzed form: a success, or a clear refusal naming fields the body had; never a 500 or a leak. */
function expectClearAnswer(answer: Answer, fields: readonly Field[], seen: Record<string, number>): void {
  expect(answer.status, answer.text).not.toBe(500);
  expect(answer.headers['content-type'], answer.text).toMatch(/^application\/json/);
  // Why only refusals: a success body is stored data, and other tests store SQL-looking text on purpose.
  if (answer.status !== 200)
    expectNoLeak(
      answer.text,
      fields.map((field) => field.text).filter((text) => text.length > 2),
    );
  if (answer.status === 200) {
    expect(answer.body.success).toBe(true);
    seen.ok = (seen.ok ?? 0) + 1;
    return;
  }
  expect([400, 401, 403, 404, 409, 413, 429], answer.text).toContain(answer.status);
  expect(answer.body.success).toBe(false);
  expect(refusalCodes, answer.text).toContain(answer.body.code);
  expect(typeof answer.body.message).toBe('string');
  expect((answer.body.message as string).trim().length).toBeGreaterThan(0);
  seen[String(answer.body.code)] = (seen[String(answer.body.code)] ?? 0) + 1;
  if (answer.status !== 400) return;
  const errors = answer.body.errors as Array<{ id: unknown; msg: unknown }> | undefined;
  expect(Array.isArray(errors) && errors.length > 0, answer.text).toBe(true);
  const sent = new Set(fields.map((field) => field.name.split('.')[0]));
  for (const error of errors ?? []) {
    expect(typeof error.msg === 'string' && error.msg.trim().length > 0, answer.text).toBe(true);
    // A field error names a field of the form (one sent, or a required one left out), or the body as a whole.
    const id = String(error.id).split('.')[0] ?? '';
    const known =
      sent.has(id) ||
      (registrationNames as readonly string[]).includes(id) ||
      [
        'body',
        'client_pk',
        'cur_client_status',
        'username',
        'password',
        'priority',
        'task_pk',
        'phone',
        'os_obs',
      ].includes(id);
    expect(known, `${String(error.id)} in ${answer.text}`).toBe(true);
  }
}

const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(engineNames)('random form bodies (fast-check) against the service (%s)', (engineName) => {
  let service: RunningService;
  let admin: FormClient;
  let customer: FormClient;
  let existingPk: number;
  const createdPks: number[] = [];

  beforeAll(async () => {
    service = await useService(engineName);
    admin = await adminSession(service);
    // Why two customers: the update and remove bodies may remove the first one, which would end the second's client-area session.
    existingPk = (await createCustomer(admin)).clientPk;
    const made = await createCustomer(admin);
    customer = new FormClient(service.clientUrl);
    await customer.login(made.username, made.password);
  });

  afterAll(async () => {
    // Why: suites sharing this worker's service read whole client lists in one page of at most 1000 rows; the
    // clients the fuzzing created go, so that the table stays as small as those suites expect.
    await service.engine.query('delete from client where client_pk = any($1::int[])', [createdPks]);
  });

  it('client create: every answer is a success or a clear refusal naming fields; every success is one new row', async () => {
    const seen: Record<string, number> = {};
    await fc.assert(
      fc.asyncProperty(mutatedBody(validRegistration, registrationNames), async (fields) => {
        const answer = await admin.send('POST', '/admin_ctl/client/create', bodyOf(fields), form);
        expectClearAnswer(answer, fields, seen);
        if (answer.status !== 200) return;
        const created = (answer.body.results as Array<{ client_pk: number }>)[0]?.client_pk;
        const rows = await service.engine.query('select 1 from client where client_pk = $1', [created]);
        expect(rows).toHaveLength(1);
        createdPks.push(created ?? 0);
      }),
      { numRuns: 80 },
    );
    // Not vacuous: bodies get through, and bodies are refused.
    expect(seen.ok).toBeGreaterThan(0);
    expect(seen.VALIDATION).toBeGreaterThan(0);
  });

  it('client update and remove: every answer is a success or a clear refusal', async () => {
    const seen: Record<string, number> = {};
    const keyed = (base: fc.Arbitrary<Record<string, string>>) =>
      fc
        .tuple(base, fc.constantFrom(String(existingPk), String(existingPk), '2000000000', '0'))
        .map(([values, pk]) => ({ ...values, client_pk: pk }));
    const update = mutatedBody(keyed(validRegistration), [...registrationNames, 'client_pk']).map((fields) => ({
      path: '/admin_ctl/client/update',
      fields,
    }));
    const remove = mutatedBody(keyed(fc.constantFrom({ cur_client_status: '0' }, { cur_client_status: '1' })), [
      'client_pk',
      'cur_client_status',
    ]).map((fields) => ({ path: '/admin_ctl/client/delete', fields }));
    await fc.assert(
      fc.asyncProperty(fc.oneof(update, remove), async ({ path, fields }) => {
        expectClearAnswer(await admin.send('POST', path, bodyOf(fields), form), fields, seen);
      }),
      { numRuns: 60 },
    );
    expect(seen.ok).toBeGreaterThan(0);
    expect(seen.VALIDATION).toBeGreaterThan(0);
  });

  it('login and the client area’s support order: every answer is a success or a clear refusal', async () => {
    const seen: Record<string, number> = {};
    // Why fresh user names: failed logins count towards the throttle of a name, and the real accounts must stay usable.
    const login = mutatedBody(
      fc.constant(null).map(() => ({ username: `fz.${uniqueWord()}`, password: 'Senha-123' })),
      ['username', 'password'],
    ).map((fields) => ({ client: new FormClient(service.adminUrl), path: '/login', fields }));
    const support = mutatedBody(
      fc.constant({ priority: '1', task_pk: '1', phone: '(67) 99999-0000', os_obs: 'Sem conexão desde ontem' }),
      ['priority', 'task_pk', 'phone', 'os_obs'],
    ).map((fields) => ({ client: customer, path: '/client_ctl/support/create', fields }));
    await fc.assert(
      fc.asyncProperty(fc.oneof(login, support), async ({ client, path, fields }) => {
        expectClearAnswer(await client.send('POST', path, bodyOf(fields), form), fields, seen);
      }),
      { numRuns: 60 },
    );
    expect(seen.ok).toBeGreaterThan(0);
    expect(seen.VALIDATION).toBeGreaterThan(0);
  });
});
