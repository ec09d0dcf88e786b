import { afterEach, describe, expect, it } from 'vitest';
import type { HostReport } from './stand-in/control.ts';
import { launchDesktop, type Desktop } from './support/desktop.ts';

// Electron 45 deprecates safeStorage's synchronous API (removed in 46); the app uses the asynchronous one
// (electron/secrets/secret-box.ts). The stand-in reports every deprecated call (tests/shell/stand-in/safe-storage.ts).

const running: Desktop[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((desktop) => desktop.kill()));
});

const syncCalls = (desktop: Desktop): string[] =>
  desktop.reports
    .filter((report): report is Extract<HostReport, { type: 'log' }> => report.type === 'log')
    .map((report) => report.line)
    .filter((line) => line.includes('safeStorage.'));

describe('secrets through safeStorage’s asynchronous API', () => {
  it('keeps the password with "Manter conectado" and signs in again at the next start, never calling the synchronous API', async () => {
    const first = await launchDesktop();
    running.push(first);
    const page = await first.window();
    await page.locator('form[data-form="login"]').waitFor({ timeout: 30_000 });
    // The login screen asks whether a password can be kept: the old box asked isEncryptionAvailable() here.
    // Why a poll: main settles the keychain's availability once after ready, asynchronously; a busy machine may
    // show the form before it has.
    const keep = page.getByRole('checkbox', { name: 'Manter conectado' });
    await expect.poll(() => keep.isDisabled(), { timeout: 30_000 }).toBe(false);
    await page.locator('[data-notice="demo"] [data-demo-state="running"]').waitFor({ timeout: 90_000 });
    await page.locator('input[name="password"]').fill('admin1234');
    await page.getByRole('checkbox', { name: 'Manter conectado' }).check();
    await page.locator('form[data-form="login"] button[type="submit"]').click();
    await page.locator('nav[data-nav="main"]').waitFor({ timeout: 30_000 });
    expect(await first.quit()).toBe(0);
    expect(syncCalls(first)).toEqual([]);

    // The kept password is opened with decryptStringAsync: the app comes back signed in, nothing typed.
    const second = await launchDesktop({ userData: first.userData });
    running.push(second);
    const again = await second.window();
    await again.locator('nav[data-nav="main"]').waitFor({ timeout: 90_000 });
    expect(syncCalls(second)).toEqual([]);
  });
});
