import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect as tcpConnect, type Socket } from 'node:net';

/**
 * An HTTP proxy on 127.0.0.1 that takes every request, whatever host it names, to one server on loopback: so
 * the app can call a stub by a real-looking name (`http://painel.exemplo.com.br`) that no DNS knows, and sees
 * an address that is not loopback (what a jar's `Secure` rule and the transport's compression look at).
 * CONNECT tunnels and absolute-URI requests alike; give the core `PROXY 127.0.0.1:<port>` as its proxy.
 */
export class AliasProxy {
  readonly port: number;
  /** The hosts the proxy was asked for (`painel.exemplo.com.br:80`). */
  readonly seen: string[] = [];
  readonly #server: Server;
  readonly #sockets = new Set<Socket>();

  private constructor(server: Server, port: number) {
    this.#server = server;
    this.port = port;
  }

  /** Starts a proxy on a free loopback port that sends everything to `targetPort` on 127.0.0.1. */
  static async start(targetPort: number): Promise<AliasProxy> {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    const proxy = new AliasProxy(server, typeof address === 'object' && address ? address.port : 0);
    const keep = (socket: Socket): void => {
      proxy.#sockets.add(socket);
      socket.once('close', () => proxy.#sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    };
    server.on('connection', keep);
    server.on('connect', (request, client: Socket, head: Buffer) => {
      proxy.seen.push(request.url ?? '');
      const upstream = tcpConnect(targetPort, '127.0.0.1', () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.write(head);
        upstream.pipe(client).pipe(upstream);
      });
      keep(upstream);
      upstream.on('error', () => client.destroy());
    });
    server.on('request', (request, response) => {
      const target = new URL(request.url ?? '/');
      proxy.seen.push(target.host);
      const forwarded = httpRequest(
        { host: '127.0.0.1', port: targetPort, path: `${target.pathname}${target.search}`, method: request.method },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      for (const [name, value] of Object.entries(request.headers))
        if (value !== undefined) forwarded.setHeader(name, value);
      forwarded.on('error', () => response.destroy());
      request.pipe(forwarded);
    });
    return proxy;
  }

  /** Stops listening and drops every connection. */
  async close(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}
