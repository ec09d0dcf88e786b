import { describe, expect, it } from 'vitest';
import { errorsOf, login, openApp, screenshot, seriousA11yViolations, useE2eHost } from './support/app.ts';
import { openClients } from './support/registration-page.ts';

// Issue 46, the page's side: the settings section of the local copy, and the banner and disabled actions while the
// server does not answer. Browser mode has no keychain (noSecretBox), so no copy is kept here, and the page says so.
describe('offline and degraded states', () => {
  it('shows the local copy’s section: why no copy is kept here, and its two settings kept by main', async () => {
    const page = await openApp();
    await login(page);
    // Why 30 s: the settings screen is a chunk of its own, loaded at the first visit.
    await page.locator('nav[data-nav="main"] [data-route="settings"]').click({ timeout: 30_000 });
    const section = page.locator('section[aria-label="Cópia local (filiais)"]');
    await section.locator('[data-local-copy-off="no-keychain"]').waitFor({ timeout: 30_000 });
    expect(await section.textContent()).toContain(
      'Este computador não oferece um cofre de senhas do sistema: nenhuma cópia local é guardada.',
    );
    expect(await section.locator('[data-action="wipe-local-copy"]').isDisabled()).toBe(true);
    await section.locator('[data-setting="cache-days"]').fill('14');
    await section.locator('[data-setting="invoice-stale-minutes"]').fill('90');
    const { core } = await useE2eHost();
    await expect.poll(async () => (await core.settings.get()).cacheDays).toBe(14);
    await expect.poll(async () => (await core.settings.get()).invoiceStaleMinutes).toBe(90);
    await section.scrollIntoViewIfNeeded();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'offline-ui-settings');
    expect(errorsOf(page)).toEqual([]);
    // Why long: the worker's first test starts the service, the host and Chromium.
  }, 240_000);

  it('says the server does not answer over the grid and disables what needs it, until a call goes through again', async () => {
    const { adminProxy } = await useE2eHost();
    const page = await openApp();
    await openClients(page);
    expect(await page.locator('[data-offline-banner]').count()).toBe(0);

    // The server stops: every connection to it is cut; the clerk refreshes the list (F5's button).
    adminProxy.inject({ kind: 'close-before', times: 10_000 });
    try {
      await page.locator('[data-action="refresh"]').click();
      // Why long: main retries a read with backoff before it calls the connection offline.
      const banner = page.locator('[data-offline-banner="offline"]');
      await banner.waitFor({ timeout: 60_000 });
      expect(await banner.textContent()).toContain('Sem conexão com o servidor.');
      // No copy here, so the grid keeps what the server answered before: it says since when that is.
      const age = page.locator('[data-page="clients"] [data-data-age][data-data-age-source="screen"]');
      await age.waitFor();
      expect(await age.textContent()).toMatch(/^dados de \d{2}:\d{2}$/);
      const exportButton = page.locator('[data-action="export"]');
      expect(await exportButton.isDisabled()).toBe(true);
      expect(await exportButton.getAttribute('title')).toBe('Precisa do servidor: sem conexão agora');
      await screenshot(page, 'offline-ui-banner');
    } finally {
      adminProxy.clearFaults();
    }
    await page.locator('[data-action="refresh"]').click();
    await page.locator('[data-offline-banner]').waitFor({ state: 'detached', timeout: 60_000 });
    expect(await page.locator('[data-action="export"]').isDisabled()).toBe(false);
    expect(await page.locator('[data-page="clients"] [data-data-age]').count()).toBe(0);
    // Why long: main retries the reads with backoff before it calls the connection offline.
  }, 240_000);
});
