import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const screenshotDir = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));

/** Collects the page's uncaught errors and console errors from now on (the list fills as they come). */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Saves a PNG of the window's page to test-results/screenshots/<name>.png. */
export async function shellScreenshot(page: Page, name: string): Promise<string> {
  const path = join(screenshotDir, `${name}.png`);
  await mkdir(dirname(path), { recursive: true });
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(resolve))));
  await page.screenshot({ path, animations: 'disabled' });
  return path;
}
