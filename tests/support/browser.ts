import { chromium, type Browser } from 'playwright-core';
import { testBrowser } from './find-browser.ts';

// Why each flag: no sandbox (tests may run as root in containers), no GPU (headless machines), and
// nothing that reaches the network on its own (updates, sync, QUIC probes) while the tests run.
/** The flags every test Chromium runs with. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Starts a headless Chromium for this worker (the browser tests/support/find-browser.ts picks). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ ...testBrowser().launch, headless: true, args: chromiumArgs });
}
