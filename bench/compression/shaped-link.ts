import { createServer, connect, type Server, type Socket } from 'node:net';

/** How a shaped link carries bytes: its rate and the burst its bucket holds, and optionally delay and loss. */
export interface LinkShape {
  /** Bits per second, each way (10 Mbit/s: 10_000_000). */
  bitsPerSecond: number;
  /** The most bytes sent at once after a pause (the token bucket's size): about ten full-size packets. */
  burstBytes: number;
  /** Added delay each way in ms (half the round trip the link adds); none when absent. */
  delayMs?: number;
  /** Share of 1,460-byte segments lost (0.01: 1%); each loss holds its direction back one round trip. */
  lossRate?: number;
  /** The random source of losses (tests pass their own); Math.random when absent. */
  random?: () => number;
}

/** A branch office's link: 10 Mbit/s each way, a burst of ten 1,500-byte packets, bandwidth only. */
export const branchOfficeLink: LinkShape = { bitsPerSecond: 10_000_000, burstBytes: 15_000 };

/** Issue 46's branch-office profile: 10 Mbit/s, 80 ms round trip, 1% of segments lost. */
export const lossyBranchLink: LinkShape = { ...branchOfficeLink, delayMs: 40, lossRate: 0.01 };

/** How a link is down: `blackhole` carries nothing and answers nothing (a cut cable); `reset` refuses (a router's RST). */
export type OutageMode = 'blackhole' | 'reset';

const segmentBytes = 1460;

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
  readonly #shape: LinkShape;
  #lastDue = 0;
  /** While true nothing is delivered (a blackhole outage); what waits goes out once it is false again. */
  held = false;
  readonly #waiting: Array<{ due: number; hand: () => void }> = [];
  #deliveryTimer: NodeJS.Timeout | undefined;
  #queued = 0;
  #timer: NodeJS.Timeout | undefined;
  /** Bytes carried since the link started. */
  carried = 0;

  constructor(shape: LinkShape) {
    this.#shape = shape;
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
        const to = head.to;
        this.#deliver(0, () => to.end());
        continue;
      }
      const allowed = Math.floor(this.#tokens);
      if (allowed <= 0) break;
      const piece = head.chunk.subarray(0, allowed);
      head.chunk = head.chunk.subarray(piece.byteLength);
      this.#tokens -= piece.byteLength;
      this.#queued -= piece.byteLength;
      this.carried += piece.byteLength;
      const to = head.to;
      this.#deliver(piece.byteLength, () => {
        if (!to.destroyed) to.write(piece);
      });
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

  /**
   * Hands bytes to the far side after the link's delay, plus one round trip per lost segment, never before what was
   * sent earlier (TCP delivers in order, so one loss holds back what follows: head-of-line blocking).
   * Why a model and not real loss: bytes cannot be dropped from a TCP stream between two sockets without breaking
   * it; the cost of a loss that TCP recovers by fast retransmit is about one round trip. Not modelled: the
   * congestion window's halving after a loss, so long transfers on a lossy link are a little faster here than real.
   */
  #deliver(bytes: number, hand: () => void): void {
    const delay = this.#shape.delayMs ?? 0;
    const loss = this.#shape.lossRate ?? 0;
    let extra = 0;
    if (loss > 0) {
      const random = this.#shape.random ?? Math.random;
      for (let sent = 0; sent < Math.max(bytes, 1); sent += segmentBytes) if (random() < loss) extra += 2 * delay;
    }
    if (delay === 0 && extra === 0 && !this.held && this.#waiting.length === 0) {
      hand();
      return;
    }
    const due = Math.max(this.#lastDue, performance.now() + delay + extra);
    this.#lastDue = due;
    this.#waiting.push({ due, hand });
    this.#drain();
  }

  // Why one queue and one timer: timers of different lengths may fire out of order; bytes must not.
  #drain(): void {
    if (this.#deliveryTimer || this.held) return;
    const now = performance.now();
    while (this.#waiting.length > 0 && this.#waiting[0]!.due <= now) this.#waiting.shift()!.hand();
    const next = this.#waiting[0];
    if (!next) return;
    this.#deliveryTimer = setTimeout(
      () => {
        this.#deliveryTimer = undefined;
        this.#drain();
      },
      Math.max(1, Math.ceil(next.due - now)),
    );
  }

  /** Lets through, in order, what a blackhole outage held. */
  release(): void {
    this.held = false;
    for (const waiting of this.#waiting) waiting.due = Math.min(waiting.due, performance.now());
    this.#drain();
  }

  /** Drops what waits and stops the timer. */
  stop(): void {
    clearTimeout(this.#timer);
    clearTimeout(this.#deliveryTimer);
    this.#queue.length = 0;
    this.#waiting.length = 0;
  }
}

/**
 * A TCP proxy on 127.0.0.1 that carries every connection to `target` through a link of the given shape (a
 * token bucket each way, then the shape's delay and modelled loss): what a branch office's line does to an
 * answer's bytes; and outages on demand (`cut`/`restore`). Written by hand because the shaping tools of the field
 * (tc netem, toxiproxy) need root or a binary this project cannot ship in `npm test`.
 */
export class ShapedLink {
  readonly url: string;
  readonly #server: Server;
  readonly #down: TokenBucket;
  readonly #up: TokenBucket;
  readonly #sockets = new Set<Socket>();
  #outage: OutageMode | undefined;
  #connections = 0;

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

  /** Connections carried since the link started (a keep-alive client opens one and reads page after page on it). */
  get connections(): number {
    return this.#connections;
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
      // Why reset at once: a router that knows the way is down answers with a reset; the app sees it at once.
      if (link.#outage === 'reset') {
        client.resetAndDestroy();
        return;
      }
      link.#connections += 1;
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

  /** Whether the link is down, and how. */
  get outage(): OutageMode | undefined {
    return this.#outage;
  }

  /**
   * Takes the link down: `blackhole` holds every byte each way until `restore` (connections hang, as on a cut
   * cable, until the app's own timeouts); `reset` resets every open connection and refuses new ones.
   */
  cut(mode: OutageMode): void {
    this.#outage = mode;
    if (mode === 'blackhole') {
      this.#down.held = true;
      this.#up.held = true;
      return;
    }
    for (const socket of this.#sockets) socket.resetAndDestroy();
  }

  /** Brings the link back: held bytes go on, new connections are carried again. */
  restore(): void {
    this.#outage = undefined;
    this.#down.release();
    this.#up.release();
  }

  /** Stops the link and drops every connection through it. */
  async close(): Promise<void> {
    this.#down.stop();
    this.#up.stop();
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}
