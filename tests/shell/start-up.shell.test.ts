import { afterEach, describe, expect, it } from 'vitest';
import { launchDesktop, type Desktop } from './support/desktop.ts';

let desktop: Desktop | undefined;
afterEach(async () => {
  await desktop?.kill();
  desktop = undefined;
});

describe('the desktop app starts in Electron', () => {
  it('opens its window on the login screen in pt-BR, not a blank page', async () => {
    desktop = await launchDesktop();
    const page = await desktop.window();
    await page.locator('form[data-form="login"]').waitFor({ timeout: 30_000 });
    expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR');
    expect(await page.locator('form[data-form="login"] button[type="submit"]').textContent()).toBe('Entrar');
  });
});
