import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ShapedLink, type LinkShape } from '../../bench/compression/shaped-link.ts';
import { createDeskCore, type DeskCore } from '../../electron/core/create-desk-core.ts';
import type { SecretBox } from '../../electron/secrets/secret-box.ts';
import type { RunningService } from '../../server/service.ts';
import { dataOf, fakeSecretBox, memoryLog, stubDemo, testFacts, watchPage } from './main-process-kit.ts';

/** A fast loopback link: the tests cut and restore it, they do not measure it. */
const testLink: LinkShape = { bitsPerSecond: 1_000_000_000, burstBytes: 10_000_000 };

/** A core whose demo profile reaches the service through links the test can cut, and the page's view of it. */
export interface BranchDesk {
  core: DeskCore;
  page: ReturnType<typeof watchPage>;
  adminLink: ShapedLink;
  clientLink: ShapedLink;
  /** Cuts both links (a router's reset: calls fail at once). */
  cut(): void;
  restore(): void;
  /** Starts the core again on the same data folder (a restart of the app), behind the same links. */
  restart(options?: {
    box?: SecretBox;
    policyPaths?: readonly string[];
    /** Runs while the app is closed (a test changes its data folder). */
    between?: () => Promise<void>;
  }): Promise<void>;
  close(): Promise<void>;
}

/** A branch office's desk on `dataDir`, not signed in: `signIn` signs in as admin. */
export async function branchDesk(
  service: RunningService,
  dataDir: string,
  options: { box?: SecretBox; policyPaths?: readonly string[] } = {},
): Promise<BranchDesk & { signIn(password: string, username?: string): Promise<void> }> {
  const adminLink = await ShapedLink.start(service.adminUrl, testLink);
  const clientLink = await ShapedLink.start(service.clientUrl, testLink);
  const start = async (box: SecretBox, policyPaths: readonly string[] | undefined) =>
    createDeskCore({
      dataDir,
      secretBox: box,
      facts: testFacts,
      demo: () => stubDemo({ adminUrl: adminLink.url, clientUrl: clientLink.url, adminPrefix: 'admin_ctl' }),
      log: memoryLog(),
      timeouts: { connect: 1_000, headers: 3_000, body: 3_000 },
      reconnectProbeMs: 100,
      ...(policyPaths ? { policyPaths } : {}),
    });
  let box = options.box ?? fakeSecretBox(true);
  let core = await start(box, options.policyPaths);
  const desk = {
    core,
    page: watchPage(core),
    adminLink,
    clientLink,
    cut: () => {
      adminLink.cut('reset');
      clientLink.cut('reset');
    },
    restore: () => {
      adminLink.restore();
      clientLink.restore();
    },
    async restart(again: { box?: SecretBox; policyPaths?: readonly string[]; between?: () => Promise<void> } = {}) {
      desk.page.stop();
      await core.close();
      await again.between?.();
      box = again.box ?? box;
      core = await start(box, again.policyPaths ?? options.policyPaths);
      desk.core = core;
      desk.page = watchPage(core);
    },
    async signIn(password: string, username = 'admin') {
      dataOf(await desk.page.call('session:login', { profileId: 'demo', username, password, remember: false }));
    },
    async close() {
      desk.page.stop();
      await core.close();
      await adminLink.close();
      await clientLink.close();
    },
  };
  return desk;
}

/** Every file of the copies under a data folder, with its bytes (the test looks for what must not be there). */
export async function copyFiles(dataDir: string): Promise<Array<{ path: string; bytes: Buffer }>> {
  const root = join(dataDir, 'cache');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return Promise.all(files.map(async (path) => ({ path, bytes: await readFile(path) })));
}

/** Waits (polling) until `check` holds; fails after `ms`. */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
