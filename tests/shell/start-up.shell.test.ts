import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { HostReport } from './stand-in/control.ts';
import { launchDesktop, type Desktop } from './support/desktop.ts';
import { pageErrors, shellScreenshot } from './support/page-checks.ts';

const running: Desktop[] = [];
async function launch(...args: Parameters<typeof launchDesktop>): Promise<Desktop> {
  const desktop = await launchDesktop(...args);
  running.push(desktop);
  return desktop;
}
afterEach(async () => {
  await Promise.all(running.splice(0).map((desktop) => desktop.kill()));
});

const isDialog = (report: HostReport): report is Extract<HostReport, { type: 'dialog' }> => report.type === 'dialog';

describe('the desktop app starts in Electron', () => {
  it('opens its window on the login screen in pt-BR, not a blank page (the page calls main while it loads)', async () => {
    const desktop = await launch();
    const page = await desktop.window();
    const errors = pageErrors(page);
    await page.locator('form[data-form="login"]').waitFor({ timeout: 30_000 });
    expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR');
    expect(await page.locator('form[data-form="login"] button[type="submit"]').textContent()).toBe('Entrar');
    await shellScreenshot(page, 'shell-login');

    // Reload keeps working: the page calls main again and renders again.
    await page.reload();
    await page.locator('form[data-form="login"]').waitFor();
    expect(errors).toEqual([]);
  });

  it('gives the page one bridge only: no library adds its own IPC channel or preload (electron-log)', async () => {
    const desktop = await launch();
    await (await desktop.window()).locator('form[data-form="login"]').waitFor({ timeout: 30_000 });
    desktop.send({ type: 'report-ipc' });
    const channels = (await desktop.waitFor((report) => report.type === 'ipc-channels')) as Extract<
      HostReport,
      { type: 'ipc-channels' }
    >;
    expect(channels.handles).toEqual(['desk:call']);
    expect(channels.listens.sort()).toEqual(['desk:cancel', 'desk:replay']);
    expect(channels.preloads).toEqual([]);
  });

  it('a second start focuses the first window and ends itself', async () => {
    const first = await launch();
    await (await first.window()).locator('form[data-form="login"]').waitFor({ timeout: 30_000 });
    const focusedBefore = first.reports.filter(
      (report) => report.type === 'window' && report.event === 'focused',
    ).length;
    const second = await launch({ userData: first.userData, waitForWindow: false });
    expect(await second.exited).toBe(0);
    expect(second.reports.some((report) => report.type === 'window')).toBe(false);
    await first.waitFor(
      (report) =>
        report.type === 'window' &&
        report.event === 'focused' &&
        first.reports.filter((seen) => seen.type === 'window' && seen.event === 'focused').length > focusedBefore,
    );
  });

  it('a start that fails is told in a dialog naming the log, and the app exits (it never stays alive without a window)', async () => {
    const failed = await launch({ faults: ['protocol.handle'], waitForWindow: false });
    expect(await failed.exited).toBe(1);
    const dialog = failed.reports.find(isDialog);
    expect(dialog?.title).toBe('O Provider Desk não pôde abrir');
    expect(dialog?.message).toContain('Failed to register protocol: app');
    expect(dialog?.message).toContain(join(failed.userData, 'logs', 'main.log'));
    expect(await readFile(join(failed.userData, 'logs', 'main.log'), 'utf8')).toContain('start failed');
    // The lock went with it: the next start opens normally.
    const next = await launch({ userData: failed.userData });
    await (await next.window()).locator('form[data-form="login"]').waitFor({ timeout: 30_000 });
  });

  it('on Linux without a keyring (safeStorage’s basic_text) the password is not kept, and the login screen says so', async () => {
    const desktop = await launch({ safeStorage: 'basic_text' });
    const page = await desktop.window();
    await page.locator('form[data-form="login"]').waitFor({ timeout: 30_000 });
    await page.getByText('Neste computador a senha não pode ser guardada com segurança').waitFor();
    expect(await page.getByRole('checkbox', { name: 'Manter conectado' }).isDisabled()).toBe(true);
  });

  it('a page whose first call finds no handler shows an error screen with "Recarregar", never a blank window', async () => {
    const desktop = await launch({ faults: ['drop:desk:call'] });
    const page = await desktop.window();
    await page.locator('[data-page="boot-failure"]').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-action="reload"]').textContent()).toContain('Recarregar');
    expect(await page.locator('[data-page="boot-failure"] code').textContent()).toContain('INTERNAL');
    await shellScreenshot(page, 'shell-boot-failure');
  });
});
