import { describe, expect, it } from 'vitest';
import { findPostgresBin, noPostgresMessage, type PostgresProbe } from '../../support/find-postgres.ts';

interface Machine {
  platform: NodeJS.Platform;
  /** Every file on the machine; folders are derived from them. */
  files: string[];
  env?: Record<string, string>;
  links?: Record<string, string>;
  pgConfig?: string;
}

/** A machine with exactly these files (each folder listing derived from them), on this OS. */
function machine({ platform, files, env = {}, links = {}, pgConfig }: Machine): PostgresProbe {
  const sep = platform === 'win32' ? '\\' : '/';
  return {
    platform,
    env,
    exists: (path) => files.includes(path),
    list: (dir) => [
      ...new Set(
        files
          .filter((file) => file.startsWith(dir + sep))
          .map((file) => file.slice(dir.length + 1).split(sep)[0] ?? ''),
      ),
    ],
    realpath: (path) => links[path] ?? path,
    pgConfigBindir: () => pgConfig,
  };
}

describe('findPostgresBin', () => {
  it('takes the folder pg_config names when initdb is there', () => {
    const files = ['/usr/lib/postgresql/15/bin/initdb', '/usr/lib/postgresql/17/bin/initdb'];
    expect(findPostgresBin(machine({ platform: 'linux', files, pgConfig: '/usr/lib/postgresql/15/bin' }))).toBe(
      '/usr/lib/postgresql/15/bin',
    );
  });

  it("passes over a pg_config without a server (Debian's libpq-dev) to Debian's newest cluster programs", () => {
    const files = [
      '/usr/lib/postgresql/9.6/bin/initdb',
      '/usr/lib/postgresql/15/bin/initdb',
      '/usr/lib/postgresql/16/lib/x.so',
    ];
    expect(findPostgresBin(machine({ platform: 'linux', files, pgConfig: '/usr/bin' }))).toBe(
      '/usr/lib/postgresql/15/bin',
    );
  });

  it('follows an initdb on PATH to the folder where postgres sits beside it', () => {
    const probe = machine({
      platform: 'linux',
      files: ['/usr/local/bin/initdb'],
      env: { PATH: '/usr/local/sbin:/usr/local/bin:/usr/bin' },
      links: { '/usr/local/bin/initdb': '/usr/lib/postgresql/15/bin/initdb' },
    });
    expect(findPostgresBin(probe)).toBe('/usr/lib/postgresql/15/bin');
  });

  it("finds PGDG's RPM layout and Fedora's /usr/bin", () => {
    expect(findPostgresBin(machine({ platform: 'linux', files: ['/usr/pgsql-16/bin/initdb'] }))).toBe(
      '/usr/pgsql-16/bin',
    );
    expect(findPostgresBin(machine({ platform: 'linux', files: ['/usr/bin/initdb'] }))).toBe('/usr/bin');
  });

  it("finds Homebrew's keg-only postgresql@N on Apple silicon, newest first", () => {
    const files = ['/opt/homebrew/opt/postgresql@14/bin/initdb', '/opt/homebrew/opt/postgresql@17/bin/initdb'];
    expect(findPostgresBin(machine({ platform: 'darwin', files }))).toBe('/opt/homebrew/opt/postgresql@17/bin');
  });

  it("finds Homebrew on Intel Macs and Postgres.app's versions", () => {
    expect(findPostgresBin(machine({ platform: 'darwin', files: ['/usr/local/opt/postgresql@16/bin/initdb'] }))).toBe(
      '/usr/local/opt/postgresql@16/bin',
    );
    const app = [
      '/Applications/Postgres.app/Contents/Versions/16/bin/initdb',
      '/Applications/Postgres.app/Contents/Versions/17/bin/initdb',
    ];
    expect(findPostgresBin(machine({ platform: 'darwin', files: app }))).toBe(
      '/Applications/Postgres.app/Contents/Versions/17/bin',
    );
  });

  it("finds the Windows installer's Program Files\\PostgreSQL\\N\\bin, newest first", () => {
    const files = [
      'C:\\Program Files\\PostgreSQL\\16\\bin\\initdb.exe',
      'C:\\Program Files\\PostgreSQL\\17\\bin\\initdb.exe',
    ];
    expect(findPostgresBin(machine({ platform: 'win32', files, env: { ProgramFiles: 'C:\\Program Files' } }))).toBe(
      'C:\\Program Files\\PostgreSQL\\17\\bin',
    );
  });

  it('reads a Windows PATH (semicolons, initdb.exe)', () => {
    const probe = machine({
      platform: 'win32',
      files: ['D:\\pg\\bin\\initdb.exe'],
      env: { Path: 'C:\\Windows;D:\\pg\\bin' },
    });
    expect(findPostgresBin(probe)).toBe('D:\\pg\\bin');
  });

  it('answers undefined when no initdb is anywhere', () => {
    expect(
      findPostgresBin(
        machine({ platform: 'linux', files: ['/usr/bin/psql'], env: { PATH: '/usr/bin' }, pgConfig: '/usr/bin' }),
      ),
    ).toBeUndefined();
    expect(findPostgresBin(machine({ platform: 'darwin', files: [] }))).toBeUndefined();
    expect(findPostgresBin(machine({ platform: 'win32', files: [] }))).toBeUndefined();
  });
});

describe('noPostgresMessage', () => {
  it('tells each OS its own way to get PostgreSQL, or TEST_DATABASE_URL, on one line', () => {
    expect(noPostgresMessage('linux')).toContain('sudo apt-get install postgresql');
    expect(noPostgresMessage('darwin')).toContain('brew install postgresql@17');
    expect(noPostgresMessage('win32')).toContain('postgresql.org/download/windows');
    for (const platform of ['linux', 'darwin', 'win32'] as const) {
      expect(noPostgresMessage(platform)).toContain('TEST_DATABASE_URL');
      expect(noPostgresMessage(platform)).not.toContain('\n');
    }
  });
});
