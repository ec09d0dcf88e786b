import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { HostReport } from './stand-in/control.ts';
import { launchDesktop, type Desktop } from './support/desktop.ts';

// The system ends the session (Windows: log-off, restart, shutdown; Linux and macOS: shutdown) with the demo service
// running. No before-quit comes (Windows sends none; tests/shell/stand-in/system-events.ts models what Electron does
// on each platform, and ends the process 5 s later as the system would). The app must close the demo database (its
// utility process exits by itself, code 0, not killed) and its audit journals, then exit by itself.

let desktop: Desktop | undefined;
afterEach(async () => {
  await desktop?.kill();
  desktop = undefined;
});

const utilityEvents = (reports: HostReport[]) =>
  reports
    .filter((report): report is Extract<HostReport, { type: 'utility' }> => report.type === 'utility')
    .map((report) => `${report.event}${report.event === 'exit' ? `:${report.code}` : ''}`);
const appEvents = (reports: HostReport[]) =>
  reports.filter((report) => report.type === 'app').map((report) => (report as { event: string }).event);

async function demoRunning(platform: string): Promise<Desktop> {
  const started = await launchDesktop({ env: { STAND_IN_PLATFORM: platform } });
  const page = await started.window();
  // The Demo profile is the one chosen at first start: its service starts with the login screen.
  await page.locator('[data-notice="demo"] [data-demo-state="running"]').waitFor({ timeout: 90_000 });
  return started;
}

describe('the system ends the session under the app', () => {
  it('Windows: at session-end (no before-quit) the demo database closes and the app exits by itself', async () => {
    desktop = await demoRunning('win32');
    // On Windows Electron emits lock-screen (the host's rule; nobody is signed in, so nothing locks).
    desktop.send({ type: 'system-event', name: 'lock-screen' });
    await desktop.waitFor(
      (report) =>
        report.type === 'app' &&
        report.event === 'system-event' &&
        (report.detail as { name: string }).name === 'lock-screen',
    );
    desktop.send({ type: 'system-event', name: 'session-end' });
    expect(await desktop.exited).toBe(0);
    expect(appEvents(desktop.reports)).not.toContain('before-quit');
    expect(appEvents(desktop.reports)).not.toContain('ended-by-system');
    expect(utilityEvents(desktop.reports)).toEqual(['spawned', 'exit:0']);
    const log = await readFile(join(desktop.userData, 'logs', 'main.log'), 'utf8');
    expect(log).toContain('session end: closing');
    expect(log).not.toContain('closing took over');
  });

  it('Linux: no session-end nor lock-screen is emitted; at shutdown the app delays it, closes and exits', async () => {
    desktop = await demoRunning('linux');
    desktop.send({ type: 'system-event', name: 'session-end' });
    desktop.send({ type: 'system-event', name: 'lock-screen' });
    await desktop.waitFor(
      (report) =>
        report.type === 'app' &&
        report.event === 'system-event-not-emitted' &&
        (report.detail as { name: string }).name === 'lock-screen',
    );
    expect(
      desktop.reports.filter((report) => report.type === 'app' && report.event === 'system-event-not-emitted'),
    ).toHaveLength(2);
    desktop.send({ type: 'system-event', name: 'shutdown' });
    expect(await desktop.exited).toBe(0);
    expect(appEvents(desktop.reports)).not.toContain('ended-by-system');
    expect(utilityEvents(desktop.reports)).toEqual(['spawned', 'exit:0']);
    const log = await readFile(join(desktop.userData, 'logs', 'main.log'), 'utf8');
    expect(log).toContain('system shutdown: closing');
  });
});
