import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { extractFile } from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { beforeAll, describe, expect, it } from 'vitest';
import { parsePublicKeys } from '../../electron/update/feed-signature.ts';
import { trustedKeysFile } from '../../electron/update/trusted-keys.ts';
import { asarFiles, packageOf, productionPackages } from './support/asar-entries.ts';
import { projectDir } from './support/builder-config.ts';
import { decoys, sharedPack } from './support/shared-pack.ts';

// The run's one build and pack (shared with the shell suite's packaged-app tests); every test reads the result.
let stageDir = '';
let appDir = '';
let entries = new Map<string, { unpacked: boolean }>();

async function filesUnder(dir: string): Promise<string[]> {
  const found = await readdir(dir, { recursive: true, withFileTypes: true });
  return found
    .filter((entry) => entry.isFile())
    .map((entry) => relative(stageDir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

beforeAll(async () => {
  ({ stageDir, appDir } = await sharedPack());
  entries = asarFiles(join(appDir, 'resources', 'app.asar'));
}, 900_000);

describe('the packed app (electron-builder --dir against a stand-in Electron)', () => {
  it('holds exactly the build output and package.json outside node_modules', async () => {
    const built = (await filesUnder(join(stageDir, 'dist'))).filter(
      (path) => !path.endsWith('.map') && !decoys.includes(path),
    );
    const own = [...entries.keys()].filter((path) => !path.startsWith('node_modules/'));
    expect(own.sort()).toEqual(['package.json', trustedKeysFile, ...built].sort());
    expect(own).toEqual(
      expect.arrayContaining([
        'dist/electron/main.js',
        'dist/electron/preload.cjs',
        'dist/server/main.js',
        'dist/server/service-main.cjs',
        'dist/server/pglite-hints.json',
        'dist/demo/demo-db.json',
        'dist/demo/demo-db.tar.gz',
        'dist/renderer/index.html',
      ]),
    );
  });

  it('carries no sources, tests, configuration, source maps or secrets', () => {
    const forbidden = [...entries.keys()].filter(
      (path) =>
        /(^|\/)\.env/.test(path) ||
        /\.(ts|tsx|mts|cts|map)$/.test(path) ||
        (/^(electron|renderer|server|shared|tests|scripts|build|docs|bench|\.ci)\//.test(path) &&
          path !== trustedKeysFile) ||
        /^(tsconfig|vite\.config|vitest\.config|eslint\.config|postcss\.config)/.test(path),
    );
    expect(forbidden).toEqual([]);
  });

  it('carries the production dependencies and no development one', async () => {
    const production = await productionPackages(projectDir);
    const shipped = new Set([...entries.keys()].map(packageOf).filter((name): name is string => name !== undefined));
    expect([...shipped].filter((name) => !production.has(name))).toEqual([]);
    // And every production package ships (a dependency of a dependency, such as pg-types, included).
    // (Optional packages of other platforms are not installed, so only those present are expected.)
    expect(
      [...production].filter((name) => existsSync(join(projectDir, 'node_modules', name)) && !shipped.has(name)),
    ).toEqual([]);
    for (const name of ['@electric-sql/pglite', 'fastify', 'electron-updater', 'electron-log', 'zod', 'undici'])
      expect(shipped.has(name), name).toBe(true);
    for (const name of ['electron', 'electron-builder', 'vite', 'vitest', 'react', 'typescript'])
      expect(shipped.has(name), name).toBe(false);
  });

  it("unpacks PGlite's WebAssembly and data files beside the asar", () => {
    const pglite = 'node_modules/@electric-sql/pglite/dist';
    for (const file of ['pglite.wasm', 'pglite.data', 'initdb.wasm']) {
      expect(entries.get(`${pglite}/${file}`), file).toEqual({ unpacked: true });
      expect(existsSync(join(appDir, 'resources', 'app.asar.unpacked', pglite, file)), file).toBe(true);
    }
    expect(entries.get(`${pglite}/index.js`)).toEqual({ unpacked: false });
    // The demo's ready-made database too (its manifest stays inside).
    expect(entries.get('dist/demo/demo-db.tar.gz')).toEqual({ unpacked: true });
    expect(entries.get('dist/demo/demo-db.json')).toEqual({ unpacked: false });
  });

  it('flips the Electron fuses of the executable', async () => {
    const wire = await getCurrentFuseWire(join(appDir, 'provider-desk'));
    const state = (option: FuseV1Options): string => String.fromCharCode(wire[option] as number);
    expect(state(FuseV1Options.RunAsNode)).toBe('0');
    expect(state(FuseV1Options.EnableNodeOptionsEnvironmentVariable)).toBe('0');
    expect(state(FuseV1Options.EnableNodeCliInspectArguments)).toBe('0');
    expect(state(FuseV1Options.OnlyLoadAppFromAsar)).toBe('1');
    expect(state(FuseV1Options.EnableEmbeddedAsarIntegrityValidation)).toBe('1');
    expect(state(FuseV1Options.EnableCookieEncryption)).toBe('1');
  });

  it('writes the updater configuration into the resources', () => {
    expect(existsSync(join(appDir, 'resources', 'app-update.yml'))).toBe(true);
  });

  it('carries the public key update feeds must be signed with, inside the asar, and it is an Ed25519 key', () => {
    expect(entries.get(trustedKeysFile)).toEqual({ unpacked: false });
    const keys = parsePublicKeys(extractFile(join(appDir, 'resources', 'app.asar'), trustedKeysFile).toString('utf8'));
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.map((key) => key.asymmetricKeyType)).toEqual(keys.map(() => 'ed25519'));
  });
});
