import { createHash, randomBytes, randomInt } from 'node:crypto';
import { expect } from 'vitest';
import type { SqlExecutor } from '../../server/db/sql-engine.ts';
import type { RunningService } from '../../server/service.ts';
import { cnpjCheckDigits } from '../../shared/registration/cnpj.ts';
import { cpfCheckDigits } from '../../shared/registration/cpf.ts';
import { FormClient, type Answer } from './form-client.ts';
import { testPasswords } from './test-service.ts';

/** Eight random lowercase letters: a marker no demo row holds (names, user names, observations). */
export function uniqueWord(): string {
  return Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

/** A valid CPF (11 digits) drawn at random. */
export function randomCpf(): string {
  for (;;) {
    const base = String(randomInt(100_000_000, 999_999_999));
    if (!/^(\d)\1+$/.test(base)) return base + cpfCheckDigits(base);
  }
}

/** A valid CNPJ: 14 digits, or with `alphanumeric` the new form whose first 12 characters hold letters. */
export function randomCnpj(alphanumeric = false): string {
  const alphabet = alphanumeric ? '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ' : '0123456789';
  for (;;) {
    const base = Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('');
    if (!alphanumeric || /[A-Z]/.test(base)) return base + cnpjCheckDigits(base);
  }
}

/** Writes a CNPJ the way people type it: 12.ABC.345/01DE-35. */
export function punctuateCnpj(cnpj: string): string {
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}

/** Writes a CPF the way people type it: 123.456.789-09. */
export function punctuateCpf(cpf: string): string {
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

/** SHA-256 of a cookie value, as the session table keys it. */
export function sessionHash(cookie: string | undefined): string {
  const value = (cookie ?? '').split('=').slice(1).join('=');
  return createHash('sha256').update(value).digest('hex');
}

/** The cookie value alone (`SessionCookie=abc…` → `abc…`). */
export function cookieValue(cookie: string | undefined): string {
  return (cookie ?? '').split('=').slice(1).join('=');
}

/** A FormClient of the administrative area logged in as the demo operator `admin`. */
export async function adminSession(service: RunningService): Promise<FormClient> {
  const admin = new FormClient(service.adminUrl);
  await admin.login('admin', testPasswords.staff);
  return admin;
}

/** A customer made for one test through the administrative API, with its own user name and password. */
export interface TestCustomer {
  clientPk: number;
  username: string;
  password: string;
  lastname: string;
}

/** Creates an active individual customer with a client-area login (unique user name and surname). */
export async function createCustomer(
  admin: FormClient,
  extra: Record<string, string | number> = {},
): Promise<TestCustomer> {
  const word = uniqueWord();
  const username = `it.${word}`;
  const password = `Pw-${word.slice(0, 8)}`;
  const lastname = `Teste${word}`;
  const answer = await admin.post('/admin_ctl/client/create', {
    offices_pk: 1,
    client_type: 0,
    client_status: 0,
    client_name: 'Cliente',
    client_lastname: lastname,
    client_doc1: randomCpf(),
    client_username: username,
    client_password: password,
    client_password1: password,
    ...extra,
  });
  if (answer.status !== 200) throw new Error(`could not create a test customer: ${answer.status} ${answer.text}`);
  const results = answer.body.results as Array<{ client_pk: number }>;
  return { clientPk: results[0]?.client_pk ?? 0, username, password, lastname };
}

/**
 * SQL condition on a client row (alias `alias`) for an untouched demo customer: not removed, with a user name,
 * and never written through the service (no audit row), so its password is still the demo one.
 */
export function untouchedDemoCustomer(alias: string): string {
  return `${alias}.client_status <> 3 and coalesce(${alias}.client_username, '') <> ''
    and not exists (select 1 from audit_log al where al.audit_entity = 'client' and al.audit_entity_pk = ${alias}.client_pk)`;
}

/** Client keys a SQL query returns (column `pk`), in the query's order. */
export async function pksOf(db: SqlExecutor, sql: string, params: readonly unknown[] = []): Promise<number[]> {
  const rows = await db.query<{ pk: number | string }>(sql, params);
  return rows.map((row) => Number(row.pk));
}

/** Checks a failure answer: status, `success: false`, the code, a non-empty message, and nothing leaked (`echoes`: request text the body may repeat). */
export function expectFailure(answer: Answer, status: number, code: string, echoes: readonly string[] = []): void {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.body.success).toBe(false);
  expect(answer.body.code).toBe(code);
  expect(typeof answer.body.message).toBe('string');
  expect((answer.body.message as string).length).toBeGreaterThan(0);
  expectNoLeak(answer.text, echoes);
}

/** Words and shapes that would mean SQL, a database message or a stack reached a failure body. */
const leakPatterns: readonly RegExp[] = [
  /\bselect\b/i,
  /\binsert\b/i,
  /syntax error/i,
  /\n\s+at\s/,
  /\bstack\b/i,
  /\.ts:\d+/,
  /node_modules/,
];

/** Fails when a body shows SQL, a stack or a database message (`allowed` strips the request's own text echoed back). */
export function expectNoLeak(text: string, allowed: readonly string[] = []): void {
  let rest = text;
  for (const part of allowed) {
    for (const form of [part, JSON.stringify(part).slice(1, -1)]) rest = rest.split(form).join('');
  }
  for (const pattern of leakPatterns) expect(rest, `body leaks ${String(pattern)}: ${text}`).not.toMatch(pattern);
}

/** The field ids of a VALIDATION (or other) failure's `errors`. */
export function errorIds(answer: Answer): string[] {
  const errors = (answer.body.errors ?? []) as Array<{ id: string }>;
  return errors.map((error) => error.id);
}

/** The message of the error naming `id`, or undefined. */
export function errorMessage(answer: Answer, id: string): string | undefined {
  const errors = (answer.body.errors ?? []) as Array<{ id: string; msg: string }>;
  return errors.find((error) => error.id === id)?.msg;
}

/** The records of a successful list answer. */
export function resultsOf<T = Record<string, unknown>>(answer: Answer): T[] {
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body.success).toBe(true);
  return answer.body.results as T[];
}

/** The provider's current date-time (`YYYY-MM-DD HH:MM:SS`) in its time zone, read from the database clock. */
export async function providerNow(service: RunningService, shiftSeconds = 0): Promise<string> {
  const [row] = await service.engine.query<{ at: string }>(
    `select to_char((now() + make_interval(secs => $2)) at time zone $1, 'YYYY-MM-DD HH24:MI:SS') as at`,
    [service.config.timeZone, shiftSeconds],
  );
  return row?.at ?? '';
}

/**
 * A random loopback address other than 127.0.0.1 (Linux routes all of 127/8 to the loopback device), so a
 * test's requests come from a client of their own: the login throttle keys on the client's address.
 */
export function otherLoopbackAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}
