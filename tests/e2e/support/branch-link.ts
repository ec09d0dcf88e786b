import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import type { Page } from 'playwright-core';
import { lossyBranchLink, ShapedLink, type OutageMode } from '../../../bench/compression/shaped-link.ts';
import { createDeskCore, type DeskCore } from '../../../electron/core/create-desk-core.ts';
import type { DemoController } from '../../../electron/demo/demo-controller.ts';
import type { Timeouts } from '../../../electron/provider/timeouts.ts';
import { startWebHost, type WebHost } from '../../../electron/web-host/web-host.ts';
import { fakeSecretBox } from '../../support/main-process-kit.ts';
import { chooseProfile } from '../../support/login-page.ts';
import { e2eRendererDir } from '../../support/renderer-dir.ts';
import { e2ePasswords, useE2eHost } from './e2e-host.ts';

// The branch office of issue 46 in browser mode: a second main-process core ("the branch office's machine") whose one
// server profile reaches the e2e host's real provider service through two shaped links (bench/compression/
// shaped-link.ts: 10 Mbit/s, 80 ms round trip, 1% loss), one per area, which a test cuts and restores as an outage.
//
//   const branch = await useBranchHost();
//   const page = await openApp({ on: branch });   // a fresh tab on the branch host's page
//   await signInToBranch(page);                   // through the login screen with the branch profile
//   branch.cut();  …  branch.restore();

/** The branch profile's name on the login screen. */
export const branchProfileName = 'Filial Centro (link simulado)';

/**
 * Provider timeouts of the branch host. Why shorter than the app's (5 s connect, 20 s headers, 30 s body): a cut
 * cable (a blackhole) answers nothing, so a read only fails when a timeout runs out; at the defaults the clerk, and
 * the walk, would wait 20 s before main turns to the local copy. Why not shorter still: the e2e machine is shared
 * and busy, and a read that is only slow must not read as an outage.
 */
export const branchTimeouts: Timeouts = { connect: 2_000, headers: 4_000, body: 8_000 };

/** The branch office's machine: its core and page host, its profile, and the links to the server it cuts and restores. */
export interface BranchHost {
  core: DeskCore;
  host: WebHost;
  /** The id of the branch profile (the login screen's picker value). */
  profileId: string;
  /** The links to the service's administrative and client areas. */
  links: { admin: ShapedLink; client: ShapedLink };
  /** Takes both links down (a blackhole unless told: a cut cable, every byte held, nothing answered). */
  cut(mode?: OutageMode): void;
  /** Brings both links back (held bytes go on, new connections are carried again). */
  restore(): void;
  /** Warnings and errors the branch core logged. */
  log: string[];
}

/** A demo controller for a core that has no demo of its own: the branch machine signs in to its server profile only. */
function noDemo(): DemoController {
  return {
    status: () => ({ state: 'stopped' }),
    ensureRunning: () => Promise.reject(new Error('the branch host has no demo service')),
    stop: async () => undefined,
  };
}

async function startBranchHost(): Promise<BranchHost> {
  const { service } = await useE2eHost();
  const log: string[] = [];
  const links = {
    admin: await ShapedLink.start(service.adminUrl, lossyBranchLink),
    client: await ShapedLink.start(service.clientUrl, lossyBranchLink),
  };
  const core = await createDeskCore({
    dataDir: await mkdtemp(join(tmpdir(), 'desk-e2e-branch-')),
    // Why a sealing box here when browser mode has none (electron/web-host/main.ts passes noSecretBox, and the shared
    // e2e host does too): the local copy is sealed with a key the keychain wraps (electron/cache/cache-key.ts), so a
    // machine that cannot seal keeps no copy at all, and the branch walk would have nothing to read offline. The
    // Electron app has safeStorage; the integration tests stand in for it with this reversible fake box, and so does
    // this host. The shared e2e host keeps noSecretBox: other walks assert browser mode's "nothing kept".
    secretBox: fakeSecretBox(true),
    facts: { version: '0.0.0-e2e', host: 'browser', platform: process.platform, osRelease: 'e2e' },
    demo: noDemo,
    timeouts: branchTimeouts,
    // Why sooner than the app's 5 s: the walk waits for the banner to go once the link is back.
    reconnectProbeMs: 2_000,
    // As the app's hosts: after sign-in the whole client list is read into the copy behind the clerk's own calls.
    backgroundRefresh: true,
    log: {
      info: () => undefined,
      warn: (message) => log.push(`[warn] ${message}`),
      error: (message, error) => log.push(`[error] ${message} ${inspect(error)}`),
    },
  });
  const saved = await core.dispatcher.dispatch('profiles:save', {
    name: branchProfileName,
    adminUrl: links.admin.url,
    clientUrl: links.client.url,
    adminPrefix: 'admin_ctl',
    username: '',
  });
  if (!saved.ok) throw new Error(`the branch profile was not saved: ${JSON.stringify(saved)}`);
  const profileId = (saved.data as { id: string }).id;
  const host = await startWebHost({ core, port: 0, staticDir: e2eRendererDir });
  return {
    core,
    host,
    profileId,
    links,
    cut: (mode = 'blackhole') => {
      links.admin.cut(mode);
      links.client.cut(mode);
    },
    restore: () => {
      links.admin.restore();
      links.client.restore();
    },
    log,
  };
}

const key = Symbol.for('provider-desk.e2e-branch-host');
type Slot = { host?: Promise<BranchHost> };
// Why on globalThis: as the shared e2e host (e2e-host.ts), one per worker; the worker's exit ends it.
const slot: Slot = ((globalThis as Record<symbol, unknown>)[key] as Slot | undefined) ?? {};
(globalThis as Record<symbol, unknown>)[key] = slot;

/** This worker's branch host, started on first use (after the shared e2e host, whose service it reaches). */
export function useBranchHost(): Promise<BranchHost> {
  slot.host ??= startBranchHost();
  return slot.host;
}

/** Signs in through the login screen with the branch profile (admin by default) and waits for the shell. */
export async function signInToBranch(
  page: Page,
  username = 'admin',
  password: string = e2ePasswords.staff,
): Promise<void> {
  const { profileId } = await useBranchHost();
  await chooseProfile(page, profileId);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form[data-form="login"] button[type="submit"]').click();
  // Why longer than other steps: the sign-in crosses the shaped link (80 ms round trip) several times and opens the
  // local copy (its key unwrapped, its files opened), on a machine other suites keep busy.
  await page.locator('nav[data-nav="main"]').waitFor({ timeout: 30_000 });
}
