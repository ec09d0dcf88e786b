import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CookieJar } from 'tough-cookie';
import type { EventName } from '../../shared/ipc/contract.ts';
import type { Result } from '../../shared/ipc/result.ts';
import { deskClientCreateSchema } from '../../shared/registration/registration-schema.ts';
import type { SqlExecutor } from '../../server/db/sql-engine.ts';
import type { RunningService } from '../../server/service.ts';
import { createDeskCore, type CoreLog, type DeskCore } from '../../electron/core/create-desk-core.ts';
import type { DemoAddresses, DemoController } from '../../electron/demo/demo-controller.ts';
import type { AppFacts } from '../../electron/operations/app-operations.ts';
import { AdminApi } from '../../electron/provider/admin-api.ts';
import { AreaClient } from '../../electron/provider/area-client.ts';
import { CustomerApi } from '../../electron/provider/customer-api.ts';
import type { HttpTransport } from '../../electron/provider/http-transport.ts';
import { reportOncePerField } from '../../electron/provider/record-parser.ts';
import type { RetryPolicy } from '../../electron/provider/retry.ts';
import { VersionedCookieStore } from '../../electron/provider/versioned-cookie-store.ts';
import type { SecretBox } from '../../electron/secrets/secret-box.ts';
import { SecretFiles } from '../../electron/secrets/secret-files.ts';
import { restoreSession } from '../../electron/session/cookie-jars.ts';
import { randomCpf, uniqueWord } from './integration-kit.ts';

/** The session cookie name of the test services (the interface's `SessionCookie`). */
export const sessionCookieName = 'SessionCookie';

/** Facts of the app as the core tests present it. */
export const testFacts: AppFacts = { version: '0.0.0-test', host: 'electron', platform: 'linux', osRelease: 'test' };

/** An in-memory SecretBox standing in for safeStorage: reversible (XOR), so a test can read what was kept. */
export interface FakeSecretBox extends SecretBox {
  /** Switches availability (a machine without a keychain answers false). */
  setAvailable(available: boolean): void;
  /** Every plain text sealed so far, in order. */
  readonly sealed: string[];
}

/** Builds a fake SecretBox; `available` false keeps nothing, like a Linux machine without a keyring. */
export function fakeSecretBox(available = true): FakeSecretBox {
  let on = available;
  const sealed: string[] = [];
  const flip = (bytes: Uint8Array): Buffer => Buffer.from(bytes.map((byte) => byte ^ 0xa5));
  return {
    sealed,
    setAvailable: (value) => {
      on = value;
    },
    available: () => on,
    encrypt: async (plain) => {
      if (!on) throw new Error('the fake box is unavailable');
      sealed.push(plain);
      return flip(Buffer.concat([Buffer.from('fake-box:'), Buffer.from(plain, 'utf8')]));
    },
    decrypt: async (bytes) => {
      if (!on) throw new Error('the fake box is unavailable');
      const text = flip(bytes).toString('utf8');
      if (!text.startsWith('fake-box:')) throw new Error('not sealed by the fake box');
      return text.slice('fake-box:'.length);
    },
  };
}

/** A DemoController that answers fixed addresses (the test service's, or proxies in front of it). */
export function stubDemo(addresses: DemoAddresses): DemoController & { starts: number } {
  const demo = {
    starts: 0,
    status: () => ({ state: 'running' as const }),
    ensureRunning: () => {
      demo.starts += 1;
      return Promise.resolve(addresses);
    },
    stop: () => Promise.resolve(),
  };
  return demo;
}

/** A log that keeps what it is told (the core writes warnings of unexpected fields and PROTOCOL errors here). */
export function memoryLog(): CoreLog & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => lines.push(`info ${message}`),
    warn: (message) => lines.push(`warn ${message}`),
    error: (message, error) => lines.push(`error ${message} ${String(error)}`),
  };
}

/** A fresh temporary directory (the app's data dir). */
export function tempDir(prefix = 'desk-core-'): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix));
}

/** Removes a temporary directory. */
export function removeDir(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true });
}

/** An area client of one base address with a fresh jar, and the API of that area on it. */
export interface AreaKit<Api> {
  area: AreaClient;
  jar: CookieJar;
  api: Api;
  /** Lines the unexpected-field reporter logged. */
  reported: string[];
}

/** Fast read retries for tests (the default waits about 0.25 s and 1 s). */
export const quickRetry: RetryPolicy = { attempts: 3, firstDelayMs: 5 };

function areaOf(baseUrl: string, transport: HttpTransport, retry?: RetryPolicy): { area: AreaClient; jar: CookieJar } {
  // Why the app's versioned store: the Cookie header is then kept between calls as in the app (cookie-header.ts).
  const jar = new CookieJar(new VersionedCookieStore());
  return {
    area: new AreaClient({ baseUrl, jar, transport, userAgent: 'ProviderDesk/test', ...(retry ? { retry } : {}) }),
    jar,
  };
}

/** An AdminApi on a fresh jar. */
export function adminKit(baseUrl: string, transport: HttpTransport, retry?: RetryPolicy): AreaKit<AdminApi> {
  const { area, jar } = areaOf(baseUrl, transport, retry);
  const reported: string[] = [];
  return {
    area,
    jar,
    api: new AdminApi(
      area,
      'admin_ctl',
      reportOncePerField((line) => reported.push(line)),
    ),
    reported,
  };
}

/** A CustomerApi on a fresh jar. */
export function customerKit(baseUrl: string, transport: HttpTransport, retry?: RetryPolicy): AreaKit<CustomerApi> {
  const { area, jar } = areaOf(baseUrl, transport, retry);
  const reported: string[] = [];
  return {
    area,
    jar,
    api: new CustomerApi(
      area,
      reportOncePerField((line) => reported.push(line)),
    ),
    reported,
  };
}

/** The session cookie value a jar holds for an address, or undefined. */
export async function sessionCookieIn(jar: CookieJar, url: string): Promise<string | undefined> {
  return (await jar.getCookies(url)).find((cookie) => cookie.key === sessionCookieName)?.value;
}

/** SHA-256 hex of a cookie value (the service keeps only this). */
export function tokenHash(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Expires the session of a cookie value in SQL (as if its lifetime had passed); answers how many rows changed. */
export async function expireSession(db: SqlExecutor, cookie: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    "update session set session_expires_at = now() - interval '1 day' where session_token_hash = $1 returning 1 as n",
    [tokenHash(cookie)],
  );
  return rows.length;
}

/** The session cookie kept (encrypted) in a data dir's secrets for a profile's administrative jar. */
export async function keptAdminCookie(
  dataDir: string,
  box: SecretBox,
  profileId: string,
  url: string,
): Promise<string | undefined> {
  const kept = await restoreSession(new SecretFiles(join(dataDir, 'secrets'), box), profileId);
  return kept ? sessionCookieIn(kept.jar, url) : undefined;
}

/** A client registration input, parsed as the app parses it, with a unique surname. */
export function registration(extra: Record<string, unknown> = {}): ReturnType<typeof deskClientCreateSchema.parse> {
  return deskClientCreateSchema.parse({
    offices_pk: 1,
    client_type: 0,
    client_status: 0,
    client_name: 'Cliente',
    client_lastname: `Mp${uniqueWord()}`,
    client_doc1: randomCpf(),
    client_phones: 'Celular#-#(67) 99273-4796',
    ...extra,
  });
}

/** A customer made for one test, with a client-area login and rows of every client-area list. */
export interface SeededCustomer {
  clientPk: number;
  username: string;
  password: string;
  lastname: string;
  contracts: number;
  invoices: number;
  connections: number;
  supportOrders: number;
}

/**
 * Creates a customer through the AdminApi (unique user name and surname) and gives it, in SQL, two
 * contracts, three invoices, one connection and one support order, so that client-area lists of two
 * customers can be told apart without relying on demo rows other suites may change.
 */
export async function seedCustomer(service: RunningService, admin: AdminApi): Promise<SeededCustomer> {
  const word = uniqueWord();
  const username = `mp.${word}`;
  const password = `Pw-${word}`;
  const lastname = `Mp${word}`;
  const identity = await admin.createClient(
    registration({
      client_lastname: lastname,
      client_username: username,
      client_password: password,
      client_password1: password,
    }),
  );
  const clientPk = identity.client_pk;
  const db = service.engine;
  const contracts = await db.query<{ contract_pk: number }>(
    `with top as (select coalesce(max(contract_number), 0) as m from contract)
     insert into contract (client_pk, contract_number, contract_pay_day, contract_amount, contract_plan_name)
       select $1::int, top.m + step.n, 10, 99.9, $2::text from top, (values (1), (2)) as step(n)
     returning contract_pk`,
    [clientPk, `Plano ${word}`],
  );
  const firstContract = contracts[0]?.contract_pk ?? null;
  await db.query(
    `insert into invoice (client_pk, contract_pk, invoice_date_due, invoice_amount_document, invoice_state)
       values ($1, $2, current_date - 40, 99.9, 1), ($1, $2, current_date - 10, 99.9, 0), ($1, $2, current_date + 20, 99.9, 0)`,
    [clientPk, firstContract],
  );
  const octet = (Number.parseInt(word.slice(0, 4), 36) % 250) + 1;
  await db.query(
    `insert into network_cpe (client_pk, contract_pk, network_cpe_ip, network_cpe_username) values ($1, $2, $3::inet, $4)`,
    [clientPk, firstContract, `10.250.${octet}.${(octet * 7) % 250}`, username],
  );
  const [support] = await db.query<{ support_pk: number }>(
    `insert into support (client_pk, support_protocol, support_priority, support_phone) values ($1, $2, 1, '(67) 3000-0000') returning support_pk`,
    [clientPk, `MP${word}`],
  );
  await db.query(
    `insert into os (support_pk, task_pk, os_obs, os_create_type) select $1::int, min(task_pk), $2::text, 0 from task`,
    [support?.support_pk, `Ordem ${word}`],
  );
  return {
    clientPk,
    username,
    password,
    lastname,
    contracts: contracts.length,
    invoices: 3,
    connections: 1,
    supportOrders: 1,
  };
}

/** A core on a data dir whose built-in demo profile points at `addresses`. */
export async function startCore(
  dataDir: string,
  box: SecretBox,
  addresses: DemoAddresses,
  log: CoreLog = memoryLog(),
): Promise<DeskCore> {
  return createDeskCore({ dataDir, secretBox: box, facts: testFacts, demo: () => stubDemo(addresses), log });
}

/** A core signed in to a service as one of its operators, with the page's view of it; `close` ends both and removes its folder. */
export interface SignedInDesk {
  core: DeskCore;
  page: ReturnType<typeof watchPage>;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A core on a fresh data dir whose built-in demo profile points at `addresses` (admin_ctl), signed in as `username`
 * with `password`: the start most main-process tests share. `box` seals what it keeps (a keychain by default).
 */
export async function signedInDesk(
  addresses: { adminUrl: string; clientUrl: string },
  password: string,
  options: { box?: SecretBox; username?: string; prefix?: string } = {},
): Promise<SignedInDesk> {
  const dataDir = await tempDir(options.prefix ?? 'desk-signed-in-');
  const core = await startCore(dataDir, options.box ?? fakeSecretBox(true), { ...addresses, adminPrefix: 'admin_ctl' });
  const page = watchPage(core);
  dataOf(
    await page.call('session:login', {
      profileId: 'demo',
      username: options.username ?? 'admin',
      password,
      remember: false,
    }),
  );
  return {
    core,
    page,
    dataDir,
    async close() {
      page.stop();
      await core.close();
      await removeDir(dataDir);
    },
  };
}

/** Every Result and event a core produced during a test, for checks over the page's whole view. */
export interface PageView {
  results: Array<{ channel: string; result: Result<unknown> }>;
  events: Array<{ event: EventName; payload: unknown }>;
  stop(): void;
}

/** Subscribes to a core's hub and wraps its dispatcher so every Result is kept; `call` dispatches through it. */
export function watchPage(
  core: DeskCore,
): PageView & { call(channel: string, input?: unknown, callId?: string): Promise<Result<unknown>> } {
  const results: PageView['results'] = [];
  const events: PageView['events'] = [];
  const stop = core.hub.subscribe((event, payload) => events.push({ event, payload }));
  return {
    results,
    events,
    stop,
    async call(channel, input, callId) {
      const result = await core.dispatcher.dispatch(channel, input, callId);
      results.push({ channel, result });
      return result;
    },
  };
}

/** The data of a successful Result; fails with the error's code and message otherwise. */
export function dataOf<T = Record<string, unknown>>(result: Result<unknown>): T {
  if (!result.ok) throw new Error(`expected success, got ${result.error.code}: ${result.error.message}`);
  return result.data as T;
}

/** The error code of a failed Result, or 'ok'. */
export function codeOf(result: Result<unknown>): string {
  return result.ok ? 'ok' : result.error.code;
}
