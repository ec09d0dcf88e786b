import { describe, expect, it } from 'vitest';
import { findBrowser, noBrowserMessage, type BrowserProbe } from '../../support/find-browser.ts';

const playwrightLinux = '/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';
const windowsEnv = {
  LOCALAPPDATA: 'C:\\Users\\dev\\AppData\\Local',
  PROGRAMFILES: 'C:\\Program Files',
  'PROGRAMFILES(X86)': 'C:\\Program Files (x86)',
  HOMEDRIVE: 'C:',
};

/** A machine with exactly these files, on this OS, with this environment. */
function machine(
  platform: NodeJS.Platform,
  files: string[],
  env: Record<string, string> = {},
  playwright?: string,
): BrowserProbe {
  return { platform, env, exists: (path) => files.includes(path), playwrightChromium: () => playwright };
}

describe('findBrowser', () => {
  it('takes the browser DESK_CHROMIUM names before any other', () => {
    const probe = machine('linux', ['/usr/bin/chromium', '/opt/chrome-dev/chrome'], {
      DESK_CHROMIUM: '/opt/chrome-dev/chrome',
    });
    expect(findBrowser(probe)).toEqual({
      launch: { executablePath: '/opt/chrome-dev/chrome' },
      path: '/opt/chrome-dev/chrome',
    });
  });

  it('says so when DESK_CHROMIUM names nothing, rather than quietly taking another browser', () => {
    const probe = machine('linux', ['/usr/bin/chromium'], { DESK_CHROMIUM: '/nowhere/chromium' });
    expect(() => findBrowser(probe)).toThrow(
      'DESK_CHROMIUM names /nowhere/chromium, which does not exist: point it at a Chromium, Chrome or Edge executable, or unset it to let the suites look for one.',
    );
  });

  it("keeps Debian's Chromium first on Linux, before Playwright's Chromium and Chrome", () => {
    const probe = machine(
      'linux',
      ['/usr/bin/chromium', playwrightLinux, '/opt/google/chrome/chrome'],
      {},
      playwrightLinux,
    );
    expect(findBrowser(probe).launch).toEqual({ executablePath: '/usr/bin/chromium' });
  });

  it("takes Playwright's Chromium when it is on disk, before the system's Chrome", () => {
    const probe = machine('linux', [playwrightLinux, '/opt/google/chrome/chrome'], {}, playwrightLinux);
    expect(findBrowser(probe).launch).toEqual({ executablePath: playwrightLinux });
  });

  it("skips Playwright's Chromium when it was never downloaded", () => {
    const probe = machine('linux', ['/opt/google/chrome/chrome'], {}, playwrightLinux);
    expect(findBrowser(probe)).toEqual({ launch: { channel: 'chrome' }, path: '/opt/google/chrome/chrome' });
  });

  it('ignores /usr/bin/chromium on macOS and finds Chrome in /Applications', () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    const probe = machine('darwin', [
      '/usr/bin/chromium',
      chrome,
      '/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge',
    ]);
    expect(findBrowser(probe)).toEqual({ launch: { channel: 'chrome' }, path: chrome });
  });

  it('falls back to Edge on macOS when Chrome is absent', () => {
    const probe = machine('darwin', ['/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge']);
    expect(findBrowser(probe).launch).toEqual({ channel: 'msedge' });
  });

  it('finds a per-user Chrome on Windows under LOCALAPPDATA', () => {
    const chrome = 'C:\\Users\\dev\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe';
    expect(findBrowser(machine('win32', [chrome], windowsEnv))).toEqual({
      launch: { channel: 'chrome' },
      path: chrome,
    });
  });

  it('finds the Edge that Windows ships in Program Files (x86)', () => {
    const edge = 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe';
    expect(findBrowser(machine('win32', [edge], windowsEnv))).toEqual({ launch: { channel: 'msedge' }, path: edge });
  });

  it('finds Program Files through HOMEDRIVE when PROGRAMFILES is not set', () => {
    const edge = 'D:\\Program Files\\Microsoft\\Edge\\Application\\msedge.exe';
    expect(findBrowser(machine('win32', [edge], { HOMEDRIVE: 'D:' })).path).toBe(edge);
  });

  it.each(['linux', 'darwin', 'win32'] as const)(
    'with no browser on %s, throws the one line for that OS',
    (platform) => {
      const probe = machine(platform, [], platform === 'win32' ? windowsEnv : {}, playwrightLinux);
      expect(() => findBrowser(probe)).toThrow(noBrowserMessage(platform));
    },
  );
});

describe('noBrowserMessage', () => {
  it('tells each OS its own way to get a browser, on one line', () => {
    expect(noBrowserMessage('linux')).toContain('sudo apt-get install chromium');
    expect(noBrowserMessage('darwin')).toContain('/Applications');
    expect(noBrowserMessage('win32')).toContain('Microsoft Edge');
    for (const platform of ['linux', 'darwin', 'win32'] as const) {
      expect(noBrowserMessage(platform)).toContain('npx playwright-core install chromium');
      expect(noBrowserMessage(platform)).toContain('DESK_CHROMIUM');
      expect(noBrowserMessage(platform)).not.toContain('\n');
    }
  });
});
