import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DeskCore } from '../core/create-desk-core.ts';
import { tokenHeader, tokenMatches } from './access-token.ts';
import { openEventStream } from './event-stream.ts';
import { readJsonBody } from './json-body.ts';
import { refuse, sendJson } from './replies.ts';

/** What the API routes work with: the core's dispatcher and hub, the launch's token, open streams. */
export interface ApiContext {
  core: Pick<DeskCore, 'dispatcher' | 'hub'>;
  token: string;
  /** Functions that end each open event stream (the host ends them all when it closes). */
  streams: Set<() => void>;
}

/** Whether a path belongs to the API (never served as a file or as the page). */
export const isApiPath = (pathname: string): boolean => pathname === '/api' || pathname.startsWith('/api/');

const routes = new Map([
  ['/api/call', 'POST'],
  ['/api/cancel', 'POST'],
  ['/api/events', 'GET'],
]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function readCallBody(
  request: IncomingMessage,
  response: ServerResponse,
): Promise<Record<string, unknown> | undefined> {
  const body = await readJsonBody(request);
  if (!body.ok) {
    refuse(response, body.status, body.error, body.closeConnection ? { connection: 'close' } : {});
    return undefined;
  }
  if (!isObject(body.value)) {
    refuse(response, 400, 'the body must be a JSON object');
    return undefined;
  }
  return body.value;
}

/** Answers `/api/…`: the token first, then `call`, `cancel` and the event stream. */
export async function handleApi(
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
  context: ApiContext,
): Promise<void> {
  // Why a token on top of the Host and Origin checks: any local process or page could reach the port;
  // only the page opened from the printed address knows the token (it came in the URL's fragment).
  if (!tokenMatches(request.headers[tokenHeader], context.token)) {
    refuse(response, 401, 'a valid x-desk-token header is required', { connection: 'close' });
    return;
  }
  const method = routes.get(pathname);
  if (method === undefined) {
    refuse(response, 404, 'no such API route');
    return;
  }
  if (request.method !== method) {
    refuse(response, 405, `use ${method}`, { allow: method });
    return;
  }
  if (pathname === '/api/events') {
    const end = openEventStream(response, context.core.hub);
    context.streams.add(end);
    response.once('close', () => context.streams.delete(end));
    return;
  }
  const body = await readCallBody(request, response);
  if (!body) return;
  if (pathname === '/api/cancel') {
    context.core.dispatcher.cancel(body.callId);
    sendJson(response, 200, { ok: true, data: { done: true } });
    return;
  }
  // Why 200 whatever the outcome: the Result carries failures (unknown channel, VALIDATION, …) exactly as
  // over Electron's IPC; the HTTP status only speaks of the transport.
  sendJson(response, 200, await context.core.dispatcher.dispatch(body.channel, body.input, body.callId));
}
