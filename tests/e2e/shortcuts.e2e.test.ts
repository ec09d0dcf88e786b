import { describe, expect, it } from 'vitest';
import { errorsOf, login, openApp, screenshot, seriousA11yViolations, useE2eHost } from './support/app.ts';

describe('keyboard shortcuts', () => {
  it('shows the list with F1, from the menu command, and moves between screens with Alt+number', async () => {
    const page = await openApp();
    await login(page);
    await page.keyboard.press('F1');
    const dialog = page.getByRole('dialog', { name: 'Atalhos do teclado' });
    await dialog.waitFor();
    await dialog.getByText('Ir para a busca rápida').first().waitFor();
    await dialog.getByText('Abrir a paleta: clientes e comandos (Cmd+K no macOS)').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'shortcuts');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Why repeated: the page's event stream may still be connecting; an event sent before it is not queued.
    const { core } = await useE2eHost();
    await expect
      .poll(
        async () => {
          core.hub.emit('ui:command', { command: 'show-shortcuts' });
          return dialog.isVisible();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    const hash = () => page.evaluate(() => window.location.hash);
    await page.keyboard.press('Alt+2');
    await expect.poll(hash, { timeout: 15_000 }).toBe('#/clients');
    await page.keyboard.press('Alt+4');
    await expect.poll(hash, { timeout: 15_000 }).toBe('#/settings');
    expect(errorsOf(page)).toEqual([]);
  });

  it('shows its notices with a named close button and readable text', async () => {
    const page = await openApp();
    await login(page);
    const { core } = await useE2eHost();
    const notice = page.locator('.mantine-Notification-root');
    // Why repeated: the page's event stream may still be connecting; an event sent before it is not queued.
    await expect
      .poll(
        async () => {
          core.hub.emit('ui:command', { command: 'diagnostics-copied' });
          return notice.first().isVisible();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);
    await notice.first().getByRole('button', { name: 'Fechar' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errorsOf(page)).toEqual([]);
  });

  it('opens the filter builder with Ctrl+Shift+F and applies it with Ctrl+Enter', async () => {
    const page = await openApp();
    await login(page);
    await page.keyboard.press('Alt+2');
    await page.locator('[data-action="open-filter-builder"]').waitFor();
    await page.keyboard.press('Control+Shift+F');
    await page.locator('[data-filter-builder]').waitFor();
    await page.keyboard.press('Control+Enter');
    await page.locator('[data-filter-builder]').waitFor({ state: 'hidden' });
    await page.locator('[data-filter-active]').waitFor();
    expect(errorsOf(page)).toEqual([]);
  });
});
