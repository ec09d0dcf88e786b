import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretKeyFileName } from '../../server/auth/secret-key.ts';
import { manifestPathOf, type DemoTemplateManifest } from '../../server/db/demo-template.ts';
import { migrations } from '../../server/db/migrate.ts';
import { dumpPglite } from '../../server/db/pglite-engine.ts';
import { startProviderService, type RunningService } from '../../server/service.ts';
import { FormClient } from '../support/form-client.ts';
import { testPasswords } from '../support/test-service.ts';

const clients = 30;

/** Starts the service as the demo controller does: loopback, free ports, a data directory, demo clients. */
const startDemo = (dataDir: string, extra: Record<string, unknown> = {}): Promise<RunningService> =>
  startProviderService({
    adminPort: 0,
    clientPort: 0,
    dataDir,
    demoClients: clients,
    logLevel: 'silent',
    ...extra,
  });

const countClients = async (service: RunningService): Promise<number> =>
  (await service.engine.query<{ n: number }>('select count(*)::int as n from client'))[0]?.n ?? -1;

// The ready-made demo database: a first start on an empty data directory restores it (PGlite's loadDataDir)
// instead of initdb + migrations + seed; `npm run build` makes the app's (scripts/build-demo-db.ts).
describe('the demo service on a ready-made database (pglite)', () => {
  let workDir: string;
  let template: string;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'desk-demo-template-'));
    const madeDir = join(workDir, 'made');
    const maker = await startDemo(madeDir, { demoTemplate: '' });
    expect(maker.seeded?.clients).toBe(clients);
    await maker.close();
    template = join(workDir, 'demo-db.tar.gz');
    await writeFile(template, Buffer.from(await (await dumpPglite(madeDir)).arrayBuffer()));
    const manifest: DemoTemplateManifest = {
      clients,
      seed: 1,
      timeZone: 'America/Sao_Paulo',
      lastMigration: migrations.at(-1)?.id ?? 0,
      referenceDay: '2026-01-01',
      sourceDigest: 'test',
    };
    await writeFile(manifestPathOf(template), JSON.stringify(manifest));
  }, 180_000);

  afterAll(async () => {
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('restores it on the first start (no seed runs), serves a login, and opens the same data on the next start', async () => {
    const dataDir = join(workDir, 'restored');
    const first = await startDemo(dataDir, { demoTemplate: template });
    try {
      expect(first.seeded).toBeUndefined();
      expect(await countClients(first)).toBe(clients);
      // Only the service's own database: PostgreSQL's templates (template0, template1) are more than half the files
      // a first start writes, and only CREATE DATABASE, which the service never runs, reads them.
      const databases = await first.engine.query<{ name: string }>('select datname as name from pg_database');
      expect(databases.map((row) => row.name)).toEqual(['postgres']);
      // The demo's small shared memory (its database is tens of MB, cached by the OS anyway): PostgreSQL zeroes
      // it all at start, which a later start paid for page by page (issue 20: later demo start).
      const [memory] = await first.engine.query<{ buffers: string; connections: string; total: string }>(
        "select current_setting('shared_buffers') as buffers, current_setting('max_connections') as connections, current_setting('shared_memory_size') as total",
      );
      expect(memory).toEqual({ buffers: '4MB', connections: '4', total: '8MB' });
      const admin = new FormClient(first.adminUrl);
      expect((await admin.login('admin', testPasswords.staff)).status).toBe(200);
      const page = await admin.post('/admin_ctl/client/list', { start: 0, limit: 5 });
      expect(page.body).toMatchObject({ success: true, total: clients });
      // The template's key file came with it (issue 42): its customers' sealed passwords open on the restored copy.
      const rows = page.body.results as Array<{ client_password: string }>;
      expect(rows.map((record) => record.client_password)).toContain(testPasswords.client);
      expect(existsSync(join(dataDir, secretKeyFileName))).toBe(true);
      await first.engine.query("update client set client_name = 'Depois' where client_pk = 1");
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    const later = await startDemo(dataDir, { demoTemplate: template });
    try {
      expect(later.seeded).toBeUndefined();
      const [row] = await later.engine.query<{ name: string }>(
        'select client_name as name from client where client_pk = 1',
      );
      expect(row?.name).toBe('Depois');
    } finally {
      await later.close();
    }
  });

  it('seeds its own when the start asks for other passwords or another size than the template was made with', async () => {
    const otherPasswords = await startDemo(join(workDir, 'own-passwords'), {
      demoTemplate: template,
      staffPassword: 'outra-senha-1',
      clientPassword: 'outra-senha-2',
    });
    try {
      expect(otherPasswords.seeded?.clients).toBe(clients);
    } finally {
      await otherPasswords.close();
    }
    const otherSize = await startDemo(join(workDir, 'other-size'), {
      demoTemplate: template,
      demoClients: clients + 1,
    });
    try {
      expect(otherSize.seeded?.clients).toBe(clients + 1);
    } finally {
      await otherSize.close();
    }
  });
});
