import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** A throwaway PostgreSQL cluster: its superuser URL and how to stop it (which also deletes its files). */
export interface PrivatePostgres {
  url: string;
  stop(): Promise<void>;
}

/** The directory of PostgreSQL's server programs (`initdb`, `postgres`), or undefined when none is installed. */
export function findPostgresBin(): string | undefined {
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    const root = '/usr/lib/postgresql';
    if (!existsSync(root)) return undefined;
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    return versions.map((version) => join(root, version, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
  }
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

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL exited with code ${child.exitCode} while starting`);
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
  throw new Error('PostgreSQL did not accept connections within 30 s');
}

/** Asks the postmaster for a fast shutdown (SIGINT: end sessions, stop at once). */
function signalPostmaster(dataDir: string, child: ChildProcess): void {
  // Why not child.kill: as root the child is runuser, which blocks SIGINT and forwards only SIGTERM (a
  // "smart" shutdown that waits for every client), so the postmaster named in postmaster.pid is signalled.
  const pid = existsSync(join(dataDir, 'postmaster.pid')) ? Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]) : Number.NaN;
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
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql): no initdb found');
  const dir = mkdtempSync(join(tmpdir(), 'desk-pg-'));
  const asRoot = process.getuid?.() === 0;
  // Why: PostgreSQL refuses to run as root; on CI (root) the cluster runs as Debian's `postgres` user.
  const wrap = (cmd: string, args: string[]): [string, string[]] => (asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const dataDir = join(dir, 'data');
  const [initCmd, initArgs] = wrap(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']);
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  const [cmd, args] = wrap(join(bin, 'postgres'), ['-D', dataDir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=200']);
  const child = spawn(cmd, args, { stdio: 'ignore' });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitForServer(url, child);
  return {
    url,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        signalPostmaster(dataDir, child);
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
