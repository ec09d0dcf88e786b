import { createServer, request as httpRequest, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { connect as tcpConnect, type Socket } from 'node:net';
import type { TestCertificate } from './test-ca.ts';

/**
 * An HTTP proxy on 127.0.0.1, as an office's proxy is to the app: CONNECT tunnels for https, absolute-URI
 * requests forwarded for http. It records what passed through it (`CONNECT host:port`, `GET http://…`).
 * Given a certificate, it is spoken to over TLS (a PAC `HTTPS host:port` proxy).
 */
export class ConnectProxy {
  readonly port: number;
  /** What the proxy was asked for, in order: `CONNECT 127.0.0.1:1234` or `POST http://127.0.0.1:1234/login`. */
  readonly seen: string[] = [];
  readonly #server: Server;
  readonly #sockets = new Set<Socket>();

  private constructor(server: Server, port: number) {
    this.#server = server;
    this.port = port;
  }

  /** Starts a proxy on a free loopback port; over TLS with `certificate`. */
  static async start(certificate?: TestCertificate): Promise<ConnectProxy> {
    const server: Server = certificate
      ? createTlsServer({ cert: certificate.certPem, key: certificate.keyPem })
      : createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    const proxy = new ConnectProxy(server, typeof address === 'object' && address ? address.port : 0);
    const keep = (socket: Socket): void => {
      proxy.#sockets.add(socket);
      socket.once('close', () => proxy.#sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    };
    server.on(certificate ? 'secureConnection' : 'connection', keep);
    server.on('connect', (request, client: Socket, head: Buffer) => {
      proxy.seen.push(`CONNECT ${request.url ?? ''}`);
      const [host = '', port = '443'] = (request.url ?? '').split(/:(?=\d+$)/);
      const upstream = tcpConnect(Number(port), host, () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.write(head);
        upstream.pipe(client).pipe(upstream);
      });
      keep(upstream);
      upstream.on('error', () => client.destroy());
    });
    server.on('request', (request, response) => {
      proxy.seen.push(`${request.method ?? ''} ${request.url ?? ''}`);
      const target = new URL(request.url ?? '/');
      const forwarded = httpRequest(target, { method: request.method, headers: request.headers }, (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      });
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
