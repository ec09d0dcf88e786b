import { once } from 'node:events';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { launchDesktop, type Desktop } from './support/desktop.ts';

let desktop: Desktop | undefined;
let server: Server | undefined;
afterEach(async () => {
  await desktop?.kill();
  desktop = undefined;
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** A provider server that takes requests and never answers them. */
async function hangingServer(): Promise<{ url: string; requests: IncomingMessage[]; closed: Promise<unknown>[] }> {
  const requests: IncomingMessage[] = [];
  const closed: Promise<unknown>[] = [];
  server = createServer((request) => {
    requests.push(request);
    closed.push(once(request.socket, 'close'));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, closed };
}

/** A user data folder whose active profile is the given server (as the profile form would save it). */
async function userDataWithProfile(url: string): Promise<string> {
  const userData = join(process.env.TMPDIR ?? '/tmp', `desk-shell-quit-${process.pid}-${Date.now()}`);
  await mkdir(userData, { recursive: true });
  const profile = {
    id: 'branch',
    name: 'Filial',
    adminUrl: url,
    clientUrl: url,
    adminPrefix: 'admin_ctl',
    username: 'operador',
  };
  await writeFile(join(userData, 'profiles.json'), JSON.stringify({ profiles: [profile], activeId: 'branch' }));
  return userData;
}

describe('quitting the desktop app', () => {
  it('ends at once with a provider request hanging: the request is aborted, not waited for', async () => {
    const hanging = await hangingServer();
    desktop = await launchDesktop({ userData: await userDataWithProfile(hanging.url) });
    const page = await desktop.window();
    await page.locator('form[data-form="login"]').waitFor({ timeout: 30_000 });
    await page.locator('input[name="password"]').fill('uma-senha-qualquer');
    await page.locator('form[data-form="login"] button[type="submit"]').click();
    await expect.poll(() => hanging.requests.length, { timeout: 15_000 }).toBe(1);

    // The user closes the window: the last one, so the app quits.
    desktop.send({ type: 'close-window' });
    expect(await desktop.exited).toBe(0);
    await Promise.all(hanging.closed);
    const log = await readFile(join(desktop.userData, 'logs', 'main.log'), 'utf8');
    // The bounded quit's deadline did not have to cut it short: closing aborted the request itself.
    expect(log).not.toContain('closing took over');
    expect(desktop.reports.some((report) => report.type === 'app' && report.event === 'before-quit')).toBe(true);
  });
});
