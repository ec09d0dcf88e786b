import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Area, Principal } from '../auth/session-store.ts';
import { basicCredentialsOf } from './basic-credentials.ts';
import { checkCredentials } from './check-credentials.ts';
import type { ServiceContext } from './service-context.ts';
import { ServiceError } from './service-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Whose session (or Basic credentials) this request runs in (set by `authenticate`). */
    principal?: Principal;
    /** The session cookie value of this request (set by `authenticate`; none under Basic). */
    sessionToken?: string;
  }
}

/** The challenge of a refused Basic credential: 401, the interface's failure body, and `WWW-Authenticate`. */
function basicRefused(area: Area): ServiceError {
  const realm = area === 'admin' ? 'Provider administrative area' : 'Provider client area';
  return new ServiceError(401, 'AUTH_FAILED', 'Wrong user name or password.', undefined, {
    'www-authenticate': `Basic realm="${realm}", charset="UTF-8"`,
  });
}

/**
 * A pre-handler that lets a request through only with a live session of this area, or (unless turned off
 * with `--basic-auth false`) with `Authorization: Basic` credentials of this area, checked on this request
 * alone: no session is made. Basic credentials, when sent, decide: a wrong one is refused even beside a live
 * cookie. They are checked and throttled exactly as logins are (checkCredentials).
 */
export function authenticate(ctx: ServiceContext, area: Area) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const basic = basicCredentialsOf(request.headers.authorization);
    if (basic.kind !== 'none' && ctx.config.basicAuth) {
      if (basic.kind === 'malformed') throw basicRefused(area);
      try {
        request.principal = await checkCredentials(ctx, request, area, basic.username, basic.password, {
          reuseVerified: true,
        });
        return;
      } catch (error) {
        if (error instanceof ServiceError && error.code === 'AUTH_FAILED') throw basicRefused(area);
        throw error;
      }
    }
    const lookup = await ctx.sessions.resolve(area, request.cookies[ctx.config.cookieName]);
    if (!lookup.ok) {
      if (lookup.reason === 'expired')
        throw new ServiceError(403, 'SESSION_EXPIRED', 'The session has expired or was ended; log in again.');
      // Why say so: a client sending Basic to a service that turned it off would otherwise not know why it is refused.
      if (basic.kind !== 'none')
        throw new ServiceError(
          403,
          'SESSION_REQUIRED',
          'HTTP Basic authentication is turned off on this service: log in first (POST /login) and send the session cookie.',
        );
      throw new ServiceError(
        403,
        'SESSION_REQUIRED',
        'This operation needs a session: log in first and send the session cookie.',
      );
    }
    request.principal = lookup.principal;
    request.sessionToken = lookup.token;
  };
}

/** The operator of an administrative request (after `authenticate`). */
export function staffOf(request: FastifyRequest): number {
  if (request.principal?.area !== 'admin')
    throw new ServiceError(403, 'SESSION_REQUIRED', 'This operation needs an administrative session.');
  return request.principal.staffPk;
}

/** The customer of a client-area request (after `authenticate`). */
export function customerOf(request: FastifyRequest): number {
  if (request.principal?.area !== 'client')
    throw new ServiceError(403, 'SESSION_REQUIRED', 'This operation needs a client-area session.');
  return request.principal.clientPk;
}
