// Where PostgreSQL's server programs (initdb, postgres) are on this machine, on any OS, so the tests can
// start a private cluster. Order: the installation pg_config names, an initdb on PATH, then where Debian,
// PGDG's RPMs, Homebrew, Postgres.app and the Windows installer put them, newest version first.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { posix, win32 } from 'node:path';

/** The environment variable naming a PostgreSQL server the tests may create databases on. */
export const databaseVariable = 'TEST_DATABASE_URL';

/** What the finder looks at: the OS, the environment and the disk (the unit test injects all of it). */
export interface PostgresProbe {
  platform: NodeJS.Platform;
  env: Record<string, string | undefined>;
  exists(path: string): boolean;
  /** The names in a folder ([] when it is absent). */
  list(dir: string): string[];
  /** The real path behind a symbolic link (Homebrew and Debian link initdb into bin folders). */
  realpath(path: string): string;
  /** What `pg_config --bindir` prints, or undefined when there is no pg_config. */
  pgConfigBindir(): string | undefined;
}

// Why the number: folders are named 15, 9.6, postgresql@17, pgsql-16; the newest server is the best bet.
const versionOf = (name: string): number => Number.parseFloat(/\d+(\.\d+)?/.exec(name)?.[0] ?? '0');

/** `parent/<name starting with prefix>/...rest` for each such folder, newest version first. */
function versions(probe: PostgresProbe, parent: string, prefix: string, ...rest: string[]): string[] {
  const path = probe.platform === 'win32' ? win32 : posix;
  const names = probe.list(parent).filter((name) => name.startsWith(prefix));
  return names.sort((a, b) => versionOf(b) - versionOf(a)).map((name) => path.join(parent, name, ...rest));
}

function knownBinDirs(probe: PostgresProbe): string[] {
  if (probe.platform === 'win32') {
    // Why ProgramW6432 too: a 32-bit Node sees Program Files (x86) as ProgramFiles.
    const roots = [probe.env.ProgramFiles, probe.env.ProgramW6432, 'C:\\Program Files'];
    return [...new Set(roots.filter((root): root is string => Boolean(root)))].flatMap((root) =>
      versions(probe, win32.join(root, 'PostgreSQL'), '', 'bin'),
    );
  }
  if (probe.platform === 'darwin') {
    return [
      ...versions(probe, '/opt/homebrew/opt', 'postgresql', 'bin'), // Homebrew on Apple silicon (keg-only postgresql@N)
      '/opt/homebrew/bin',
      ...versions(probe, '/usr/local/opt', 'postgresql', 'bin'), // Homebrew on Intel
      '/usr/local/bin',
      ...versions(probe, '/Applications/Postgres.app/Contents/Versions', '', 'bin'),
    ];
  }
  return [
    ...versions(probe, '/usr/lib/postgresql', '', 'bin'),
    ...versions(probe, '/usr', 'pgsql-', 'bin'),
    '/usr/bin',
  ];
}

function pathDirs(probe: PostgresProbe): string[] {
  const value = probe.env.PATH ?? probe.env.Path ?? '';
  return value.split(probe.platform === 'win32' ? ';' : ':').filter(Boolean);
}

/** The folder of PostgreSQL's server programs (`initdb`, `postgres`), or undefined when none is installed. */
export function findPostgresBin(probe: PostgresProbe): string | undefined {
  const path = probe.platform === 'win32' ? win32 : posix;
  const initdb = probe.platform === 'win32' ? 'initdb.exe' : 'initdb';
  const holdsInitdb = (dir: string): boolean => probe.exists(path.join(dir, initdb));
  // Why pg_config is checked for initdb: Debian's libpq-dev ships a pg_config without any server.
  const configured = probe.pgConfigBindir();
  if (configured && holdsInitdb(configured)) return configured;
  // Why the real path: an initdb on PATH is often a link, and postgres sits beside the real one only.
  const onPath = pathDirs(probe).find(holdsInitdb);
  if (onPath) return path.dirname(probe.realpath(path.join(onPath, initdb)));
  return knownBinDirs(probe).find(holdsInitdb);
}

/** The one line that tells a newcomer how to get PostgreSQL for the tests on this OS. */
export function noPostgresMessage(platform: NodeJS.Platform): string {
  const lead = 'No PostgreSQL for the integration suites (they start a private server of their own from its initdb):';
  const rest = `or set ${databaseVariable} to a server where the tests may create databases (postgres://user:password@host:5432/postgres).`;
  if (platform === 'win32')
    return `${lead} install it from postgresql.org/download/windows (the tests look in Program Files\\PostgreSQL\\*\\bin), ${rest}`;
  if (platform === 'darwin') return `${lead} \`brew install postgresql@17\` or Postgres.app (postgresapp.com), ${rest}`;
  return `${lead} \`sudo apt-get install postgresql\` on Debian or Ubuntu (\`sudo dnf install postgresql-server\` on Fedora), ${rest}`;
}

/** This machine: its OS, process.env, the real disk and its pg_config. */
export function hostPostgresProbe(): PostgresProbe {
  return {
    platform: process.platform,
    env: process.env,
    exists: (path) => existsSync(path),
    list: (dir) => (existsSync(dir) ? readdirSync(dir) : []),
    realpath: (path) => realpathSync(path),
    pgConfigBindir: () => {
      try {
        return execFileSync('pg_config', ['--bindir'], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        }).trim();
      } catch {
        return undefined;
      }
    },
  };
}

/** The directory of this machine's PostgreSQL server programs, or undefined. */
export function hostPostgresBin(): string | undefined {
  return findPostgresBin(hostPostgresProbe());
}
