import { connect as tcpConnect, type Socket } from 'node:net';
import { createServer, type Server, type TLSSocket } from 'node:tls';
import type { TestCertificate } from './test-ca.ts';

/**
 * A TLS-terminating front on 127.0.0.1 for a plain-HTTP service (as nginx in front of a provider's
 * server): it presents `certificate` and passes the bytes through to the service's port unchanged.
 */
export class TlsFront {
  readonly url: string;
  /** How many TLS handshakes completed. */
  handshakes = 0;
  /** Bytes of HTTP the clients sent after their handshakes (none when a client refused the certificate). */
  requestBytes = 0;
  readonly #server: Server;
  readonly #sockets = new Set<Socket>();

  private constructor(server: Server, url: string) {
    this.#server = server;
    this.url = url;
  }

  /**
   * Starts a front for the service at `target` (an http:// address on loopback); on `listenPort` when given
   * (another server taking over the address of one that was closed), else on a free port.
   */
  static async start(target: string, certificate: TestCertificate, listenPort = 0): Promise<TlsFront> {
    const { hostname, port } = new URL(target);
    const server = createServer({ cert: certificate.certPem, key: certificate.keyPem });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(listenPort, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    const front = new TlsFront(
      server,
      `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    );
    server.on('secureConnection', (socket: TLSSocket) => {
      front.handshakes += 1;
      const upstream = tcpConnect(Number(port), hostname);
      for (const each of [socket, upstream]) {
        front.#sockets.add(each);
        each.once('close', () => front.#sockets.delete(each));
        each.on('error', () => {
          socket.destroy();
          upstream.destroy();
        });
      }
      socket.on('data', (chunk: Buffer) => {
        front.requestBytes += chunk.length;
      });
      socket.pipe(upstream).pipe(socket);
    });
    // A client that refuses the certificate ends the handshake; that is what some tests want to see.
    server.on('tlsClientError', () => undefined);
    return front;
  }

  /** Stops listening and drops every connection. */
  async close(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}
