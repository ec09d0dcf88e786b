import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';

/** What the proxy does to a request that a fault rule matches. */
export type FaultKind =
  /** Destroys the client's connection as soon as the request arrives; the service never sees it. */
  | 'close-before'
  /** Forwards the request, lets the service answer, then destroys the client's connection instead of answering. */
  | 'drop-answer'
  /** Waits (bounded) before forwarding; a client that gives up meanwhile is never forwarded. */
  | 'hold';

/** One fault rule: what to do, to how many of the next matching requests, and which paths match. */
export interface FaultRule {
  kind: FaultKind;
  times: number;
  path?: RegExp;
  /** For `hold`: how long, at most 10 s. */
  holdMs?: number;
  /** Lets this many matching requests pass untouched before the fault applies. */
  after?: number;
}

/** A request as the proxy saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  cookie: string | undefined;
  /** What the proxy did: forwarded, or the fault applied. */
  outcome: 'forwarded' | FaultKind;
}

const maxBodyBytes = 1024 * 1024;
const maxHoldMs = 10_000;
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        request.destroy(new Error('body too large for the fault proxy'));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * A fault-injecting HTTP proxy in front of one area of the provider service, on loopback only: it
 * forwards requests, records what passed (paths, Cookie headers, Set-Cookie values) and, when told,
 * closes connections before forwarding, drops the answer after the service handled the request, or
 * holds a request for a while. Bounded: 1 MiB bodies, 10 s holds, every socket closed by `close()`.
 */
export class FaultProxy {
  readonly url: string;
  readonly requests: SeenRequest[] = [];
  /** Values (`name=value` → value) of every Set-Cookie header the service sent through this proxy. */
  readonly setCookieValues: string[] = [];
  readonly #server: Server;
  readonly #upstream: URL;
  readonly #agent = new Agent({ keepAlive: false });
  readonly #rules: FaultRule[] = [];
  readonly #sockets = new Set<Socket>();
  readonly #waiters: Array<{ count: number; resolve: () => void }> = [];

  private constructor(server: Server, url: string, upstream: URL) {
    this.#server = server;
    this.url = url;
    this.#upstream = upstream;
  }

  /** Starts a proxy on 127.0.0.1 (a free port) in front of `upstream` (a loopback http address). */
  static async start(upstream: string): Promise<FaultProxy> {
    const target = new URL(upstream);
    if (target.protocol !== 'http:' || !loopbackHosts.has(target.hostname))
      throw new Error(`the fault proxy only forwards to loopback http, not ${upstream}`);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const proxy = new FaultProxy(server, `http://127.0.0.1:${port}`, target);
    server.on('connection', (socket) => {
      proxy.#sockets.add(socket);
      socket.once('close', () => proxy.#sockets.delete(socket));
    });
    server.on('request', (request, response) => void proxy.#handle(request, response));
    return proxy;
  }

  /** Adds a fault for the next `rule.times` requests whose path matches. */
  inject(rule: FaultRule): void {
    this.#rules.push({ ...rule });
  }

  /** Forgets every pending fault. */
  clearFaults(): void {
    this.#rules.length = 0;
  }

  /** Requests whose path matches, as seen so far. */
  seen(path: RegExp): SeenRequest[] {
    return this.requests.filter((request) => path.test(request.path));
  }

  /** Resolves once at least `count` requests in all have arrived. */
  waitForRequests(count: number): Promise<void> {
    if (this.requests.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push({ count, resolve }));
  }

  #record(seen: SeenRequest): void {
    this.requests.push(seen);
    for (const waiter of [...this.#waiters]) {
      if (this.requests.length >= waiter.count) {
        this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  }

  #takeRule(path: string): FaultRule | undefined {
    const rule = this.#rules.find((candidate) => candidate.times > 0 && (!candidate.path || candidate.path.test(path)));
    if (!rule) return undefined;
    if (rule.after !== undefined && rule.after > 0) {
      rule.after -= 1;
      return undefined;
    }
    rule.times -= 1;
    return rule;
  }

  async #handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = request.url ?? '/';
    const cookieHeader = request.headers.cookie;
    const seen: SeenRequest = {
      method: request.method ?? 'GET',
      path,
      cookie: Array.isArray(cookieHeader) ? cookieHeader.join('; ') : cookieHeader,
      outcome: 'forwarded',
    };
    const rule = this.#takeRule(path);
    if (rule) seen.outcome = rule.kind;
    if (rule?.kind === 'close-before') {
      this.#record(seen);
      request.socket.destroy();
      return;
    }
    let body: Buffer;
    try {
      body = await readBody(request);
    } catch {
      request.socket.destroy();
      return;
    }
    this.#record(seen);
    if (rule?.kind === 'hold') {
      const gone = await this.#hold(request, Math.min(rule.holdMs ?? 1_000, maxHoldMs));
      if (gone) return;
    }
    try {
      const answer = await this.#forward(request, body);
      for (const header of answer.setCookie)
        this.setCookieValues.push(header.split(';')[0]?.split('=').slice(1).join('=') ?? '');
      if (rule?.kind === 'drop-answer') {
        request.socket.destroy();
        return;
      }
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body);
    } catch {
      request.socket.destroy();
    }
  }

  /** Waits `ms`, or less when the client closes its connection; answers whether the client is gone. */
  #hold(request: IncomingMessage, ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = request.socket;
      if (socket.destroyed) return resolve(true);
      const onClose = (): void => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        socket.off('close', onClose);
        resolve(socket.destroyed);
      }, ms);
      socket.once('close', onClose);
    });
  }

  #forward(
    request: IncomingMessage,
    body: Buffer,
  ): Promise<{ status: number; headers: Record<string, string | string[]>; setCookie: string[]; body: Buffer }> {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (
        value === undefined ||
        ['host', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)
      )
        continue;
      headers[name] = value;
    }
    headers['content-length'] = String(body.length);
    return new Promise((resolve, reject) => {
      const upstream = httpRequest(
        {
          host: this.#upstream.hostname,
          port: this.#upstream.port,
          method: request.method,
          path: request.url,
          headers,
          agent: this.#agent,
          timeout: 15_000,
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('error', reject);
          answer.on('end', () => {
            const out: Record<string, string | string[]> = {};
            for (const [name, value] of Object.entries(answer.headers)) {
              if (
                value === undefined ||
                ['connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name)
              )
                continue;
              out[name] = value;
            }
            const payload = Buffer.concat(chunks);
            out['content-length'] = String(payload.length);
            const setCookie = answer.headers['set-cookie'] ?? [];
            resolve({ status: answer.statusCode ?? 502, headers: out, setCookie, body: payload });
          });
        },
      );
      upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
      upstream.on('error', reject);
      upstream.end(body);
    });
  }

  /** Stops listening and closes every connection (clients and upstream). */
  async close(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    this.#agent.destroy();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}
