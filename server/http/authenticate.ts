import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Area, Principal } from '../auth/session-store.ts';
import type { ServiceContext } from './service-context.ts';
import { ServiceError } from './service-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Whose session this request runs in (set by `authenticate`). */
    principal?: Principal;
    /** The session cookie value of this request (set by `authenticate`). */
    sessionToken?: string;
  }
}

/** A pre-handler that lets a request through only with a live session of this area. */
export function authenticate(ctx: ServiceContext, area: Area) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const lookup = await ctx.sessions.resolve(area, request.cookies[ctx.config.cookieName]);
    if (!lookup.ok) {
      if (lookup.reason === 'expired') throw new ServiceError(403, 'SESSION_EXPIRED', 'The session has expired or was ended; log in again.');
      throw new ServiceError(403, 'SESSION_REQUIRED', 'This operation needs a session: log in first and send the session cookie.');
    }
    request.principal = lookup.principal;
    request.sessionToken = lookup.token;
  };
}

/** The operator of an administrative request (after `authenticate`). */
export function staffOf(request: FastifyRequest): number {
  if (request.principal?.area !== 'admin') throw new ServiceError(403, 'SESSION_REQUIRED', 'This operation needs an administrative session.');
  return request.principal.staffPk;
}

/** The customer of a client-area request (after `authenticate`). */
export function customerOf(request: FastifyRequest): number {
  if (request.principal?.area !== 'client') throw new ServiceError(403, 'SESSION_REQUIRED', 'This operation needs a client-area session.');
  return request.principal.clientPk;
}
