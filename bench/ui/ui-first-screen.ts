import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import type { FirstScreenJs } from './ui-figures.ts';

/** The login form: the first screen a signed-out operator sees. */
export const loginFormSelector = 'form[data-form="login"]';

/** A fresh tab (signed out, the e2e suite's viewport and language) showing the login form, with what its JS weighed and how long it took. */
export interface FirstScreen {
  page: Page;
  pageMs: number;
  js: FirstScreenJs;
}

/** Opens `url` in a fresh context and waits for the login form; sums the gzip size of every .js response before that. */
export async function openFirstScreen(browser: Browser, url: string): Promise<FirstScreen> {
  const started = performance.now();
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'pt-BR' });
  const page = await context.newPage();
  const scripts: Response[] = [];
  let formShown = false;
  page.on('response', (response) => {
    // Why the flag: chunks fetched after the form showed (lazy screens) are not the first screen's cost.
    if (!formShown && new URL(response.url()).pathname.endsWith('.js')) scripts.push(response);
  });
  await page.goto(url);
  await page.locator(loginFormSelector).waitFor({ timeout: 60_000 });
  formShown = true;
  const pageMs = performance.now() - started;
  const files = await Promise.all(
    scripts.map(async (response) => {
      const body = await response.body();
      return { path: new URL(response.url()).pathname, bytes: body.length, gzipBytes: gzipSync(body).length };
    }),
  );
  const sum = (key: 'bytes' | 'gzipBytes'): number => files.reduce((total, file) => total + file[key], 0);
  return { page, pageMs, js: { files, bytes: sum('bytes'), gzipBytes: sum('gzipBytes') } };
}
