import { createServer, connect, type Server, type Socket } from 'node:net';

/** How fast a shaped link carries bytes: its rate and the burst its bucket holds. */
export interface LinkShape {
  /** Bits per second, each way (10 Mbit/s: 10_000_000). */
  bitsPerSecond: number;
  /** The most bytes sent at once after a pause (the token bucket's size): about ten full-size packets. */
  burstBytes: number;
}

/** A branch office's link: 10 Mbit/s each way, a burst of ten 1,500-byte packets. */
export const branchOfficeLink: LinkShape = { bitsPerSecond: 10_000_000, burstBytes: 15_000 };

/** Past this many bytes queued in one direction, the sending side is paused (TCP's own back-pressure). */
const queueHighBytes = 256 * 1024;

/**
 * One direction of the link: a token bucket filled at the link's rate, up to its burst; a chunk goes out as
 * far as the bucket holds tokens, the rest waits for the tokens it needs. One bucket for all the link's
 * connections, as one wire carries them all.
 */
class TokenBucket {
  readonly #bytesPerMs: number;
  readonly #burst: number;
  #tokens: number;
  #filledAt = performance.now();
  readonly #queue: Array<{ chunk: Buffer; to: Socket; from: Socket; end?: true }> = [];
  #queued = 0;
  #timer: NodeJS.Timeout | undefined;
  /** Bytes carried since the link started. */
  carried = 0;

  constructor(shape: LinkShape) {
    this.#bytesPerMs = shape.bitsPerSecond / 8 / 1000;
    this.#burst = shape.burstBytes;
    this.#tokens = shape.burstBytes;
  }

  /** Queues a chunk from `from` for `to`; pauses `from` while too much waits. */
  send(chunk: Buffer, from: Socket, to: Socket): void {
    this.#queue.push({ chunk, to, from });
    this.#queued += chunk.byteLength;
    if (this.#queued > queueHighBytes) from.pause();
    this.#pump();
  }

  /** Ends `to` once everything queued before has gone out (a connection's end keeps its place in line). */
  finish(from: Socket, to: Socket): void {
    this.#queue.push({ chunk: Buffer.alloc(0), to, from, end: true });
    this.#pump();
  }

  #refill(): void {
    const now = performance.now();
    this.#tokens = Math.min(this.#burst, this.#tokens + (now - this.#filledAt) * this.#bytesPerMs);
    this.#filledAt = now;
  }

  #pump(): void {
    if (this.#timer) return;
    this.#refill();
    while (this.#queue.length > 0) {
      const head = this.#queue[0]!;
      if (head.end) {
        this.#queue.shift();
        head.to.end();
        continue;
      }
      const allowed = Math.floor(this.#tokens);
      if (allowed <= 0) break;
      const piece = head.chunk.subarray(0, allowed);
      head.chunk = head.chunk.subarray(piece.byteLength);
      this.#tokens -= piece.byteLength;
      this.#queued -= piece.byteLength;
      this.carried += piece.byteLength;
      if (!head.to.destroyed) head.to.write(piece);
      if (head.chunk.byteLength === 0) this.#queue.shift();
      if (this.#queued <= queueHighBytes / 2 && head.from.isPaused()) head.from.resume();
    }
    const head = this.#queue[0];
    if (!head) return;
    // Wait for the tokens of the next piece: the rest of the chunk, at most a burst.
    const need = Math.min(head.chunk.byteLength, this.#burst) - this.#tokens;
    this.#timer = setTimeout(
      () => {
        this.#timer = undefined;
        this.#pump();
      },
      Math.max(1, Math.ceil(need / this.#bytesPerMs)),
    );
  }

  /** Drops what waits and stops the timer. */
  stop(): void {
    clearTimeout(this.#timer);
    this.#queue.length = 0;
  }
}

/**
 * A TCP proxy on 127.0.0.1 that carries every connection to `target` through a link of the given shape (a
 * token bucket each way): what a branch office's 10 Mbit/s line does to an answer's bytes. Bandwidth only:
 * it adds no delay of its own, so a figure through it is the link's transfer time on top of loopback's.
 */
export class ShapedLink {
  readonly url: string;
  readonly #server: Server;
  readonly #down: TokenBucket;
  readonly #up: TokenBucket;
  readonly #sockets = new Set<Socket>();

  private constructor(server: Server, url: string, down: TokenBucket, up: TokenBucket) {
    this.#server = server;
    this.url = url;
    this.#down = down;
    this.#up = up;
  }

  /** Bytes carried from the server to the client since the link started. */
  get bytesDown(): number {
    return this.#down.carried;
  }

  /** Starts a link to `target` (an `http://host:port` address). */
  static async start(target: string, shape: LinkShape = branchOfficeLink): Promise<ShapedLink> {
    const { hostname, port } = new URL(target);
    const down = new TokenBucket(shape);
    const up = new TokenBucket(shape);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    const link = new ShapedLink(
      server,
      `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      down,
      up,
    );
    server.on('connection', (client) => {
      const upstream = connect(Number(port), hostname);
      for (const socket of [client, upstream]) {
        link.#sockets.add(socket);
        socket.once('close', () => link.#sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.on('data', (chunk: Buffer) => up.send(chunk, client, upstream));
      upstream.on('data', (chunk: Buffer) => down.send(chunk, upstream, client));
      client.once('end', () => up.finish(client, upstream));
      upstream.once('end', () => down.finish(upstream, client));
    });
    return link;
  }

  /** Stops the link and drops every connection through it. */
  async close(): Promise<void> {
    this.#down.stop();
    this.#up.stop();
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}
