import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { loginShape } from '../../../shared/provider/admin-operations.ts';
import type { Area } from '../../auth/session-store.ts';
import { checkCredentials } from '../check-credentials.ts';
import { parseForm } from '../parse-form.ts';
import type { ServiceContext } from '../service-context.ts';

const loginForm = z.object(loginShape);

/** Whether the session cookie gets `Secure`: always with `--cookie-secure`, or when a trusted proxy says the client spoke HTTPS. */
function cookieIsSecure(ctx: ServiceContext, request: FastifyRequest): boolean {
  // Why only with --trust-proxy: otherwise request.protocol is what the socket is (http), whatever a client writes in X-Forwarded-Proto.
  return ctx.config.cookieSecure || (ctx.config.trustProxy && request.protocol === 'https');
}

/** Sets the session cookie as the interface describes it (`expires`, `path=/`), plus HttpOnly, SameSite and, when so configured, Secure. */
export function setSessionCookie(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expires: Date,
): void {
  reply.setCookie(ctx.config.cookieName, token, {
    path: '/',
    expires,
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieIsSecure(ctx, request),
  });
}

/** Registers `POST /login` and `POST /session/logout` of an area. */
export function registerSessionRoutes(app: FastifyInstance, ctx: ServiceContext, area: Area): void {
  app.post('/login', async (request, reply) => {
    // The interface's CORS headers on login.
    reply.header('access-control-allow-credentials', 'true');
    reply.header('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS');
    const form = parseForm(loginForm, request);
    const principal = await checkCredentials(ctx, request, area, form.username, form.password);
    const previous = request.cookies[ctx.config.cookieName];
    // Why: a session id the caller brought is never kept (no session fixation): end it, issue a new one.
    if (previous) await ctx.sessions.end(area, previous);
    const session = await ctx.sessions.create(principal);
    setSessionCookie(ctx, request, reply, session.token, session.expiresAt);
    return { success: true };
  });

  app.post('/session/logout', async (request, reply) => {
    const token = request.cookies[ctx.config.cookieName];
    if (token) await ctx.sessions.end(area, token);
    reply.clearCookie(ctx.config.cookieName, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: cookieIsSecure(ctx, request),
    });
    return { success: true };
  });
}
