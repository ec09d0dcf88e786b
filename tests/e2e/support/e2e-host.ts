import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import type { Browser } from 'playwright-core';
import type { DemoStatus } from '../../../shared/ipc/contract.ts';
import { createDeskCore, type CoreLog, type DeskCore } from '../../../electron/core/create-desk-core.ts';
import type { EventHub } from '../../../electron/core/event-hub.ts';
import type { DemoAddresses, DemoController } from '../../../electron/demo/demo-controller.ts';
import { noSecretBox } from '../../../electron/secrets/secret-box.ts';
import { startWebHost, type WebHost } from '../../../electron/web-host/web-host.ts';
import { startProviderService, type RunningService } from '../../../server/service.ts';
import { FaultProxy } from '../../support/fault-proxy.ts';
import { launchChromium } from '../../support/browser.ts';
import { e2eRendererDir } from '../../support/renderer-dir.ts';

/** Demo clients of the e2e provider service: enough for pages and filters, quick to seed. */
export const e2eDemoClients = 300;
/** Passwords of the demo operators and customers of the e2e service. */
export const e2ePasswords = { staff: 'admin1234', client: 'cliente123' } as const;

/** Everything one e2e worker runs: the provider service, the main-process core, its web host, a browser. */
export interface E2eHost {
  service: RunningService;
  core: DeskCore;
  host: WebHost;
  browser: Browser;
  /**
   * A fault proxy between the app and the service's administrative area (the Demo profile points at it),
   * so a test can cut the connection as if the server had stopped, and let it through again.
   */
  adminProxy: FaultProxy;
  /** Warnings and errors the core logged (a test may assert there are none). */
  log: string[];
}

/**
 * A demo controller that answers the service this worker started. Its first start reports progress
 * over a short while, as the real one does while it seeds, so the page's progress display runs too.
 */
function stubDemo(hub: EventHub, service: () => RunningService, adminUrl: () => string): DemoController {
  let status: DemoStatus = { state: 'stopped' };
  let started: Promise<DemoAddresses> | undefined;
  const set = (next: DemoStatus): void => {
    status = next;
    hub.emit('demo:status', next);
  };
  const start = async (): Promise<DemoAddresses> => {
    for (const done of [0, 100, 200, 300]) {
      set({ state: 'starting', progress: { done, total: e2eDemoClients } });
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    set({ state: 'running' });
    return { adminUrl: adminUrl(), clientUrl: service().clientUrl, adminPrefix: 'admin_ctl' };
  };
  return {
    status: () => status,
    ensureRunning: () => (started ??= start()),
    stop: async () => undefined,
  };
}

async function startHost(): Promise<E2eHost> {
  const log: string[] = [];
  const coreLog: CoreLog = {
    info: () => undefined,
    warn: (message) => log.push(`[warn] ${message}`),
    error: (message, error) => log.push(`[error] ${message} ${inspect(error)}`),
  };
  const service = await startProviderService({
    adminPort: 0,
    clientPort: 0,
    demoClients: e2eDemoClients,
    staffPassword: e2ePasswords.staff,
    clientPassword: e2ePasswords.client,
    logLevel: 'silent',
  });
  const adminProxy = await FaultProxy.start(service.adminUrl);
  const core = await createDeskCore({
    dataDir: await mkdtemp(join(tmpdir(), 'desk-e2e-')),
    secretBox: noSecretBox,
    facts: { version: '0.0.0-e2e', host: 'browser', platform: process.platform, osRelease: 'e2e' },
    demo: (hub) =>
      stubDemo(
        hub,
        () => service,
        () => adminProxy.url,
      ),
    log: coreLog,
  });
  const host = await startWebHost({ core, port: 0, staticDir: e2eRendererDir });
  const browser = await launchChromium();
  return { service, core, host, browser, adminProxy, log };
}

const key = Symbol.for('provider-desk.e2e-host');
type Slot = { host?: Promise<E2eHost> };
// Why on globalThis: the e2e project runs its files in one worker without isolation, so one service,
// host and browser serve every file (PGlite and Chromium cost seconds each). The worker's exit ends
// them: Playwright kills its browser when the process exits, the rest lives in the process.
const slot: Slot = ((globalThis as Record<symbol, unknown>)[key] as Slot | undefined) ?? {};
(globalThis as Record<symbol, unknown>)[key] = slot;

/** This worker's e2e host, started on first use and shared afterwards. */
export function useE2eHost(): Promise<E2eHost> {
  slot.host ??= startHost();
  return slot.host;
}
