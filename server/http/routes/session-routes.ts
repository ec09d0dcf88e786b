import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { loginShape } from '../../../shared/provider/admin-operations.ts';
import { hashPassword, verifyPassword } from '../../auth/password-hash.ts';
import type { Area, Principal } from '../../auth/session-store.ts';
import { parseForm } from '../parse-form.ts';
import type { ServiceContext } from '../service-context.ts';
import { ServiceError } from '../service-error.ts';

const loginForm = z.object(loginShape);

interface Account {
  principal: Principal;
  passwordHash: string | null;
}

async function findAccount(ctx: ServiceContext, area: Area, username: string): Promise<Account | undefined> {
  if (area === 'admin') {
    const [row] = await ctx.db.query<{ staff_pk: number; staff_password_hash: string }>(
      'select staff_pk, staff_password_hash from staff where lower(staff_username) = lower($1) and staff_active',
      [username],
    );
    return row && { principal: { area, staffPk: row.staff_pk }, passwordHash: row.staff_password_hash };
  }
  // Removed clients (status 3) no longer have client-area access.
  const [row] = await ctx.db.query<{ client_pk: number; client_password_hash: string | null }>(
    'select client_pk, client_password_hash from client where lower(client_username) = lower($1) and client_status <> 3',
    [username],
  );
  return row && { principal: { area, clientPk: row.client_pk }, passwordHash: row.client_password_hash };
}

/** Sets the session cookie as the interface describes it (`expires`, `path=/`), plus HttpOnly and SameSite. */
export function setSessionCookie(ctx: ServiceContext, reply: FastifyReply, token: string, expires: Date): void {
  reply.setCookie(ctx.config.cookieName, token, { path: '/', expires, httpOnly: true, sameSite: 'lax' });
}

/** Checks credentials of an area with throttling; resolves to the principal or throws AUTH_FAILED / LOGIN_THROTTLED. */
export async function checkCredentials(ctx: ServiceContext, area: Area, username: string, password: string, dummyHash: string): Promise<Principal> {
  const wait = await ctx.throttle.waitSeconds(area, username);
  if (wait > 0) {
    throw new ServiceError(429, 'LOGIN_THROTTLED', `Too many failed logins for this user name; try again in ${wait} s.`, undefined, { 'retry-after': String(wait) });
  }
  const account = await findAccount(ctx, area, username);
  // Why verify against a dummy hash for unknown names: the answer takes as long, so names cannot be probed.
  const valid = await verifyPassword(password, account?.passwordHash ?? dummyHash);
  if (!account || !valid) {
    await ctx.throttle.recordFailure(area, username);
    throw new ServiceError(401, 'AUTH_FAILED', 'Wrong user name or password.');
  }
  await ctx.throttle.recordSuccess(area, username);
  return account.principal;
}

/** Registers `POST /login` and `POST /session/logout` of an area. */
export async function registerSessionRoutes(app: FastifyInstance, ctx: ServiceContext, area: Area): Promise<{ dummyHash: string }> {
  const dummyHash = await hashPassword(`unused-${Math.random()}`);

  app.post('/login', async (request, reply) => {
    // The interface's CORS headers on login.
    reply.header('access-control-allow-credentials', 'true');
    reply.header('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS');
    const form = parseForm(loginForm, request.body);
    const principal = await checkCredentials(ctx, area, form.username, form.password, dummyHash);
    const previous = request.cookies[ctx.config.cookieName];
    // Why: a session id the caller brought is never kept (no session fixation): end it, issue a new one.
    if (previous) await ctx.sessions.end(area, previous);
    const session = await ctx.sessions.create(principal);
    setSessionCookie(ctx, reply, session.token, session.expiresAt);
    return { success: true };
  });

  app.post('/session/logout', async (request, reply) => {
    const token = request.cookies[ctx.config.cookieName];
    if (token) await ctx.sessions.end(area, token);
    reply.clearCookie(ctx.config.cookieName, { path: '/' });
    return { success: true };
  });
  return { dummyHash };
}
