import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { randomCpf, uniqueWord } from '../support/integration-kit.ts';
import { errorsOf, openApp, screenshot, useE2eHost } from './support/app.ts';
import {
  clientForm,
  formField,
  openClients,
  openNewClientForm,
  sql,
  typeBirthDate,
  typePhone,
} from './support/registration-page.ts';

// Writes while offline (issue 46) through browser mode against the real service: with the server not answering
// (the fault proxy in front of it closes every connection), a registration becomes a pending draft with its own
// subject and the form says nothing was lost; the top bar counts them; at reconnect the panel checks each (a CPF
// another client holds blocks it, in words) and sends the clean one with one click, once.

const count = (page: Page) => page.locator('[data-pending-count]');
const panel = (page: Page) => page.locator('[data-pending-panel]');

async function registerOffline(page: Page, name: string, lastname: string, cpf: string): Promise<void> {
  await openNewClientForm(page);
  await formField(page, 'client_name').fill(name);
  await formField(page, 'client_lastname').fill(lastname);
  await formField(page, 'client_doc1').pressSequentially(cpf);
  await typeBirthDate(page);
  await typePhone(page);
  await clientForm(page).locator('[data-action="save"]').click();
  // Why longer: the first save with the server down waits for its duplicate check's read to give up.
  await clientForm(page)
    .locator('[data-save-pending]')
    .waitFor({ timeout: 60_000 })
    .catch(async (error: unknown) => {
      await screenshot(page, 'offline-drafts-save-stuck');
      throw error;
    });
}

describe('registrations while the server does not answer', () => {
  it('become pending drafts, counted, checked and sent by the clerk at reconnect: no duplicate', async () => {
    const { adminProxy } = await useE2eHost();
    const page = await openApp();
    await openClients(page);
    const [holder] = await sql<{ client_pk: number; client_doc1: string }>(
      'select client_pk, client_doc1 from client where client_type = 0 and length(client_doc1) = 11 order by client_pk limit 1',
    );
    if (!holder) throw new Error('the demo data has no individual with a CPF');
    // Why counted now: the shared service may already hold a twin of this CPF (the registration e2e's "register
    // anyway" makes one on purpose); what this walk must not add is another.
    const twinsOf = async () =>
      (
        await sql<{ n: number }>('select count(*)::int as n from client where client_doc1 = $1', [holder.client_doc1])
      )[0]?.n;
    const twinsBefore = await twinsOf();
    const lastname = `Souza${uniqueWord()}`;
    const cpf = randomCpf();

    // The form learns the offices while the server answers (a new client needs one), as a clerk's day starts.
    await openNewClientForm(page);
    await expect.poll(() => formField(page, 'offices_pk').inputValue()).not.toBe('');
    await clientForm(page).locator('[data-action="cancel"]').click();
    await clientForm(page).waitFor({ state: 'detached' });

    // The server stops answering: every connection to it is cut.
    adminProxy.inject({ kind: 'close-before', times: 1_000_000 });
    try {
      await registerOffline(page, 'Maria', lastname, cpf);
      const message = await clientForm(page).locator('[data-save-pending]').textContent();
      expect(message).toBe(
        `Sem conexão com o servidor: o cadastro de Maria ${lastname} ficou guardado em “Cadastros esperando o servidor”, no alto da tela. Quando o servidor voltar, confira e envie com um clique: nada é enviado sozinho. Nada foi perdido.`,
      );
      await screenshot(page, 'offline-drafts-form-message');
      // Closing asks nothing: the values wait in the draft.
      await clientForm(page).locator('[data-action="cancel"]').click();
      await clientForm(page).waitFor({ state: 'detached' });
      expect(await count(page).textContent()).toBe('1 cadastro esperando o servidor');

      // A second one, whose CPF another client already holds: a draft of its own, not the first one replaced.
      await registerOffline(page, 'Joana', `Dupla${uniqueWord()}`, holder.client_doc1);
      await clientForm(page).locator('[data-action="cancel"]').click();
      await clientForm(page).waitFor({ state: 'detached' });
      expect(await count(page).textContent()).toBe('2 cadastros esperando o servidor');

      // While offline the panel lists them, with "Conferir" and "Enviar" disabled and why.
      await count(page).click();
      await panel(page).locator('[data-pending-offline]').waitFor();
      expect(await panel(page).locator('[data-pending-draft]').count()).toBe(2);
      expect(await panel(page).locator('[data-action="check-draft"]').first().isDisabled()).toBe(true);
      // Browser mode has no keychain: main keeps the drafts in its memory only, and the panel says so plainly.
      expect(await panel(page).locator('[data-pending-memory]').textContent()).toBe(
        'Guardados só até fechar o aplicativo: este computador não tem cofre de senhas do sistema para cifrá-los no disco. Confira e envie antes de fechar.',
      );
      expect(await count(page).getAttribute('title')).toBe('Guardados só até fechar o aplicativo');
      await screenshot(page, 'offline-drafts-count-offline');
    } finally {
      adminProxy.clearFaults();
    }

    // The server answers again; the page's next read brings the connection back.
    await page.reload();
    await page.locator('[data-connection="online"]').waitFor({ timeout: 30_000 });
    expect(await count(page).textContent()).toBe('2 cadastros esperando o servidor');
    await count(page).click();
    const maria = panel(page).locator('[data-pending-draft]', { hasText: `Maria ${lastname}` });
    const joana = panel(page).locator('[data-pending-draft]', { hasText: 'Joana' });

    // The duplicate: blocked, in words, with the existing record to open instead.
    await joana.locator('[data-action="check-draft"]').click();
    const problem = await joana.locator('[data-check="problem"]').textContent();
    expect(problem).toMatch(
      new RegExp(`^Este CPF já é do cliente ${holder.client_pk} – .+: abra esse cadastro em vez de criar outro\\.`),
    );
    expect(await joana.locator('[data-action="send-draft"]').isDisabled()).toBe(true);
    await screenshot(page, 'offline-drafts-panel-duplicate');

    // The clean one: checked, then sent with one click, once.
    const creates = () =>
      adminProxy.seen(/\/client\/create$/).filter((request) => request.outcome === 'forwarded').length;
    const before = creates();
    await maria.locator('[data-action="check-draft"]').click();
    await maria.locator('[data-check="clear"]').waitFor();
    await maria.locator('[data-action="send-draft"]').click();
    await maria.waitFor({ state: 'detached' });
    expect(creates() - before).toBe(1);
    const stored = await sql<{ n: number }>('select count(*)::int as n from client where client_doc1 = $1', [cpf]);
    expect(stored[0]?.n).toBe(1);
    expect(await count(page).textContent()).toBe('1 cadastro esperando o servidor');

    // The duplicate is discarded by the clerk (two clicks); nothing left waiting.
    await joana.locator('[data-action="discard-draft"]').click();
    await joana.locator('[data-action="discard-draft"]').click();
    await count(page).waitFor({ state: 'detached' });
    expect(await twinsOf()).toBe(twinsBefore);
    expect(errorsOf(page).filter((line) => !line.includes('Failed to load resource'))).toEqual([]);
    // Why longer than the default: a save with the server down waits for the read's retries before it fails.
  }, 180_000);
});
