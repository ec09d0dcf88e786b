// Electron's single-instance lock, as Chromium's ProcessSingleton does it on Linux: a lock in the user
// data folder, and a socket beside it on which a later instance hands its argv to the first one.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';

type SecondInstance = (argv: string[], cwd: string, data: unknown) => void;

let server: Server | undefined;
let lockPath: string | undefined;
const pendingNotices: Promise<void>[] = [];

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Takes the lock if free (or left by a dead process); answers whether this instance now holds it. */
function take(path: string): boolean {
  try {
    const fd = openSync(path, 'wx');
    writeFileSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch {
    const holder = Number(readFileSync(path, 'utf8'));
    if (holder && alive(holder)) return false;
    rmSync(path, { force: true });
    return take(path);
  }
}

/** The lock of this host. */
export const singleInstance = {
  /** Electron's requestSingleInstanceLock (synchronous, as in Electron). */
  request(userData: string, data: unknown, onSecond: SecondInstance): boolean {
    mkdirSync(userData, { recursive: true });
    const path = join(userData, 'SingletonLock');
    const socketPath = join(userData, 'SingletonSocket');
    if (take(path)) {
      lockPath = path;
      rmSync(socketPath, { force: true });
      server = createServer((socket) => {
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
        socket.on('end', () => {
          const notice = JSON.parse(text) as { argv: string[]; cwd: string; data: unknown };
          onSecond(notice.argv, notice.cwd, notice.data);
        });
      }).listen(socketPath);
      server.unref();
      return true;
    }
    // Why kept: Electron sends the notice before requestSingleInstanceLock returns; here it is sent
    // asynchronously, so the host waits for it before this instance exits.
    pendingNotices.push(
      new Promise((resolve) => {
        const socket = createConnection(socketPath, () =>
          socket.end(JSON.stringify({ argv: process.argv, cwd: process.cwd(), data })),
        );
        socket.on('close', () => resolve());
        socket.on('error', () => resolve());
      }),
    );
    return false;
  },
  /** Whether this instance holds the lock. */
  held(): boolean {
    return lockPath !== undefined;
  },
  /** Notices to the first instance still being sent. */
  flush(): Promise<unknown> {
    return Promise.allSettled(pendingNotices);
  },
  /** Lets the lock go (at exit). */
  release(): void {
    server?.close();
    if (lockPath) rmSync(lockPath, { force: true });
    lockPath = undefined;
  },
};
