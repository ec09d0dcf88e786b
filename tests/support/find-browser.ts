// Which browser the end-to-end, shell and bench suites drive, on any OS. Order: the browser the developer
// names, Debian's Chromium (what .ci/run installs, so CI stays on it), a Chromium Playwright downloaded, then
// the system's Chrome or Edge through playwright-core's channels. Every input is injectable for the unit test.
import { existsSync } from 'node:fs';
import { win32 } from 'node:path';
import { chromium } from 'playwright-core';
import { adviceError } from './advice-error.ts';

/** The environment variable that names a browser executable for the test suites. */
export const browserVariable = 'DESK_CHROMIUM';

/** Debian's Chromium (apt-get install chromium), the first choice on Linux when present. */
export const debianChromium = '/usr/bin/chromium';

/** How playwright-core starts the browser: an executable, or a channel (an installed Chrome or Edge). */
export type BrowserLaunch = { executablePath: string } | { channel: 'chrome' | 'msedge' };

/** A browser the suites can drive: how to launch it and, for messages, where it is. */
export interface FoundBrowser {
  launch: BrowserLaunch;
  path: string;
}

/** What the finder looks at: the OS, the environment and the disk (the unit test injects all of it). */
export interface BrowserProbe {
  platform: NodeJS.Platform;
  env: Record<string, string | undefined>;
  exists(path: string): boolean;
  /** Where Playwright's own Chromium would be (it may not be downloaded), or undefined. */
  playwrightChromium(): string | undefined;
}

// Why these paths: they are where playwright-core itself looks for each channel (its registry), so a
// channel found here is one Playwright can launch; Windows installs per user or per machine.
const channelPaths: Record<'chrome' | 'msedge', Partial<Record<NodeJS.Platform, string>>> = {
  chrome: {
    linux: '/opt/google/chrome/chrome',
    darwin: '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    win32: 'Google\\Chrome\\Application\\chrome.exe',
  },
  msedge: {
    linux: '/opt/microsoft/msedge/msedge',
    darwin: '/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge',
    win32: 'Microsoft\\Edge\\Application\\msedge.exe',
  },
};

function channelCandidates(probe: BrowserProbe, channel: 'chrome' | 'msedge'): string[] {
  const suffix = channelPaths[channel][probe.platform];
  if (!suffix) return [];
  if (probe.platform !== 'win32') return [suffix];
  const { env } = probe;
  const homeDrive = env.HOMEDRIVE;
  const roots = [
    env.LOCALAPPDATA,
    env.PROGRAMFILES,
    env['PROGRAMFILES(X86)'],
    homeDrive && `${homeDrive}\\Program Files`,
    homeDrive && `${homeDrive}\\Program Files (x86)`,
  ];
  return roots.filter((root): root is string => Boolean(root)).map((root) => win32.join(root, suffix));
}

/** The one line that tells a newcomer how to get a browser on this OS. */
export function noBrowserMessage(platform: NodeJS.Platform): string {
  const lead = 'No browser for the end-to-end and shell suites:';
  const rest = `or run \`npx playwright-core install chromium\`, or set ${browserVariable} to a Chromium, Chrome or Edge executable.`;
  if (platform === 'win32')
    return `${lead} install Google Chrome or Microsoft Edge (Windows 10 and 11 include Edge), ${rest}`;
  if (platform === 'darwin') return `${lead} install Google Chrome or Microsoft Edge into /Applications, ${rest}`;
  return `${lead} install Chromium (Debian: \`sudo apt-get install chromium\`) or Google Chrome, ${rest}`;
}

/** Picks the browser the suites drive; throws one line that says what to do when there is none. */
export function findBrowser(probe: BrowserProbe): FoundBrowser {
  const named = probe.env[browserVariable];
  if (named) {
    // Why no fallback: a developer who names a browser wants that one; another would hide the typo.
    if (!probe.exists(named))
      throw adviceError(
        `${browserVariable} names ${named}, which does not exist: point it at a Chromium, Chrome or Edge executable, or unset it to let the suites look for one.`,
      );
    return { launch: { executablePath: named }, path: named };
  }
  if (probe.platform === 'linux' && probe.exists(debianChromium))
    return { launch: { executablePath: debianChromium }, path: debianChromium };
  const downloaded = probe.playwrightChromium();
  if (downloaded && probe.exists(downloaded)) return { launch: { executablePath: downloaded }, path: downloaded };
  for (const channel of ['chrome', 'msedge'] as const) {
    const path = channelCandidates(probe, channel).find((candidate) => probe.exists(candidate));
    if (path) return { launch: { channel }, path };
  }
  throw adviceError(noBrowserMessage(probe.platform));
}

/** This machine: its OS, process.env, the real disk and playwright-core's registry. */
export function hostBrowserProbe(): BrowserProbe {
  return {
    platform: process.platform,
    env: process.env,
    exists: (path) => existsSync(path),
    playwrightChromium: () => {
      try {
        return chromium.executablePath() || undefined;
      } catch {
        // Why: playwright-core throws on platforms it has no Chromium build for; then there is none.
        return undefined;
      }
    },
  };
}

let found: FoundBrowser | undefined;

/** The browser for this machine, found once per process. */
export function testBrowser(): FoundBrowser {
  found ??= findBrowser(hostBrowserProbe());
  return found;
}
