import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDeskCore, type DeskCore } from '../../electron/core/create-desk-core.ts';
import type { DemoController } from '../../electron/demo/demo-controller.ts';
import { noSecretBox } from '../../electron/secrets/secret-box.ts';
import { startWebHost, type WebHost } from '../../electron/web-host/web-host.ts';
import { openPgliteEngine } from '../../server/db/pglite-engine.ts';
import { startProviderService, type RunningService } from '../../server/service.ts';
import { e2eRendererDir } from '../../tests/support/renderer-dir.ts';
import { benchServiceSettings } from '../common/service-settings.ts';

/** The built page the web host serves: where the e2e global setup builds it (dist/renderer, or DESK_E2E_OUT_DIR). */
export const rendererDir = e2eRendererDir;

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Starts the provider service on a copy of the cached PGlite snapshot (no seed: the data is there). */
export async function startSnapshotService(snapshotPath: string): Promise<RunningService> {
  const engine = await openPgliteEngine({ loadDataDir: new Blob([readFileSync(snapshotPath)]) });
  const service = await startProviderService(benchServiceSettings(0, 1), { engine });
  const close = service.close.bind(service);
  // Why wrap close: the service leaves an engine it was given open; this one belongs to the bench.
  return {
    ...service,
    close: async () => {
      await close();
      await engine.close();
    },
  };
}

/** Browser mode as `npm run web` runs it: the main-process core (demo profile pointed at `service`) and its web host. */
export interface DeskStack {
  core: DeskCore;
  host: WebHost;
  coreMs: number;
  hostMs: number;
  close(): Promise<void>;
}

/** Starts the core and the web host (serving `staticDir`, the built page by default), timing each. */
export async function startDeskStack(service: RunningService, staticDir: string = rendererDir): Promise<DeskStack> {
  const dataDir = await mkdtemp(join(tmpdir(), 'desk-bench-ui-'));
  const addresses = {
    adminUrl: service.adminUrl,
    clientUrl: service.clientUrl,
    adminPrefix: service.config.adminPrefix,
  };
  const demo: DemoController = {
    status: () => ({ state: 'running' }),
    ensureRunning: async () => addresses,
    stop: async () => undefined,
  };
  let started = performance.now();
  const core = await createDeskCore({
    dataDir,
    secretBox: noSecretBox,
    facts: { version: 'bench', host: 'browser', platform: process.platform, osRelease: '' },
    demo: () => demo,
    log: quiet,
  });
  const coreMs = performance.now() - started;
  started = performance.now();
  const host = await startWebHost({ core, port: 0, staticDir });
  const hostMs = performance.now() - started;
  return {
    core,
    host,
    coreMs,
    hostMs,
    close: async () => {
      await host.close();
      await core.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
