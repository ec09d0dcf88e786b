import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HostReport } from './stand-in/control.ts';
import { launchDesktop, type Desktop } from './support/desktop.ts';

// The stand-in host is as strict as Electron where the app could otherwise pass by luck: each rule shown
// on a probe app (tests/shell/fixtures/probe-app) that does the one thing the rule is about.

const probeApp = fileURLToPath(new URL('./fixtures/probe-app/', import.meta.url));

let desktop: Desktop;
let page: Page;
beforeAll(async () => {
  desktop = await launchDesktop({ appDir: probeApp, env: { STAND_IN_PROXY: 'PROXY 10.20.30.40:3128' } });
  page = await desktop.window();
  await page.waitForFunction(() => 'probe' in window);
});
afterAll(async () => {
  await desktop.kill();
});

type Probe = { invoke(channel: string, ...args: unknown[]): Promise<unknown>; notes(): unknown[][] };
const invoke = (channel: string, ...args: unknown[]): Promise<unknown> =>
  page.evaluate(
    ([name, rest]) =>
      (window as unknown as { probe: Probe }).probe.invoke(name, ...rest).then(
        (value) => ({ ok: true, value }),
        (error: Error) => ({ ok: false, error: error.message }),
      ),
    [channel, args] as const,
  );

describe('the stand-in host copies IPC values by structured clone, as Electron does', () => {
  it('refuses a function in an invoke’s input (it never arrives as undefined)', async () => {
    const answer = await page.evaluate(() =>
      (window as unknown as { probe: Probe }).probe.invoke('echo', { callback: () => 1 }).then(
        (value) => ({ ok: true, value }),
        (error: Error) => ({ ok: false, error: error.message }),
      ),
    );
    expect(answer).toEqual({ ok: false, error: 'An object could not be cloned.' });
  });

  it('rejects an invoke whose answer is a URL or a Symbol, with Electron’s words, and main prints the handler’s error', async () => {
    for (const name of ['url', 'symbol', 'function'])
      expect(await invoke('answer', name)).toEqual({
        ok: false,
        error: "Error invoking remote method 'answer': Error: An object could not be cloned.",
      });
    expect(
      desktop.reports.some(
        (report) => report.type === 'log' && report.line.startsWith("Error occurred in handler for 'answer'"),
      ),
    ).toBe(true);
    // What can cross arrives as its copy: a Buffer as bytes, a Date as a Date.
    expect(await page.evaluate(() => (window as unknown as { probe: Probe }).probe.invoke('answer', 'plain'))).toEqual({
      text: 'olá',
      when: new Date(0),
      bytes: expect.anything() as unknown,
    });
  });

  it('throws in main from webContents.send of a value that cannot cross, and delivers one that can', async () => {
    expect(await invoke('send', 'function')).toEqual({ ok: true, value: 'threw: An object could not be cloned.' });
    expect(await invoke('send', 'url')).toEqual({ ok: true, value: 'threw: An object could not be cloned.' });
    expect(await invoke('send', 'plain')).toEqual({ ok: true, value: 'sent' });
    await page.waitForFunction(() => (window as unknown as { probe: Probe }).probe.notes().length > 0);
    expect(await page.evaluate(() => (window as unknown as { probe: Probe }).probe.notes())).toHaveLength(1);
  });
});

describe('the stand-in host’s other Electron rules', () => {
  it('session.resolveProxy answers DIRECT for loopback and link-local hosts, as Chromium’s implicit bypass rules', async () => {
    for (const url of ['http://127.0.0.1:8080/', 'http://localhost/', 'https://[::1]:8443/', 'http://169.254.1.1/'])
      expect(await invoke('resolve-proxy', url)).toEqual({ ok: true, value: 'DIRECT' });
    expect(await invoke('resolve-proxy', 'https://painel.exemplo.com.br/')).toEqual({
      ok: true,
      value: 'PROXY 10.20.30.40:3128',
    });
  });

  it('shell.openExternal refuses a URL longer than 2,081 characters (Windows’ limit) and opens one that fits', async () => {
    const long = `mailto:a@b.com.br?body=${'x'.repeat(2100)}`;
    expect(await invoke('open-external', long)).toEqual({
      ok: true,
      value: expect.stringContaining('threw: Failed to open') as unknown,
    });
    expect(await invoke('open-external', 'https://wa.me/5511999999999')).toEqual({ ok: true, value: 'opened' });
    expect(desktop.reports.filter((report) => report.type === 'open-external')).toEqual([
      { type: 'open-external', url: 'https://wa.me/5511999999999' },
    ]);
  });

  it('safeStorage’s asynchronous API seals and opens, and opens what the synchronous one sealed', async () => {
    expect(await invoke('safe-storage')).toEqual({
      ok: true,
      value: { available: true, sealedIsPlain: false, opened: 'segredo', old: 'antigo' },
    });
    // The synchronous call is reported as Electron 45 reports it: deprecated.
    expect(
      desktop.reports.some(
        (report: HostReport) => report.type === 'log' && report.line.includes('safeStorage.encryptString'),
      ),
    ).toBe(true);
  });
});
