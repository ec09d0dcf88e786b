import type { IncomingMessage } from 'node:http';

/** Why a request was refused before any route saw it. */
export interface Refusal {
  status: 403;
  error: string;
}

/** The names this host answers to; anything else in `Host` is refused. */
export function allowedHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

/** Checks our own Host, our own Origin (when sent) and no preflight on every request; answers the refusal, if any. */
export function guardRequest(request: IncomingMessage, port: number): Refusal | undefined {
  // Why lower case: host names are case-insensitive, and browsers send them lower-cased anyway.
  const host = request.headers.host?.toLowerCase();
  // Why (DNS rebinding): a hostile page can point its own name at 127.0.0.1 and then read our answers
  // as same-origin; its requests still carry its own name in Host, so only our two names are accepted.
  if (host === undefined || !allowedHosts(port).includes(host))
    return { status: 403, error: 'this host name is not allowed' };
  const origin = request.headers.origin;
  // Why: a request sent by another site's page (a form post, a fetch) names that site in Origin; only
  // our own page may talk to us. `Origin: null` (sandboxed frames, file: pages) is foreign too.
  if (origin !== undefined && origin !== `http://${host}`)
    return { status: 403, error: 'requests from other origins are not allowed' };
  // Why: there is no CORS here at all; a preflight is only ever sent for a cross-origin request.
  if (request.method === 'OPTIONS') return { status: 403, error: 'cross-origin requests are not allowed' };
  return undefined;
}
