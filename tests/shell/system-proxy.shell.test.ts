import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AliasProxy } from '../support/alias-proxy.ts';
import { StubServer } from '../support/stub-server.ts';
import { launchDesktop, type Desktop } from './support/desktop.ts';

let desktop: Desktop | undefined;
let proxy: AliasProxy | undefined;
let stub: StubServer | undefined;
afterEach(async () => {
  await desktop?.kill();
  await proxy?.close();
  await stub?.close();
  desktop = proxy = stub = undefined;
});

describe('provider traffic follows the operating system', () => {
  it('goes through the proxy Electron’s session resolves for the server (the system proxy, or its PAC file)', async () => {
    stub = await StubServer.start({ '/login': { body: '{"success":false}' } });
    // Why a name, not the stub's 127.0.0.1: Chromium never proxies loopback (its implicit bypass rules, which
    // the stand-in's resolveProxy follows); the proxy takes the office's name to the stub.
    proxy = await AliasProxy.start(Number(new URL(stub.url).port));
    const userData = await mkdtemp(join(tmpdir(), 'desk-shell-proxy-'));
    await mkdir(userData, { recursive: true });
    const profile = {
      id: 'branch',
      name: 'Filial',
      adminUrl: 'http://painel.provedor-exemplo.com.br',
      clientUrl: '',
      adminPrefix: 'admin_ctl',
      username: 'operador',
    };
    await writeFile(join(userData, 'profiles.json'), JSON.stringify({ profiles: [profile], activeId: 'branch' }));
    desktop = await launchDesktop({ userData, env: { STAND_IN_PROXY: `PROXY 127.0.0.1:${proxy.port}; DIRECT` } });
    const page = await desktop.window();
    await page.locator('form[data-form="login"]').waitFor({ timeout: 30_000 });
    await page.locator('input[name="password"]').fill('senha-errada');
    await page.locator('form[data-form="login"] button[type="submit"]').click();
    await page.locator('[role="alert"][data-error-code="AUTH_FAILED"]').waitFor();
    // The login reached the server through the proxy, as an office's other programs do.
    expect(proxy.seen).toContain('painel.provedor-exemplo.com.br');
  });
});
