import { createServer, type Server } from 'node:net';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, type Channel } from '../../../shared/ipc/contract.ts';
import type { CoreLog, DeskCore } from '../../../electron/core/create-desk-core.ts';
import { ErrorJournal } from '../../../electron/diagnostics/error-journal.ts';
import { createDispatcher } from '../../../electron/ipc/dispatcher.ts';
import type { Operations } from '../../../electron/operations/operation-types.ts';
import { classifyTransportError } from '../../../electron/provider/http-transport.ts';
import { StubServer } from '../../support/stub-server.ts';
import { codeOf, dataOf, fakeSecretBox, removeDir, startCore, tempDir } from '../../support/main-process-kit.ts';

// Personal data a server may send back (a client record full of it) and the session cookie it sets.
const secrets = {
  password: 'Senha-Secr-9f3k',
  operatorPassword: 'Operador-Secreto-71x',
  cpf: '529.982.247-25',
  cpfDigits: '52998224725',
  email: 'maria.secreta@exemplo.com.br',
  street: 'Rua das Acácias Secretas',
  name: 'Mariazinha Secretíssima',
  phone: '(67) 99876-5432',
  cookie: 'c0ffee5ecret0c0ffee5ecret0c0ffe',
  query: 'tok=Q5ecretQueryValue',
} as const;

const record = {
  client_pk: 7,
  client_status: 0,
  client_type: 0,
  client_name: secrets.name,
  client_username: 'maria.s',
  client_password: secrets.password,
  client_doc1: secrets.cpf,
  client_mail: secrets.email,
  client_phones: `Celular#-#${secrets.phone}`,
  cli_addr_address: secrets.street,
  cli_addr_number: '1234',
};
const json = (value: unknown): string => JSON.stringify(value);
const listPath = '/admin_ctl/client/list';
const dashboardPath = '/admin_ctl/dashboard/info';

/** A log as electron-log writes it: the message, and the error object inspected in depth. */
function inspectingLog(): CoreLog & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => lines.push(`info ${message}`),
    warn: (message) => lines.push(`warn ${message}`),
    error: (message, error) =>
      lines.push(`error ${message}${error === undefined ? '' : ` ${inspect(error, { depth: 6 })}`}`),
  };
}

/** Which secrets a text holds (by name, so a failure message does not repeat them). */
function leaksIn(text: string): string[] {
  return Object.entries(secrets)
    .filter(([, secret]) => text.includes(secret))
    .map(([name]) => name);
}

/** A server that answers every request with a broken HTTP answer carrying a secret in a header. */
async function brokenHttpServer(): Promise<{ url: string; server: Server }> {
  const server = createServer((socket) => {
    socket.once('data', () =>
      socket.end(`HTTP/1.1 200 OK\r\nX-Client: ${secrets.email}\u0001\r\nContent-Length: 2\r\n\r\n{}`),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server };
}

describe('logs and diagnostics carry no personal data (a stub server full of it)', () => {
  let admin: StubServer;
  let client: StubServer;
  let broken: { url: string; server: Server };
  let dataDir: string;
  let core: DeskCore;
  const log = inspectingLog();

  beforeAll(async () => {
    const login = {
      headers: { 'set-cookie': `SessionCookie=${secrets.cookie}; Path=/; HttpOnly` },
      body: '{"success":true}',
    };
    admin = await StubServer.start({ '/login': login });
    client = await StubServer.start({ '/login': login });
    broken = await brokenHttpServer();
    dataDir = await tempDir('desk-redact-');
    core = await startCore(
      dataDir,
      fakeSecretBox(true),
      { adminUrl: admin.url, clientUrl: client.url, adminPrefix: 'admin_ctl' },
      log,
    );
    dataOf(
      await core.dispatcher.dispatch('session:login', {
        profileId: 'demo',
        username: 'admin',
        password: secrets.operatorPassword,
        remember: true,
      }),
    );
  });

  afterAll(async () => {
    await core.close();
    await removeDir(dataDir);
    await admin.close();
    await client.close();
    await new Promise<void>((resolve) => broken.server.close(() => resolve()));
  });

  it('runs every failure path with a record full of secrets; neither the log nor app:diagnostics holds any of them', async () => {
    const list = () => core.dispatcher.dispatch('clients:list', { start: 0, limit: 5 });
    const failures: Array<[string, { status?: number; headers?: Record<string, string>; body: string }, string]> = [
      [
        'PROTOCOL: a required field holds a secret',
        { body: json({ success: true, total: 1, results: [{ ...record, client_pk: secrets.email }] }) },
        'PROTOCOL',
      ],
      [
        'PROTOCOL: no results list (but a total), the record beside it',
        { body: json({ success: true, total: 1, client: record }) },
        'PROTOCOL',
      ],
      [
        'PROTOCOL: an HTML page naming the client',
        {
          headers: { 'content-type': 'text/html' },
          body: `<html><body>${secrets.name} ${secrets.cpf} ${secrets.street}</body></html>`,
        },
        'PROTOCOL',
      ],
      [
        'SERVER: 500 with the record in the body',
        { status: 500, body: json({ success: false, message: `falha ao gravar ${secrets.name}`, results: [record] }) },
        'SERVER',
      ],
      [
        'SERVER: 200 success:false with a database message',
        {
          body: json({
            success: false,
            code: 23505,
            message: `duplicate key value: Key (client_doc1)=(${secrets.cpfDigits}) ${secrets.email}`,
          }),
        },
        'SERVER',
      ],
      [
        'VALIDATION: field errors quoting the values',
        { body: json({ errors: [{ id: 'client_doc1', msg: `CPF ${secrets.cpf} já é de ${secrets.name}` }] }) },
        'VALIDATION',
      ],
      [
        'NOT_FOUND with words',
        { status: 404, body: json({ success: false, code: 'NOT_FOUND', message: `no client ${secrets.email}` }) },
        'NOT_FOUND',
      ],
    ];
    for (const [name, answer, code] of failures) {
      admin.route(listPath, answer);
      expect(codeOf(await list()), name).toBe(code);
    }
    // Unexpected field types: kept raw for the page, reported once to the log.
    admin.route(listPath, {
      body: json({
        success: true,
        total: 1,
        results: [
          {
            ...record,
            client_mail: [secrets.email],
            cli_addr_address: { street: secrets.street },
            client_observations: 42,
          },
        ],
      }),
    });
    expect(dataOf<{ rows: unknown[] }>(await list()).rows).toHaveLength(1);
    admin.route(dashboardPath, {
      body: json({ success: true, clients_total: { who: secrets.name }, generated_at: secrets.cpf }),
    });
    dataOf(await core.dispatcher.dispatch('dashboard:info', {}));

    // The client area: a config answer that fails with the record, a set-password answer without a record.
    client.route('/site_ctl/config/info', { body: json({ success: true, title: 'Provedor' }) });
    const opened = dataOf<{ customerId: string }>(
      await core.dispatcher.dispatch('customer:open', { username: 'maria.s', password: secrets.password }),
    );
    client.route('/session/setpassword', { body: json({ success: true, client: record }) });
    expect(
      codeOf(
        await core.dispatcher.dispatch('customer:setPassword', {
          customerId: opened.customerId,
          user_password: secrets.password,
          user_password_repeat: secrets.password,
        }),
      ),
    ).toBe('PROTOCOL');
    client.route('/invoice_ctl/invoice/list', {
      status: 500,
      body: json({ success: false, message: secrets.street, results: [record] }),
    });
    expect(
      codeOf(
        await core.dispatcher.dispatch('customer:invoices', { customerId: opened.customerId, start: 0, limit: 5 }),
      ),
    ).toBe('SERVER');

    // A network failure: an answer HTTP cannot parse, carrying a secret.
    const profile = dataOf<{ id: string }>(
      await core.dispatcher.dispatch('profiles:save', {
        name: 'Quebrado',
        adminUrl: broken.url,
        clientUrl: '',
        adminPrefix: 'admin_ctl',
        username: 'admin',
      }),
    );
    expect(
      codeOf(
        await core.dispatcher.dispatch('session:login', {
          profileId: profile.id,
          username: 'admin',
          password: secrets.operatorPassword,
          remember: false,
        }),
      ),
    ).toBe('NETWORK');

    // A listener of main's events that throws with a secret in its message.
    const stop = core.hub.subscribe(() => {
      throw new Error(`listener saw ${secrets.email}`);
    });
    core.hub.emit('connection:changed', { state: 'online' });
    stop();

    const diagnostics = dataOf<{ text: string }>(await core.dispatcher.dispatch('app:diagnostics', {})).text;
    const logText = log.lines.join('\n');
    expect({ log: leaksIn(logText), diagnostics: leaksIn(diagnostics) }).toEqual({ log: [], diagnostics: [] });
    // The log and the journal still say what happened: operation, code, status, field names and types.
    expect(logText).toMatch(/clients:list/);
    expect(logText).toMatch(/HTTP 500/);
    expect(logText).toMatch(/client_password: string\(15\)/);
    expect(logText).toMatch(/clients\.client_mail/);
    expect(logText).toMatch(/listener/);
    expect(diagnostics.match(/clients:list (PROTOCOL|SERVER|VALIDATION|NOT_FOUND)/g)?.length).toBe(failures.length);
    expect(diagnostics).toMatch(/session:login NETWORK/);
    expect(diagnostics).toMatch(/customer:setPassword PROTOCOL/);
  });
});

describe('thrown errors and network errors in the dispatcher', () => {
  /** Operations whose every handler throws what `fail` makes. */
  const throwing = (fail: () => unknown): Operations =>
    Object.fromEntries(
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- what a bug may throw includes values that are no Error
      channels.map((channel: Channel) => [channel, () => Promise.reject(fail())]),
    ) as unknown as Operations;

  it('an INTERNAL error, a JSON error of a body, an invalid URL with a query and a network error with a URL are logged by structure only', async () => {
    const journal = new ErrorJournal();
    const log = inspectingLog();
    const cases: Array<() => unknown> = [
      () => new Error(`cannot save ${secrets.name} (${secrets.cpf})`),
      () => {
        try {
          return JSON.parse(`{"client_mail": ${secrets.email}}`) as unknown;
        } catch (error) {
          return error;
        }
      },
      () => {
        try {
          return new URL(`http://127.0.0.1:99999/admin_ctl/client/list?${secrets.query}`);
        } catch (error) {
          return error;
        }
      },
      () =>
        classifyTransportError(
          Object.assign(
            new Error(
              `request to http://erp.example/admin_ctl/client/list?${secrets.query}&cpf=${secrets.cpfDigits} failed`,
            ),
            { code: 'ERR_SOMETHING' },
          ),
        ),
      () => ({ thrown: 'not an Error', cookie: secrets.cookie }),
    ];
    for (const fail of cases) {
      const dispatcher = createDispatcher({ operations: throwing(fail), language: () => 'en', journal, log });
      const result = await dispatcher.dispatch('dashboard:info', {});
      expect(['INTERNAL', 'NETWORK']).toContain(codeOf(result));
      expect(leaksIn(JSON.stringify(result))).toEqual([]);
    }
    const journalText = journal
      .entries()
      .map((entry) => JSON.stringify(entry))
      .join('\n');
    expect(journal.entries()).toHaveLength(cases.length);
    expect(log.lines.join('\n')).toMatch(/SyntaxError/);
    expect({ log: leaksIn(log.lines.join('\n')), journal: leaksIn(journalText) }).toEqual({ log: [], journal: [] });
  });
});
