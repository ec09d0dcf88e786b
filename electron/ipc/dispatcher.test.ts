import { describe, expect, it, vi } from 'vitest';
import { channels, type Channel } from '../../shared/ipc/contract.ts';
import { ErrorJournal } from '../diagnostics/error-journal.ts';
import type { Operations } from '../operations/operation-types.ts';
import { ProviderError } from '../provider/provider-error.ts';
import { createDispatcher } from './dispatcher.ts';

function stubOperations(
  run: (channel: Channel, args: unknown, signal: AbortSignal | undefined) => Promise<unknown>,
): Operations {
  return Object.fromEntries(
    channels.map((channel) => [
      channel,
      (args: unknown, call: { signal?: AbortSignal | undefined }) => run(channel, args, call.signal),
    ]),
  ) as unknown as Operations;
}

const customerId = 'a'.repeat(32);

/** A client the desk would register but for what a test leaves out. */
const validCreate = { offices_pk: 1, client_type: 0, client_status: 0, client_name: 'Maria', client_lastname: 'Souza' };

// Inputs main must refuse, per channel: wrong types, extra keys, out of range, malformed filters.
const invalid: Array<[Channel, unknown]> = [
  ['app:info', { extra: 1 }],
  ['lock:activity', { at: Date.now() }],
  ['settings:set', { language: 'fr' }],
  ['settings:set', { zoom: 9 }],
  ['profiles:save', { name: 'x', adminUrl: 'ftp://server', clientUrl: '' }],
  ['profiles:save', { name: 'x', adminUrl: 'http://user:pw@server', clientUrl: '' }],
  ['profiles:save', { name: '', adminUrl: 'http://server', clientUrl: '' }],
  ['profiles:save', { name: 'x', adminUrl: 'http://server', clientUrl: '', adminPrefix: '../etc' }],
  [
    'profiles:save',
    { name: 'x', adminUrl: 'http://server', clientUrl: '', codeDictionary: { preset: 'x', fields: {} } },
  ],
  [
    'profiles:save',
    {
      name: 'x',
      adminUrl: 'http://server',
      clientUrl: '',
      codeDictionary: { preset: 'none', fields: { client_password: [{ code: 1, label: 'a' }] } },
    },
  ],
  [
    'profiles:save',
    {
      name: 'x',
      adminUrl: 'http://server',
      clientUrl: '',
      codeDictionary: { preset: 'none', fields: { os_done: [{ code: '1', label: 'a' }] } },
    },
  ],
  ['profiles:remove', { id: 5 }],
  ['session:login', { profileId: 'demo', username: '', password: 'x', remember: false }],
  ['session:login', { profileId: 'demo', username: 'admin', password: 'x' }],
  ['session:login', { profileId: 'demo', username: 'admin', password: 'x', remember: 'yes' }],
  ['session:resume', {}],
  ['clients:list', { start: -1, limit: 50 }],
  ['clients:list', { start: 0, limit: 0 }],
  ['clients:list', { start: 0, limit: 5000 }],
  ['clients:list', { start: 0, limit: 50, dir: 'UP' }],
  ['clients:list', { start: 0, limit: 50, sort: 'x; drop table client' }],
  [
    'clients:list',
    {
      start: 0,
      limit: 50,
      where: [
        { field: 'client_status', oper: 5, value: 0 },
        { field: 'client_type', oper: 5, value: 0 },
      ],
    },
  ],
  ['clients:list', { start: 0, limit: 50, where: [{ field: 'client_status', oper: 99, value: 0 }] }],
  ['clients:list', { start: 0, limit: 50, where: 'client_status=0' }],
  ['clients:search', { text: 'maria', limit: 0 }],
  ['clients:search', { text: 'maria', limit: 501 }],
  ['clients:search', { text: 7, limit: 5 }],
  ['clients:search', { text: 'x'.repeat(201), limit: 5 }],
  ['clients:search', { text: 'maria', limit: 5, sort: 'client_pk' }],
  ['clients:search', { text: 'maria', limit: 5, where: [{ field: 'client_status', oper: 99, value: 0 }] }],
  ['clients:get', { client_pk: 'one' }],
  ['clients:create', { client_name: 'Maria' }],
  [
    'clients:create',
    {
      offices_pk: 1,
      client_type: 0,
      client_status: 0,
      client_name: 'Maria',
      client_lastname: 'Souza',
      client_doc1: '52998224726',
    },
  ],
  [
    'clients:update',
    { offices_pk: 1, client_type: 0, client_status: 0, client_name: 'Maria', client_lastname: 'Souza' },
  ],
  ['clients:setRemoved', { client_pk: 3, cur_client_status: 2 }],
  ['clients:offices', { all: true }],
  ['dashboard:trend', {}],
  ['dashboard:trend', { month: '2026-13' }],
  ['dashboard:trend', { month: '2026-12', refresh: 'yes' }],
  ['dashboard:trend', { month: '2026-12', months: 24 }],
  ['customer:open', { password: 'x' }],
  ['customer:open', { username: 'x', password: '' }],
  ['customer:close', { customerId: 'not hex' }],
  ['customer:invoices', { customerId, start: 0, limit: 50, where: [] }],
  ['customer:openSupportOrder', { customerId, priority: 9, task_pk: 1, phone: '67999990000', os_obs: 'Sem conexão' }],
  ['customer:openSupportOrder', { customerId, priority: 1, task_pk: 1, phone: 'abc', os_obs: 'Sem conexão' }],
  ['customer:setPassword', { customerId, user_password: 'short', user_password_repeat: 'short' }],
  ['customer:setPassword', { customerId, user_password: 'long enough 1', user_password_repeat: 'long enough 2' }],
  // The audit journal: closed kinds, dates as aaaa-mm-dd, bounded pages; the page cannot record a write, a kind of
  // its own or another operator.
  ['audit:list', { kind: 'client.delete' }],
  ['audit:list', { start: -1 }],
  ['audit:list', { limit: 10_000 }],
  ['audit:list', { from: '01/02/2026' }],
  ['audit:list', { operator: '' }],
  ['audit:list', { extra: 1 }],
  ['audit:verify', { all: true }],
  ['audit:export', { language: 'fr' }],
  ['audit:export', { start: 0 }],
  ['audit:record', { kind: 'client.update', clientPk: 1 }],
  ['audit:record', { kind: 'login' }],
  ['audit:record', { kind: 'reveal', clientPk: 0, field: 'client_doc1' }],
  ['audit:record', { kind: 'reveal', clientPk: 1, field: 'client_doc1; drop table' }],
  ['audit:record', { kind: 'reveal', clientPk: 1, field: 'client_doc1', operator: 'someone-else' }],
  ['audit:record', { kind: 'export', unmasked: 'yes', formats: ['csv'], rows: 1 }],
  ['audit:record', { kind: 'export', unmasked: true, formats: ['pdf'], rows: 1 }],
  ['audit:record', { kind: 'export', unmasked: true, formats: ['csv'], rows: 1, outcome: 'maybe' }],
  ['audit:record', { kind: 'dossier', clientPk: 1, formats: [] }],
];

describe('dispatcher', () => {
  const journal = new ErrorJournal();
  const log = { warn: vi.fn(), error: vi.fn() };

  it.each(invalid)('refuses invalid input for %s: %j', async (channel, input) => {
    const run = vi.fn(async () => 'ran');
    const dispatcher = createDispatcher({ operations: stubOperations(run), language: () => 'en', journal, log });
    const result = await dispatcher.dispatch(channel, input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('VALIDATION');
      expect(result.error.fieldErrors?.length).toBeGreaterThan(0);
    }
    expect(run).not.toHaveBeenCalled();
  });

  // Issue 42: "adminUrl: must be…", "where[1]: only AND joins…" or a message code reached pt-BR screens as written.
  it.each(invalid)(
    'words a refusal for %s: %j as a person reads it: no key, no code, no English in pt-BR',
    async (channel, input) => {
      for (const language of ['pt-BR', 'en'] as const) {
        const dispatcher = createDispatcher({
          operations: stubOperations(async () => 'ran'),
          language: () => language,
          journal,
          log,
        });
        const result = await dispatcher.dispatch(channel, input);
        if (result.ok) throw new Error('refused input was accepted');
        const texts = [result.error.message, ...(result.error.fieldErrors ?? []).map((item) => item.message)];
        for (const text of texts) {
          expect(text).not.toMatch(/\b[a-z]+_[a-z0-9_]+\b|\b[a-z]+[A-Z][A-Za-z]*\b|registration\.|\[\d+\]/);
          if (language === 'pt-BR')
            expect(text).not.toMatch(
              /\b(expected|received|invalid|input|must|only|is not|too big|too small|string)\b/i,
            );
        }
      }
    },
  );

  it('names the fields in the user’s words and gives each its own message (the form puts it under the field)', async () => {
    const dispatcher = createDispatcher({
      operations: stubOperations(async () => 'ran'),
      language: () => 'pt-BR',
      journal,
      log,
    });
    const result = await dispatcher.dispatch('clients:create', { ...validCreate, client_lastname: '' });
    if (result.ok) throw new Error('refused input was accepted');
    expect(result.error.message).toBe(
      'Há campos com valores inválidos. Sobrenome: este campo é obrigatório. Telefones: informe pelo menos um telefone com DDD, ex.: (67) 99273-4796.',
    );
    expect(result.error.fieldErrors).toEqual([
      { field: 'client_lastname', message: 'Este campo é obrigatório.' },
      { field: 'client_phones', message: 'Informe pelo menos um telefone com DDD, ex.: (67) 99273-4796.' },
    ]);
    const english = createDispatcher({
      operations: stubOperations(async () => 'ran'),
      language: () => 'en',
      journal,
      log,
    });
    const refused = await english.dispatch('profiles:save', { name: 'x', adminUrl: 'ftp://server', clientUrl: '' });
    expect(refused.ok ? '' : refused.error.message).toMatch(
      /^Some fields have invalid values\. Administrative area address: /,
    );
  });

  it('refuses a channel that is not in the contract', async () => {
    const dispatcher = createDispatcher({
      operations: stubOperations(async () => 'ran'),
      language: () => 'en',
      journal,
      log,
    });
    await expect(dispatcher.dispatch('fs:readFile', { path: '/etc/passwd' })).resolves.toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    await expect(dispatcher.dispatch('__proto__', {})).resolves.toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    await expect(dispatcher.dispatch(42, {})).resolves.toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });

  it('hands the parsed input to the operation and answers its data', async () => {
    const run = vi.fn(async (_channel: Channel, args: unknown) => args);
    // Why no output check: the stub answers its own input, which is no page of clients.
    const operations = stubOperations(run);
    const dispatcher = createDispatcher({ operations, language: () => 'en', journal, log, checkOutputs: false });
    const result = await dispatcher.dispatch('clients:list', { start: 0, limit: 50, dir: 'DESC' });
    expect(result).toEqual({ ok: true, data: { start: 0, limit: 50, dir: 'DESC', where: [] } });
  });

  it('checks each answer against the contract’s output under test, naming the paths that drift', async () => {
    const answer = vi.fn(async (): Promise<unknown> => ({ done: true }));
    const dispatcher = createDispatcher({ operations: stubOperations(answer), language: () => 'en', journal, log });
    await expect(dispatcher.dispatch('app:setDirty', { dirty: true })).resolves.toEqual({
      ok: true,
      data: { done: true },
    });
    answer.mockResolvedValue({ done: 'yes', secret: 'not named' });
    const drifted = await dispatcher.dispatch('app:setDirty', { dirty: true });
    expect(drifted).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    expect(drifted.ok ? '' : drifted.error.message).toMatch(
      /^app:setDirty answered outside the contract's output: done: /,
    );
    expect(JSON.stringify(drifted)).not.toContain('yes');
    const unchecked = createDispatcher({
      operations: stubOperations(answer),
      language: () => 'en',
      journal,
      log,
      checkOutputs: false,
    });
    await expect(unchecked.dispatch('app:setDirty', { dirty: true })).resolves.toMatchObject({ ok: true });
  });

  it('answers provider errors with their code, a message in the user’s language and field errors', async () => {
    const failing = stubOperations(async () => {
      throw new ProviderError('VALIDATION', 'Invalid value in: client_doc1', {
        fieldErrors: [{ field: 'client_doc1', message: 'CPF inválido' }],
      });
    });
    const dispatcher = createDispatcher({ operations: failing, language: () => 'pt-BR', journal, log });
    const result = await dispatcher.dispatch('session:state', {});
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'VALIDATION',
        message: 'Há campos com valores inválidos. (Invalid value in: client_doc1)',
        fieldErrors: [{ field: 'client_doc1', message: 'CPF inválido' }],
      },
    });
  });

  it('turns a programming error into INTERNAL without its text and logs it', async () => {
    const failing = stubOperations(async () => {
      throw new TypeError('cannot read x of undefined at /home/secret/path');
    });
    const dispatcher = createDispatcher({ operations: failing, language: () => 'en', journal, log });
    const result = await dispatcher.dispatch('session:state', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    expect(JSON.stringify(result)).not.toContain('/home/secret');
    expect(log.error).toHaveBeenCalled();
  });

  it('cancels a running call by its id', async () => {
    const waiting = stubOperations(
      (_channel, _args, signal) =>
        new Promise((_resolve, reject) =>
          signal?.addEventListener('abort', () => reject(new ProviderError('CANCELLED')), { once: true }),
        ),
    );
    const dispatcher = createDispatcher({ operations: waiting, language: () => 'en', journal, log });
    const pending = dispatcher.dispatch('clients:list', { start: 0, limit: 50 }, 'grid-7');
    await Promise.resolve();
    dispatcher.cancel('grid-7');
    await expect(pending).resolves.toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
  });

  it('gives a signal only to a call that can be cancelled (one with an id)', async () => {
    const signals: Array<AbortSignal | undefined> = [];
    const seeing = stubOperations(async (_channel, _args, signal) => {
      signals.push(signal);
      return { total: 0, rows: [] };
    });
    const dispatcher = createDispatcher({ operations: seeing, language: () => 'en', journal, log });
    await dispatcher.dispatch('clients:list', { start: 0, limit: 50 });
    await dispatcher.dispatch('clients:list', { start: 0, limit: 50 }, 'grid-8');
    await dispatcher.dispatch('clients:list', { start: 0, limit: 50 }, 'not an id!');
    expect(signals.map((signal) => signal instanceof AbortSignal)).toEqual([false, true, false]);
  });
});
