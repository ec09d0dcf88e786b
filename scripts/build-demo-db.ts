// `npm run build:demo-db` (part of `npm run build`): makes the demo's ready-made database,
// dist/demo/demo-db.tar.gz with dist/demo/demo-db.json, so the app's demo first start restores it (PGlite's
// loadDataDir) instead of running initdb, the migrations and a 2,000-client seed. Made again only when what
// makes it changed (migrations, seed code, PGlite's version, the demo's size): its digest is in the manifest.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appDemoClients } from '../electron/demo/app-demo-clients.ts';
import { demoTemplateManifest, manifestPathOf, type DemoTemplateManifest } from '../server/db/demo-template.ts';
import { migrations } from '../server/db/migrate.ts';
import { dumpPglite } from '../server/db/pglite-engine.ts';
import { startProviderService } from '../server/service.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
// `--dist <dir>`: the build folder to write into (the packaging tests' staged copy); the project's dist/ by default.
const distArg = process.argv.indexOf('--dist');
const distDir =
  distArg >= 0 && process.argv[distArg + 1] ? resolve(process.argv[distArg + 1] ?? '') : join(root, 'dist');
const tarballPath = join(distDir, 'demo', 'demo-db.tar.gz');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
}

/** A digest of everything the database depends on: migrations and seed code, the config, the hash costs, PGlite's package, the size. */
function sourceDigest(): string {
  const hash = createHash('sha256');
  const inputs = [
    ...filesUnder(join(root, 'server', 'db')),
    ...filesUnder(join(root, 'server', 'seed')),
    join(root, 'server', 'config.ts'),
    join(root, 'server', 'service.ts'),
    // The demo's password hashes take their cost from these.
    join(root, 'server', 'auth', 'password-hash.ts'),
    join(root, 'server', 'auth', 'published-passwords.ts'),
    join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json'),
  ].filter((path) => !path.endsWith('.test.ts'));
  for (const path of inputs) hash.update(relative(root, path)).update('\0').update(readFileSync(path));
  return hash.update(String(appDemoClients)).digest('hex');
}

function builtManifest(): DemoTemplateManifest | undefined {
  const path = manifestPathOf(tarballPath);
  if (!existsSync(path) || !existsSync(tarballPath)) return undefined;
  const parsed = demoTemplateManifest.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  return parsed.success ? parsed.data : undefined;
}

async function main(): Promise<void> {
  const digest = sourceDigest();
  if (builtManifest()?.sourceDigest === digest && !process.argv.includes('--force')) {
    process.stderr.write(`demo database: ${relative(root, tarballPath)} is up to date\n`);
    return;
  }
  const started = performance.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'provider-desk-demo-db-'));
  try {
    // The demo's own first start, as the app makes it (no template: this makes the template).
    const service = await startProviderService({
      adminPort: 0,
      clientPort: 0,
      dataDir,
      demoClients: appDemoClients,
      demoTemplate: '',
      logLevel: 'warn',
    });
    const [day] = await service.engine.query<{ today: string }>('select current_date::text as today');
    const { config } = service;
    await service.close();
    const tarball = await dumpPglite(dataDir);
    mkdirSync(dirname(tarballPath), { recursive: true });
    writeFileSync(tarballPath, Buffer.from(await tarball.arrayBuffer()));
    const manifest: DemoTemplateManifest = {
      clients: appDemoClients,
      seed: config.demoSeed,
      timeZone: config.timeZone,
      lastMigration: migrations.at(-1)?.id ?? 0,
      referenceDay: day?.today ?? '',
      sourceDigest: digest,
    };
    writeFileSync(manifestPathOf(tarballPath), `${JSON.stringify(manifest, null, 2)}\n`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const mib = (statSync(tarballPath).size / 2 ** 20).toFixed(1);
    process.stderr.write(`demo database: ${relative(root, tarballPath)} (${mib} MiB) made in ${seconds} s\n`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `build-demo-db failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
