import type { FastifyRequest } from 'fastify';
import type { HashRunner } from '../auth/hash-gate.ts';
import {
  currentScryptParams,
  hashPassword,
  needsRehash,
  passwordHashing,
  unmatchableHash,
  verifyPassword,
} from '../auth/password-hash.ts';
import { loginName, type LoginName } from '../auth/login-name.ts';
import { isPublishedPassword } from '../auth/published-passwords.ts';
import type { Area, Principal } from '../auth/session-store.ts';
import { isLoopbackHost } from '../loopback-host.ts';
import { clientAddressOf } from './client-address.ts';
import type { ServiceContext } from './service-context.ts';
import { ServiceError } from './service-error.ts';

interface Account {
  principal: Principal;
  passwordHash: string | null;
}

/**
 * The account a typed user name signs in to. Why two names and a check in JavaScript: PostgreSQL's `lower()`
 * follows the database's locale (a UTF-8 one takes `İ` for `i`), and the throttle counts `loginName`; an account
 * is found only when its stored name has the very `loginName` typed, so a spelling that reaches it is always
 * counted as it. The typed text is matched as well as its normal form, so a name stored decomposed is found.
 */
async function findAccount(
  ctx: ServiceContext,
  area: Area,
  typed: string,
  name: LoginName,
): Promise<Account | undefined> {
  if (area === 'admin') {
    const rows = await ctx.db.query<{ staff_pk: number; staff_username: string; staff_password_hash: string }>(
      'select staff_pk, staff_username, staff_password_hash from staff where lower(staff_username) in (lower($1), lower($2)) and staff_active',
      [name, typed],
    );
    const row = rows.find((each) => loginName(each.staff_username) === name);
    return row && { principal: { area, staffPk: row.staff_pk }, passwordHash: row.staff_password_hash };
  }
  // Removed clients (status 3) no longer have client-area access.
  const rows = await ctx.db.query<{ client_pk: number; client_username: string; client_password_hash: string | null }>(
    'select client_pk, client_username, client_password_hash from client where lower(client_username) in (lower($1), lower($2)) and client_status <> 3',
    [name, typed],
  );
  const row = rows.find((each) => loginName(each.client_username) === name);
  return row && { principal: { area, clientPk: row.client_pk }, passwordHash: row.client_password_hash };
}

/** How credentials are checked: `reuseVerified` takes Basic credentials that matched the same stored hash minutes ago without hashing again. */
export interface CheckOptions {
  reuseVerified?: boolean;
}

/**
 * Checks credentials of an area; resolves to the principal or throws AUTH_FAILED, LOGIN_THROTTLED or SERVICE_BUSY.
 * In order: a place at the hashing gate for the client's address (refused at once when its address or the
 * gate is full), then the attempt is reserved with the throttle (one statement: at most the free attempts
 * are ever checked), then the password is checked (unknown names against a dummy hash, so they take as long),
 * and a hash with old parameters is replaced by a new one. Logins and Basic credentials go the same way and
 * count together; Basic ones that matched this very stored hash minutes ago skip only the hash itself.
 */
export async function checkCredentials(
  ctx: ServiceContext,
  request: FastifyRequest,
  area: Area,
  username: string,
  password: string,
  options: CheckOptions = {},
): Promise<Principal> {
  const address = clientAddressOf(request);
  // Why once, here: the throttle, the lookup and the Basic cache must agree on which account a name is.
  const name = loginName(username);
  const admission = passwordHashing.admit(address);
  if (admission === 'key-busy') {
    throw new ServiceError(
      429,
      'LOGIN_THROTTLED',
      'Too many logins at once from this address; try again in 1 s.',
      undefined,
      { 'retry-after': '1' },
    );
  }
  if (admission === 'busy') {
    throw new ServiceError(
      503,
      'SERVICE_BUSY',
      'The service is checking too many logins at once; try again in 1 s.',
      undefined,
      { 'retry-after': '1' },
    );
  }
  try {
    // Why the throttle before the shortcut: a guess that happens to be right must wait like any other.
    const reservation = await ctx.throttle.reserve(area, name, address);
    if (!reservation.ok) {
      const wait = reservation.waitSeconds;
      throw new ServiceError(
        429,
        'LOGIN_THROTTLED',
        `Too many failed logins of this user name from this address; try again in ${wait} s.`,
        undefined,
        { 'retry-after': String(wait) },
      );
    }
    // Why refused before any lookup, for every account and both areas: the demo's passwords are printed in the
    // README, and a demo database served beyond loopback (its operators given passwords of their own, or a
    // password set to a published one later) would let anyone sign in as each customer who still holds one.
    // The start refuses operators who hold one (service.ts); customers are many, so they are refused here.
    if (isPublishedPassword(password) && !isLoopbackHost(ctx.config.host)) {
      await ctx.throttle.recordFailure(area, name, address);
      throw new ServiceError(
        401,
        'AUTH_FAILED',
        'The demo’s published passwords are refused on a service other computers can reach; use a password of your own.',
      );
    }
    const account = await findAccount(ctx, area, username, name);
    const stored = account?.passwordHash ?? undefined;
    const known =
      options.reuseVerified === true && stored !== undefined && ctx.verified.has(area, name, password, stored);
    // Why verify against a dummy hash for unknown names: the answer takes as long, so names cannot be probed.
    const valid = known || (await verifyPassword(password, stored ?? unmatchableHash(), admission.run));
    if (!account || !valid) {
      await ctx.throttle.recordFailure(area, name, address);
      throw new ServiceError(401, 'AUTH_FAILED', 'Wrong user name or password.');
    }
    await ctx.throttle.recordSuccess(area, name, address);
    // Why the demo's published passwords stay as they are: their hashes are cheap on purpose (password-hash.ts,
    // publishedPasswordParams), and an upgrade would cost the next demo start's first login what it saved.
    const upgrade = needsRehash(account.passwordHash) && !(ctx.config.demo && isPublishedPassword(password));
    if (upgrade) await upgradeHash(ctx, account, password, admission.run);
    else if (options.reuseVerified === true && stored !== undefined && !known)
      ctx.verified.remember(area, name, password, stored);
    return account.principal;
  } finally {
    admission.release();
  }
}

/**
 * Replaces a hash made with older scrypt parameters by one with today's, after a successful check. Only if
 * the row still holds the hash that was checked (a concurrent change of password wins), and marked as a
 * re-hash so that the operator's sessions do not end (the password did not change; migration 5).
 */
async function upgradeHash(ctx: ServiceContext, account: Account, password: string, runner: HashRunner): Promise<void> {
  const fresh = await hashPassword(password, currentScryptParams(), runner);
  await ctx.db.transaction(async (tx) => {
    await tx.query("select set_config('provider.rehash', 'on', true)");
    if (account.principal.area === 'admin') {
      await tx.query('update staff set staff_password_hash = $2 where staff_pk = $1 and staff_password_hash = $3', [
        account.principal.staffPk,
        fresh,
        account.passwordHash,
      ]);
    } else {
      await tx.query('update client set client_password_hash = $2 where client_pk = $1 and client_password_hash = $3', [
        account.principal.clientPk,
        fresh,
        account.passwordHash,
      ]);
    }
  });
}
