import type { Page } from 'playwright-core';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { UpdateStatus, UpdateView } from '../../shared/ipc/contract.ts';
import { ProviderError } from '../../electron/provider/provider-error.ts';
import { attachUpdatePort, type InstallAnswer, type UpdatePort } from '../../electron/update/update-port.ts';
import { errorsOf, login, openApp, screenshot, seriousA11yViolations, useE2eHost } from './support/app.ts';

// Browser mode has no updater: this file attaches a fake one to the core (the port the Electron app
// attaches its UpdateController to) and drives the page with faked `update:status` events.
type View = Omit<UpdateView, 'currentVersion'>;
const fresh = (): View => ({
  managed: true,
  enabled: true,
  feedUrl: 'https://matriz.lan/provider-desk/',
  channel: 'stable',
  feedPinned: false,
  channelPinned: false,
  policySource: null,
  policyInvalid: false,
  status: { state: 'idle' },
});
const fake = {
  view: fresh(),
  checks: 0,
  installs: 0,
  dirty: false,
  installAnswer: { restarting: true } as InstallAnswer,
};
const declinedFeed = 'https://atacante.example/desk/';

const port: UpdatePort = {
  view: async () => fake.view,
  check: async () => {
    fake.checks += 1;
    await emit({ state: 'checking' });
    return emit({ state: 'not-available' });
  },
  install: async () => {
    fake.installs += 1;
    return fake.installAnswer;
  },
  setDirty: (dirty) => {
    fake.dirty = dirty;
  },
  guardSettings: async (change) => {
    if (fake.view.feedPinned && change.updateFeedUrl !== undefined)
      throw new ProviderError('VALIDATION', 'set by the administrator');
    // Stands for the user pressing "Cancelar" in main's own confirmation dialog.
    if (change.updateFeedUrl === declinedFeed) throw new ProviderError('CANCELLED', 'not confirmed');
  },
};
let detach = attachUpdatePort(port);
afterAll(async () => {
  // Why: the hub hands its latest update status to every page that opens later; the next files must not see these fakes.
  await emit({ state: 'idle' });
  detach();
});

async function emit(status: UpdateStatus): Promise<UpdateStatus> {
  const { core } = await useE2eHost();
  fake.view = { ...fake.view, status };
  core.hub.emit('update:status', status);
  return status;
}

async function openSettings(): Promise<Page> {
  const page = await openApp();
  await login(page);
  await page.locator('nav[data-nav="main"] [data-route="settings"]').click();
  await page.locator('[data-settings="updates"]').waitFor();
  return page;
}

beforeEach(async () => {
  fake.view = fresh();
  fake.checks = 0;
  fake.installs = 0;
  fake.installAnswer = { restarting: true };
  const { core } = await useE2eHost();
  await core.settings.set({ updateFeedUrl: '', updateChannel: 'stable' });
  // Why: a page that opens is handed the hub's latest update status; each test starts from the fresh one.
  core.hub.emit('update:status', fake.view.status);
});

describe('updates', () => {
  it('shows the download in the top bar, then restarts to update on request', async () => {
    const page = await openApp();
    await login(page);
    await expect.poll(() => page.locator('[data-update]').count()).toBe(0);
    await emit({ state: 'downloading', version: '1.4.0', percent: 45 });
    const bar = page.locator('header');
    await bar.getByText('Atualização 1.4.0: 45 %').waitFor();
    await screenshot(page, 'update-downloading');
    await emit({ state: 'downloaded', version: '1.4.0', notes: 'Correções na emissão de boletos' });
    const restart = bar.locator('[data-action="restart-to-update"]');
    expect(await restart.textContent()).toBe('Reiniciar para atualizar (1.4.0)');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'update-ready');
    await restart.click();
    await expect.poll(() => fake.installs).toBe(1);
    expect(errorsOf(page)).toEqual([]);
  });

  it('says why it does not restart while a form has unsaved changes', async () => {
    fake.installAnswer = { restarting: false, reason: 'unsaved' };
    const page = await openApp();
    await login(page);
    await emit({ state: 'downloaded', version: '1.4.0' });
    await page.locator('[data-action="restart-to-update"]').click();
    await page.getByText('Há um formulário com alterações não salvas', { exact: false }).waitFor();
    await screenshot(page, 'update-unsaved');
  });

  it('shows version, status with notes, feed and channel in the settings, checks and saves the feed', async () => {
    const page = await openSettings();
    const section = page.locator('[data-settings="updates"]');
    await emit({
      state: 'available',
      version: '1.4.0',
      notes: 'Nova tela de atualizações\nCorreções na emissão de boletos',
    });
    await section
      .locator('[data-update="notes"]')
      .getByText('Correções na emissão de boletos', { exact: false })
      .waitFor();
    await section.getByText('Versão 1.4.0 disponível: baixando…').waitFor();
    expect(await page.locator('section[aria-label="Atualizações"]').textContent()).toContain(
      'Versão instalada: 0.0.0-e2e',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'update-settings');

    await emit({ state: 'idle' });
    await section.locator('[data-action="check-updates"]').click();
    await section.getByText('Você está com a versão mais recente.').waitFor();
    expect(fake.checks).toBe(1);

    const feed = section.locator('input[data-setting="update-feed"]');
    await feed.fill('ftp://matriz/atualizacoes');
    await section.locator('[data-action="save-update-feed"]').click();
    await section
      .getByText('Use um endereço https://, uma pasta compartilhada (file://) ou http:// só para este computador.')
      .waitFor();
    await feed.fill('http://matriz.lan/provider-desk/');
    await section.locator('[data-action="save-update-feed"]').click();
    await section.getByText('http:// só é aceito para este computador (localhost).', { exact: false }).waitFor();
    await screenshot(page, 'update-feed-http-refused');
    await feed.fill(declinedFeed);
    await section.locator('[data-action="save-update-feed"]').click();
    await section.getByText('A troca não foi confirmada; o endereço continua o mesmo.').waitFor();
    await feed.fill('file://servidor/atualizacoes/provider-desk/');
    await section.locator('[data-action="save-update-feed"]').click();
    const { core } = await useE2eHost();
    await expect
      .poll(async () => (await core.settings.get()).updateFeedUrl)
      .toBe('file://servidor/atualizacoes/provider-desk/');
    await section.locator('[data-setting="update-channel"]').getByText('Beta (versões de teste)').click();
    await expect.poll(async () => (await core.settings.get()).updateChannel).toBe('beta');
    expect(errorsOf(page)).toEqual([]);
  });

  it('reports a failed update and that nothing changed', async () => {
    const page = await openSettings();
    await emit({ state: 'error', code: 'checksum', message: 'sha512 checksum mismatch, expected NFJP…, got F/p0…' });
    const section = page.locator('[data-settings="updates"]');
    await section
      .getByText('A atualização falhou: o arquivo baixado não confere com a lista de versões e foi descartado.')
      .waitFor();
    await section.getByText('Nada foi alterado; a versão instalada continua funcionando.').waitFor();
    await screenshot(page, 'update-error');
  });

  it('says why a forged or older feed was refused', async () => {
    const page = await openSettings();
    const section = page.locator('[data-settings="updates"]');
    await emit({
      state: 'error',
      code: 'feed-signature',
      message:
        'latest.yml is signed with key 0a1b2c3d4e5f6a7b, which is not trusted by this app (it trusts 9f8e7d6c5b4a3f2e)',
    });
    await section
      .getByText(
        'A atualização falhou: a assinatura da lista de versões não confere (a lista foi alterada ou assinada com outra chave), então nada foi baixado.',
      )
      .waitFor();
    await screenshot(page, 'update-feed-signature');
    await emit({ state: 'error', code: 'feed-unsigned', message: 'latest.yml has no signature' });
    await section
      .getByText(
        'A atualização falhou: a lista de versões não tem a assinatura do Provider Desk, então nada foi baixado.',
      )
      .waitFor();
    await emit({ state: 'error', code: 'feed-too-large', message: 'latest.yml (> 1 MiB)' });
    await section
      .getByText(
        'A atualização falhou: o endereço de atualizações respondeu um arquivo muito maior que qualquer lista de versões, então a leitura parou e nada foi baixado.',
      )
      .waitFor();
    await screenshot(page, 'update-feed-too-large');
    await emit({ state: 'not-available', code: 'downgrade', version: '1.2.0' });
    await section
      .getByText('O endereço de atualizações oferece a versão 1.2.0, mais antiga que a instalada', { exact: false })
      .waitFor();
    await page.locator('[data-page="settings"]').getByText('English', { exact: true }).click();
    await section
      .getByText('The update address offers version 1.2.0, older than the installed one', { exact: false })
      .waitFor();
    await emit({ state: 'error', code: 'feed-unsigned', message: 'latest.yml has no signature' });
    await section
      .getByText(
        'The update failed: the list of versions does not carry Provider Desk’s signature, so nothing was downloaded.',
      )
      .waitFor();
    await page.locator('[data-page="settings"]').getByText('Português (Brasil)', { exact: true }).click();
    expect(errorsOf(page)).toEqual([]);
  });

  it('on a deb install, says where the new package is instead of installing it', async () => {
    fake.view = { ...fresh(), manualInstall: true };
    const page = await openSettings();
    await page
      .getByText('Esta instalação (pacote .deb) é atualizada pelo gerenciador de pacotes', { exact: false })
      .waitFor();
    await emit({
      state: 'available',
      version: '1.4.0',
      manualUrl: 'https://provedor.example/provider-desk/provider-desk_1.4.0_amd64.deb',
    });
    await page.locator('header [data-update="manual"]').getByText('Versão 1.4.0 disponível').waitFor();
    const section = page.locator('[data-settings="updates"]');
    await section
      .getByText('baixe o pacote em https://provedor.example/provider-desk/provider-desk_1.4.0_amd64.deb', {
        exact: false,
      })
      .waitFor();
    expect(await page.locator('[data-action="restart-to-update"], [data-action="install-update"]').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'update-deb-manual');
  });

  it("shows the feed and channel read-only when IT's policy pins them", async () => {
    fake.view = {
      ...fresh(),
      feedPinned: true,
      channelPinned: true,
      channel: 'stable',
      policySource: 'C:\\ProgramData\\Provider Desk\\update-policy.json',
    };
    await emit({ state: 'not-available' });
    const page = await openSettings();
    const section = page.locator('[data-settings="updates"]');
    const feed = section.locator('input[data-setting="update-feed"]');
    expect(await feed.getAttribute('readonly')).not.toBeNull();
    expect(await feed.inputValue()).toBe('https://matriz.lan/provider-desk/');
    expect(await section.locator('[data-action="save-update-feed"]').count()).toBe(0);
    await section
      .getByText('Definido pelo administrador em C:\\ProgramData\\Provider Desk\\update-policy.json.')
      .first()
      .waitFor();
    expect(await section.locator('[data-setting="update-channel"] input').first().isDisabled()).toBe(true);
    await screenshot(page, 'update-policy-pinned');
    await page.locator('[data-page="settings"]').getByText('English', { exact: true }).click();
    await section
      .getByText('Set by the administrator in C:\\ProgramData\\Provider Desk\\update-policy.json.')
      .first()
      .waitFor();
    await section.getByText('You have the latest version.').waitFor();
    await screenshot(page, 'update-policy-pinned-en');
  });

  it('says that browser mode does not update itself', async () => {
    detach();
    try {
      const page = await openSettings();
      await page
        .locator('[data-settings="updates"]')
        .getByText('Esta cópia não se atualiza sozinha', { exact: false })
        .waitFor();
      expect(await page.locator('[data-action="check-updates"]').count()).toBe(0);
    } finally {
      detach = attachUpdatePort(port);
    }
  });

  it('says so when IT turned updates off', async () => {
    fake.view = {
      ...fresh(),
      enabled: false,
      feedUrl: null,
      feedPinned: true,
      channelPinned: true,
      policySource: '/etc/provider-desk/update-policy.json',
    };
    await emit({ state: 'disabled' });
    const page = await openSettings();
    const section = page.locator('[data-settings="updates"]');
    await section
      .getByText('O administrador desativou as atualizações neste computador (/etc/provider-desk/update-policy.json).')
      .waitFor();
    expect(await section.locator('input[data-setting="update-feed"]').count()).toBe(0);
    await page.locator('header').getByText('Provider Desk').waitFor();
    await screenshot(page, 'update-policy-off');
  });
});
