import type { ServerResponse } from 'node:http';
import { securityHeaders } from './content-security-policy.ts';

/** Sets the headers every answer carries (CSP and friends); call before writing anything. */
export function applySecurityHeaders(response: ServerResponse): void {
  for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
}

/** Answers JSON; never cached, since API answers hold the user's data. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-store',
  });
  response.end(text);
}

/** Answers a refusal as a small JSON body `{error}` naming the reason. */
export function refuse(
  response: ServerResponse,
  status: number,
  error: string,
  headers: Record<string, string> = {},
): void {
  sendJson(response, status, { error }, headers);
}
