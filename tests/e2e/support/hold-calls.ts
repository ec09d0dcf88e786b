import type { Page } from 'playwright-core';

/**
 * Holds the page's calls to main whose call id starts with `prefix` until the answered `release` is called; the
 * calls then go on unchanged (nothing is answered in their place). Why: a test can look at the screen while a
 * read is still on its way, which is otherwise over in a few milliseconds.
 */
export async function holdCalls(page: Page, prefix: string): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/call', async (route) => {
    const body = route.request().postDataJSON() as { callId?: string } | null;
    if (body?.callId?.startsWith(prefix)) await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}
