import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';

/** A canned answer of the stub: status, headers, body text, and an optional (bounded) delay before it. */
export interface CannedAnswer {
  status?: number;
  headers?: Record<string, string>;
  /** The body: text (sent as UTF-8), or bytes as they are (another charset, a byte-order mark). */
  body: string | Buffer;
  /** Waits this long (at most 10 s) before sending the headers; a client that leaves meanwhile gets nothing. */
  delayMs?: number;
  /** Sends the headers and the first half of the body, then nothing more (the connection stays open). */
  stallBody?: boolean;
}

/** A request the stub received. */
export interface StubRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Route = CannedAnswer | ((request: StubRequest) => CannedAnswer);

const maxDelayMs = 10_000;

/**
 * A small `node:http` server on 127.0.0.1 that answers canned bodies per path, as deployed provider
 * servers were seen to answer (field notes): for the failure shapes the project's own service never sends.
 */
export class StubServer {
  readonly url: string;
  readonly requests: StubRequest[] = [];
  readonly #server: Server;
  readonly #routes = new Map<string, Route>();
  readonly #sockets = new Set<Socket>();
  readonly #waiters: Array<{ count: number; resolve: () => void }> = [];

  private constructor(server: Server, url: string) {
    this.#server = server;
    this.url = url;
  }

  /** Starts a stub on a free loopback port. */
  static async start(routes: Record<string, Route> = {}): Promise<StubServer> {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    const stub = new StubServer(
      server,
      `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    );
    for (const [path, route] of Object.entries(routes)) stub.route(path, route);
    server.on('connection', (socket) => {
      stub.#sockets.add(socket);
      socket.once('close', () => stub.#sockets.delete(socket));
    });
    server.on('request', (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const seen: StubRequest = {
          method: request.method ?? 'GET',
          path: (request.url ?? '/').split('?')[0] ?? '/',
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        stub.requests.push(seen);
        for (const waiter of [...stub.#waiters]) {
          if (stub.requests.length < waiter.count) continue;
          stub.#waiters.splice(stub.#waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
        const route = stub.#routes.get(seen.path);
        const answer =
          route === undefined
            ? { status: 404, body: '{"code":404,"message":"no such route in the stub"}' }
            : typeof route === 'function'
              ? route(seen)
              : route;
        const send = (): void => {
          if (response.destroyed) return;
          response.writeHead(answer.status ?? 200, {
            'content-type': 'application/json; charset=utf-8',
            ...answer.headers,
          });
          if (answer.stallBody) response.write(answer.body.slice(0, Math.floor(answer.body.length / 2)));
          else response.end(answer.body);
        };
        if (!answer.delayMs) return send();
        const timer = setTimeout(send, Math.min(answer.delayMs, maxDelayMs));
        response.once('close', () => clearTimeout(timer));
      });
    });
    return stub;
  }

  /** Sets (or replaces) the answer of a path. */
  route(path: string, route: Route): void {
    this.#routes.set(path, route);
  }

  /** Resolves once at least `count` requests in all have arrived. */
  waitForRequests(count: number): Promise<void> {
    if (this.requests.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push({ count, resolve }));
  }

  /** Stops listening and closes every connection. */
  async close(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}
