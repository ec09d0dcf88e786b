// The Chromium behind the stand-in's windows: Debian's Chromium through playwright-core, one persistent
// profile in the user data folder (Electron keeps the default session's storage there too, so drafts and
// saved filters survive a restart as they do in the app), and a DevTools port the test connects to.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type BrowserContext } from 'playwright-core';
import { chromiumArgs } from '../../support/browser.ts';
import { testBrowser } from '../../support/find-browser.ts';

let context: BrowserContext | undefined;

/** Starts Chromium once for this host; answers its DevTools endpoint for the test. */
export async function startChromium(userData: string): Promise<string> {
  const profile = join(userData, 'stand-in-chromium');
  context = await chromium.launchPersistentContext(profile, {
    ...testBrowser().launch,
    headless: true,
    // Why port 0: Chromium picks a free port and writes it to DevToolsActivePort in the profile.
    args: [...chromiumArgs, '--remote-debugging-port=0'],
    viewport: null,
    reducedMotion: 'reduce',
  });
  const portFile = join(profile, 'DevToolsActivePort');
  while (!existsSync(portFile) || !readFileSync(portFile, 'utf8').includes('\n')) await sleep(20);
  const port = readFileSync(portFile, 'utf8').split('\n')[0];
  // The persistent context opens with one blank tab: Electron has no window until the app makes one.
  await Promise.all(context.pages().map((page) => page.close()));
  return `http://127.0.0.1:${port}`;
}

/** The browser context of the default session. */
export function chromiumContext(): BrowserContext {
  if (!context) throw new Error('stand-in Electron: Chromium is not started (windows exist only after app ready)');
  return context;
}

/** Closes Chromium (at exit). */
export async function stopChromium(): Promise<void> {
  await context?.close().catch(() => undefined);
  context = undefined;
}
