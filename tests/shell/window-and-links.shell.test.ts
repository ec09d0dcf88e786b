import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { HostReport } from './stand-in/control.ts';
import { launchDesktop, type Desktop } from './support/desktop.ts';
import { pageErrors, shellScreenshot } from './support/page-checks.ts';

// What the review of the shell against Electron's documentation found (issue 45, section 3), each shown in
// the stand-in host, which models the Electron rule behind it (tests/shell/stand-in-rules.shell.test.ts).

const running: Desktop[] = [];
async function launch(...args: Parameters<typeof launchDesktop>): Promise<Desktop> {
  const desktop = await launchDesktop(...args);
  running.push(desktop);
  return desktop;
}
afterEach(async () => {
  await Promise.all(running.splice(0).map((desktop) => desktop.kill()));
});

/** A reported menu's labels and roles, submenus flattened. */
type MenuEntry = string | { label?: string; submenu: MenuEntry[] };
const flat = (items: unknown): string[] =>
  ((items ?? []) as MenuEntry[]).flatMap((item) =>
    typeof item === 'string' ? [item] : [String(item.label), ...flat(item.submenu)],
  );

describe('the window at start-up', () => {
  it('has the app’s menu before it exists: never Electron’s default one with Force Reload and the developer tools', async () => {
    const desktop = await launch();
    await (await desktop.window()).locator('form[data-form="login"]').waitFor({ timeout: 30_000 });
    const created = desktop.reports.findIndex((report) => report.type === 'window' && report.event === 'created');
    const menus = desktop.reports
      .slice(0, created)
      .filter(
        (report): report is Extract<HostReport, { type: 'app' }> => report.type === 'app' && report.event === 'menu',
      );
    const inForce = flat(menus.at(-1)?.detail);
    expect(inForce).toContain('Arquivo');
    expect(inForce).not.toContain('forceReload');
  });

  it('a window remembered maximised is shown once its page is ready, maximised (never an empty frame first)', async () => {
    const userData = await mkdtemp(join(tmpdir(), 'desk-shell-maximised-'));
    await writeFile(join(userData, 'window-state.json'), JSON.stringify({ width: 1280, height: 760, maximized: true }));
    const desktop = await launch({ userData });
    await (await desktop.window()).locator('form[data-form="login"]').waitFor({ timeout: 30_000 });
    const events = desktop.reports
      .filter((report): report is Extract<HostReport, { type: 'window' }> => report.type === 'window')
      .map((report) => report.event);
    expect(events.indexOf('ready-to-show')).toBeGreaterThan(-1);
    expect(events.indexOf('shown')).toBeGreaterThan(events.indexOf('ready-to-show'));
    expect(events).toContain('maximized');
  });
});

describe('links handed to the system', () => {
  it('a mailto: link too long for shell.openExternal opens without its body; the body is copied and the clerk told so', async () => {
    const desktop = await launch();
    const page = await desktop.window();
    const errors = pageErrors(page);
    await page.locator('form[data-form="login"]').waitFor({ timeout: 30_000 });
    const body = `Olá! Segue a sua fatura de R$ 99,90, vencimento 10/01/2027.\n\nPIX copia e cola:\n${'00020126580014BR.GOV.BCB.PIX'.repeat(80)}`;
    const link = `mailto:cliente@exemplo.com.br?subject=${encodeURIComponent('Sua fatura')}&body=${encodeURIComponent(body)}`;
    expect(link.length).toBeGreaterThan(2081);
    // As the invoice's "Enviar por e-mail" does: a link with target=_blank, which Electron hands to main.
    await page.evaluate((href) => window.open(href), link);

    await desktop.waitFor((report) => report.type === 'open-external');
    expect(desktop.reports.filter((report) => report.type === 'open-external')).toEqual([
      { type: 'open-external', url: 'mailto:cliente@exemplo.com.br?subject=Sua%20fatura' },
    ]);
    await desktop.waitFor((report) => report.type === 'clipboard' && report.text === body);
    const notice = page.locator('.mantine-Notification-root', { hasText: 'Mensagem copiada: cole no e-mail' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('cole (Ctrl+V)');
    await shellScreenshot(page, 'shell-long-mailto-notice');

    // The same for "Enviar por WhatsApp": the chat opens with the number only, the text is copied.
    const whatsApp = `https://wa.me/5511988887777?text=${encodeURIComponent(body)}`;
    await page.evaluate((href) => window.open(href), whatsApp);
    await desktop.waitFor((report) => report.type === 'open-external' && report.url === 'https://wa.me/5511988887777');
    await page.locator('.mantine-Notification-root', { hasText: 'Mensagem copiada: cole na conversa' }).waitFor();
    expect(desktop.reports.filter((report) => report.type === 'clipboard' && report.text === body)).toHaveLength(2);
    await shellScreenshot(page, 'shell-long-links-notices');
    expect(errors).toEqual([]);
    // The log says what happened by the link's kind and length, never its address or text.
    await desktop.quit();
    const logText = await readFile(join(desktop.userData, 'logs', 'main.log'), 'utf8');
    expect(logText).toContain('external link (mail');
    expect(logText).not.toContain('cliente@exemplo.com.br');
  });
});

describe('the demo service’s utility process', () => {
  it('a fatal error in it is logged by its structure, never Electron’s error dialog, and never its diagnostic report', async () => {
    const desktop = await launch({ faults: ['utility-fatal'], env: { DESK_PROBE_SECRET: 'segredo-do-ambiente' } });
    const page = await desktop.window();
    await page.locator('form[data-form="login"]').waitFor({ timeout: 30_000 });
    await desktop.waitFor((report) => report.type === 'utility' && report.event === 'exit');
    // The login screen says the demo server failed (the demo controller saw it end), and nothing else happened.
    await page.locator('[data-notice="demo"] [role="alert"]').waitFor({ timeout: 30_000 });
    expect(desktop.reports.filter((report) => report.type === 'dialog')).toEqual([]);
    await desktop.quit();
    const logText = await readFile(join(desktop.userData, 'logs', 'main.log'), 'utf8');
    expect(logText).toContain('utility process error FatalError');
    expect(logText).not.toContain('segredo-do-ambiente');
  });
});
