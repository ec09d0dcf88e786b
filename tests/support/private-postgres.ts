import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { adviceError } from './advice-error.ts';
import { hostPostgresBin, noPostgresMessage } from './find-postgres.ts';

/** A throwaway PostgreSQL cluster: its superuser URL and how to stop it (which also deletes its files). */
export interface PrivatePostgres {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Keeps the last lines a program writes to stderr: the reason PostgreSQL gives when it cannot start. */
function stderrTail(child: ChildProcess): () => string {
  let tail = '';
  child.stderr?.setEncoding('utf8');
  // Why read it all the time: a pipe nobody drains would block the server once its buffer is full.
  child.stderr?.on('data', (chunk: string) => {
    tail = (tail + chunk).slice(-2000);
  });
  return () => tail.trim().split('\n').slice(-3).join(' / ');
}

async function waitForServer(url: string, child: ChildProcess, reason: () => string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null)
      throw new Error(
        `PostgreSQL exited with code ${child.exitCode} while starting: ${reason() || 'it gave no reason'}`,
      );
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`PostgreSQL did not accept connections within 30 s: ${reason() || 'it gave no reason'}`);
}

/** Runs initdb; a failure says initdb's own words rather than only "Command failed". */
function initCluster(cmd: string, args: string[]): void {
  try {
    execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    const said = stderr.trim().split('\n').slice(-3).join(' / ');
    throw new Error(`initdb (${cmd}) failed: ${said || (error as Error).message}`, { cause: error });
  }
}

/** The uid and gid of the `postgres` user that runs the cluster when the tests run as root. */
function postgresUser(): { uid: number; gid: number } {
  try {
    return {
      uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
      gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
    };
  } catch {
    throw adviceError(
      'PostgreSQL refuses to run as root and this machine has no postgres user to run it as: run the tests as an ordinary user, or set TEST_DATABASE_URL.',
    );
  }
}

/** Asks the postmaster for a fast shutdown (SIGINT: end sessions, stop at once). */
function signalPostmaster(dataDir: string, child: ChildProcess): void {
  // Why not child.kill: as root the child is runuser, which blocks SIGINT and forwards only SIGTERM (a
  // "smart" shutdown that waits for every client), so the postmaster named in postmaster.pid is signalled.
  const pid = existsSync(join(dataDir, 'postmaster.pid'))
    ? Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
    : Number.NaN;
  if (Number.isInteger(pid) && pid > 0) {
    try {
      process.kill(pid, 'SIGINT');
      return;
    } catch {
      // the postmaster is gone already: runuser exits on its own
    }
  }
  child.kill('SIGINT');
}

/** Starts a throwaway PostgreSQL cluster (initdb in a temp dir) and returns its URL and a stop function. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = hostPostgresBin();
  if (!bin) throw adviceError(noPostgresMessage(process.platform));
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? postgresUser() : undefined;
  const dir = mkdtempSync(join(tmpdir(), 'desk-pg-'));
  // Why: PostgreSQL refuses to run as root; on CI (root) the cluster runs as Debian's `postgres` user.
  const wrap = (cmd: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const dataDir = join(dir, 'data');
  let child: ChildProcess | undefined;
  try {
    initCluster(
      ...wrap(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']),
    );
    const port = await freePort();
    // Why no socket folder on Windows: the server listens on TCP only there (its default), as the tests connect.
    const socket = process.platform === 'win32' ? [] : ['-k', dir];
    const [cmd, args] = wrap(join(bin, 'postgres'), [
      '-D',
      dataDir,
      '-p',
      String(port),
      ...socket,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'max_connections=200',
    ]);
    const server = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    child = server;
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    await waitForServer(url, server, stderrTail(server));
    return {
      url,
      stop: async () => {
        if (server.exitCode === null && server.signalCode === null) {
          const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
          signalPostmaster(dataDir, server);
          await exited;
        }
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    // Why: a failed start must not leave a server or its files behind.
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child?.once('exit', () => resolve()));
      signalPostmaster(dataDir, child);
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
