import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  e2ePasswords,
  errorsOf,
  login,
  openApp,
  screenshot,
  seriousA11yViolations,
  useE2eHost,
} from './support/app.ts';

/** This machine's first IPv4 address that is not loopback: a server there is reached over the network. */
function networkAddress(): string {
  const found = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry?.family === 'IPv4' && !entry.internal);
  if (!found)
    throw new Error(
      'this machine has no IPv4 address besides loopback; the test needs one to reach a server "elsewhere"',
    );
  return found.address;
}

/**
 * A plain TCP relay on the machine's network address to the service's administrative area, so a
 * profile can name a non-loopback http:// server that really answers (the service listens on loopback only).
 */
async function relayOnNetwork(target: URL): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((inbound) => {
    const outbound = createConnection(Number(target.port), target.hostname);
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  const host = networkAddress();
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const address = server.address();
  return {
    url: `http://${host}:${typeof address === 'object' && address ? address.port : 0}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('http:// to another computer is shown as unencrypted', () => {
  let relay: Awaited<ReturnType<typeof relayOnNetwork>>;

  beforeAll(async () => {
    const { service } = await useE2eHost();
    relay = await relayOnNetwork(new URL(service.adminUrl));
  });

  afterAll(async () => {
    const { core } = await useE2eHost();
    await core.workspace.logout();
    const listed = await core.dispatcher.dispatch('profiles:list', {});
    const profiles = listed.ok ? (listed.data as { profiles: Array<{ id: string; name: string }> }).profiles : [];
    for (const profile of profiles.filter((item) => item.name === 'Filial Rede'))
      await core.dispatcher.dispatch('profiles:remove', { id: profile.id });
    await relay.close();
  });

  it('warns in the profile form while an address is http:// elsewhere, and in the top bar once signed in there', async () => {
    const page = await openApp();
    await page.getByRole('button', { name: 'Adicionar servidor' }).click();
    const form = page.locator('form[data-form="profile"]');
    const warning = form.locator('[data-warning="cleartext"]');
    await form.locator('input[name="name"]').fill('Filial Rede');

    // Loopback and https:// travel nowhere in clear: no warning.
    await form.locator('input[name="adminUrl"]').fill('http://127.0.0.1:8080');
    await form.locator('input[name="clientUrl"]').fill('https://cliente.provedor.example');
    expect(await warning.count()).toBe(0);
    // A client-area address over http:// elsewhere is enough.
    await form.locator('input[name="clientUrl"]').fill('http://cliente.provedor.example');
    await warning.waitFor();
    await form.locator('input[name="clientUrl"]').fill('');
    await warning.waitFor({ state: 'detached' });

    await form.locator('input[name="adminUrl"]').fill(relay.url);
    await warning.waitFor();
    expect(await warning.textContent()).toContain('as senhas e os dados dos clientes trafegam sem criptografia');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'profile-form-cleartext');

    await form.locator('button[type="submit"]').click();
    await form.waitFor({ state: 'hidden' });
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill(e2ePasswords.staff);
    await page.locator('form[data-form="login"] button[type="submit"]').click();
    await page.locator('nav[data-nav="main"]').waitFor();

    const badge = page.locator('header [data-top="cleartext"]');
    await badge.waitFor();
    expect(await badge.textContent()).toBe('Sem criptografia');
    expect(await badge.getAttribute('aria-label')).toContain('senhas e dados dos clientes trafegam sem criptografia');
    await badge.hover();
    await page.getByRole('tooltip').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'top-bar-cleartext');
    expect(errorsOf(page)).toEqual([]);
  });

  it('shows no badge for the demo service on this computer', async () => {
    const page = await openApp();
    await login(page);
    await page.locator('header [data-top="user"]').waitFor();
    expect(await page.locator('header [data-top="cleartext"]').count()).toBe(0);
  });
});
