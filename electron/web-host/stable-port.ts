import { createHash } from 'node:crypto';

// Browser mode keeps the page's own data (saved filters, column choices) in the browser's localStorage, which is
// per origin: http://127.0.0.1:<port>. A new port at every start would orphan it. So the port is derived from the
// data directory: the same folder gets the same origin at every start, and two folders (two users, two setups) get
// different ones. When that port is taken, the next candidates are tried, and the host says so.

/** Where stable ports are chosen: above the registered well-known services, below Linux's and Windows' ephemeral ports (32768+, 49152+). */
export const stablePortRange = { first: 27_000, count: 2_000 } as const;

/** The ports to try for a data directory, in order: the same list at every start. */
export function stablePortCandidates(dataDir: string, tries = 5): number[] {
  const digest = createHash('sha256').update(dataDir).digest();
  const ports: number[] = [];
  for (let index = 0; ports.length < tries && index + 2 <= digest.length; index += 2) {
    const port = stablePortRange.first + (digest.readUInt16BE(index) % stablePortRange.count);
    if (!ports.includes(port)) ports.push(port);
  }
  return ports;
}

/** Where the host listens in the end, and whether it is the data directory's own port. */
export interface StablePortOutcome<T> {
  host: T;
  port: number;
  /** The data directory's first port, which was taken (undefined when it was used). */
  taken?: number;
}

/**
 * Starts the host on the data directory's port; when that is in use, on the next candidates, then on any free
 * port. `start` must reject with Node's EADDRINUSE for a port in use (http's `listen` does).
 */
export async function startOnStablePort<T extends { origin: string }>(
  dataDir: string,
  start: (port: number) => Promise<T>,
): Promise<StablePortOutcome<T>> {
  const candidates = stablePortCandidates(dataDir);
  const first = candidates[0] ?? 0;
  for (const port of [...candidates, 0]) {
    try {
      const host = await start(port);
      const listening = Number(new URL(host.origin).port);
      return port === first ? { host, port: listening } : { host, port: listening, taken: first };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === 0) throw error;
    }
  }
  throw new Error('no port to listen on');
}
