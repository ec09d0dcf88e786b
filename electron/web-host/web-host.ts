// Browser mode's HTTP host: the built renderer and the IPC contract over HTTP, on 127.0.0.1 only.
//
// The handshake, step by step:
// 1. At launch the host draws a random token (32 bytes, base64url) and prints the address to open,
//    `http://127.0.0.1:PORT/#token=…`. The token sits in the fragment, which a browser never sends to a
//    server, so it reaches neither this host's nor any proxy's logs nor a Referer.
// 2. The page (the renderer's job) reads `location.hash`, keeps the token in sessionStorage (one tab,
//    gone with it), and removes the fragment from the address bar with history.replaceState.
// 3. Every API call carries the token in the `x-desk-token` header: `POST /api/call {channel, input,
//    callId?}` answers the dispatcher's Result, `POST /api/cancel {callId}` cancels, and `GET /api/events`
//    streams main → page events as Server-Sent Events (read with fetch streaming, since EventSource
//    cannot send headers), opening with the latest connection, demo and update states (event-stream.ts).
// Around that: every request (static files too) must name us in Host (DNS rebinding), an Origin, when
// sent, must be our own, and there is no CORS at all. See request-guard.ts and api-routes.ts.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DeskCore } from '../core/create-desk-core.ts';
import { newAccessToken } from './access-token.ts';
import { handleApi, isApiPath, type ApiContext } from './api-routes.ts';
import { applySecurityHeaders, refuse } from './replies.ts';
import { guardRequest } from './request-guard.ts';
import { serveStatic } from './static-files.ts';

/** What the web host serves: the core's dispatcher and hub, a port (0 = any free one), the built renderer. */
export interface WebHostOptions {
  core: Pick<DeskCore, 'dispatcher' | 'hub'>;
  port: number;
  staticDir: string;
  /** The launch's token; a fresh random one when omitted (tests pass their own). */
  token?: string;
}

/** A running web host. */
export interface WebHost {
  /** The address to open, with the token in its fragment. */
  url: string;
  /** `http://127.0.0.1:PORT`, the page's own origin. */
  origin: string;
  /** Stops listening, ends the event streams and waits for answers under way (the core stays open). */
  close(): Promise<void>;
}

// Why only loopback: browser mode serves the person at this machine, never the network.
const loopback = '127.0.0.1';

function pathnameOf(url: string | undefined): string | undefined {
  // Why only origin-form (`/path`): an absolute URL in the request line is a proxy's form, not our page's.
  if (url === undefined || !url.startsWith('/')) return undefined;
  try {
    // Why a fixed base: the URL parser removes dot segments (plain and %2e), and `//x` stays a path.
    return new URL(`http://${loopback}${url}`).pathname;
  } catch {
    return undefined;
  }
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host: loopback }, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Starts the browser-mode host on 127.0.0.1 and answers its address (token included) once it listens. */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const token = options.token ?? newAccessToken();
  // Why a floor: any local process can try tokens against the port; a short one could be guessed.
  if (token.length < 32) throw new RangeError('the token must have at least 32 characters');
  const streams = new Set<() => void>();
  const answering = new Set<ServerResponse>();
  const context: ApiContext = { core: options.core, token, streams };
  let port = 0;

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    applySecurityHeaders(response);
    const refusal = guardRequest(request, port);
    if (refusal) {
      // Why close the connection: a refused client gets no keep-alive, and none of its body is read.
      refuse(response, refusal.status, refusal.error, { connection: 'close' });
      return;
    }
    const pathname = pathnameOf(request.url);
    if (pathname === undefined) {
      refuse(response, 400, 'the request path is not valid', { connection: 'close' });
      return;
    }
    if (isApiPath(pathname)) await handleApi(request, response, pathname, context);
    else await serveStatic(request, response, pathname, options.staticDir);
  };

  const server = createServer((request, response) => {
    answering.add(response);
    response.once('close', () => answering.delete(response));
    handle(request, response).catch(() => {
      // Why no detail: whatever went wrong is ours; the page gets no stack or path.
      if (!response.headersSent) refuse(response, 500, 'internal error of the web host');
      else response.destroy();
    });
  });
  port = await listen(server, options.port);
  const origin = `http://${loopback}:${port}`;
  return {
    url: `${origin}/#token=${token}`,
    origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const end of streams) end();
        // Why: answers still under way end their connection, so closing does not wait for keep-alive.
        for (const response of answering) if (!response.headersSent) response.setHeader('connection', 'close');
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
