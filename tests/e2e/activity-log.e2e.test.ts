import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { randomCpf, uniqueWord } from '../support/integration-kit.ts';
import {
  e2ePasswords,
  errorsOf,
  login,
  openApp,
  screenshot,
  seriousA11yViolations,
  useE2eHost,
} from './support/app.ts';
import { clientForm, formField, openClientForEditing, openClients, sql } from './support/registration-page.ts';

// The "Registro de atividades" screen in browser mode against the real service: an update made in the page is
// listed with its value before and after, the kind filter narrows the list, the chain is verified intact on
// open, and the CSV export carries the entry.

const table = '[data-activity-table]';

describe('activity log', () => {
  it('lists an update done in the page, filters by kind, says the chain is intact, and exports CSV', async () => {
    const page = await openApp();
    await openClients(page);
    // A client of this test's own (through main, as the page would), so no other test's client is touched.
    const { core } = await useE2eHost();
    const cpf = randomCpf();
    const created = await core.dispatcher.dispatch('clients:create', {
      offices_pk: 1,
      client_type: 0,
      client_status: 0,
      client_name: 'Auditada',
      client_lastname: `Teste ${uniqueWord()}`,
      client_doc1: cpf,
      client_phones: 'Celular#-#(67) 99273-4796',
    });
    if (!created.ok) throw new Error(`could not create the test's client: ${created.error.code}`);
    const client = {
      client_pk: (created.data as { client_pk: number }).client_pk,
      client_doc1: cpf,
      client_observations: '',
    };
    const note = `Auditoria ${uniqueWord()}`;
    await openClientForEditing(page, client.client_doc1);
    await formField(page, 'client_observations').fill(note);
    await clientForm(page).locator('[data-action="save"]').click();
    await clientForm(page).waitFor({ state: 'detached' });

    // A reveal as the page's "Revelar" records it (main adds who and when).
    const revealed = await core.dispatcher.dispatch('audit:record', {
      kind: 'reveal',
      clientPk: client.client_pk,
      field: 'client_doc1',
    });
    expect(revealed.ok).toBe(true);

    await page.locator('nav[data-nav="main"] [data-route="activity-log"]').click();
    await page.locator('[data-page="activity-log"]').waitFor();
    // Verified on open: no break, said as what was verified since when this computer keeps marks (never
    // "íntegra", issue 43). Browser mode keeps no secrets, so the screen says the log is in clear.
    const verifiedBanner = page.locator('[data-chain="intact"]');
    await verifiedBanner.waitFor();
    expect(await verifiedBanner.textContent()).toMatch(
      /Registro verificado\d+ registros? verificados? desde \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:/,
    );
    expect(await verifiedBanner.textContent()).toContain('este computador não tem como comprovar');
    expect(await verifiedBanner.textContent()).not.toContain('íntegra');
    await page.locator('[data-journal="clear"]').waitFor();
    const update = page.locator(`${table} tr[data-entry-kind="client.update"]`, { hasText: note });
    await update.waitFor();
    const updateText = (await update.textContent()) ?? '';
    expect(updateText).toContain('admin');
    expect(updateText).toContain(`#${client.client_pk}`);
    expect(updateText).toContain(`${client.client_observations || '(vazio)'} → ${note}`);
    // Why wait: the registration's "saved" notification is still up (not this screen's, and checked elsewhere).
    await page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached', timeout: 20_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'activity-log');

    // Only reveals.
    await page.locator('[data-filter="kind"]').click();
    await page.getByRole('option', { name: 'Revelação' }).click();
    await page.waitForFunction((selector) => {
      const rows = [...document.querySelectorAll(`${selector} tbody tr`)];
      return rows.length > 0 && rows.every((row) => row.getAttribute('data-entry-kind') === 'reveal');
    }, table);
    const reveal = page.locator(`${table} tr[data-entry-kind="reveal"]`).first();
    expect(await reveal.textContent()).toContain(`#${client.client_pk}`);
    await screenshot(page, 'activity-log-reveals');

    // A range of days after today: nothing; typed wrong: named, and the list stays as it was.
    const tomorrow = new Date(Date.now() + 86_400_000);
    const day = (date: Date) =>
      `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
    await page.locator('[data-filter="from"]').fill(day(tomorrow));
    await page.locator('[data-activity-count="0"]').waitFor();
    await page.locator('[data-filter="to"]').fill('31/02/2026');
    await page.getByText('Data inválida: use dd/mm/aaaa.').waitFor();
    await page.locator('[data-filter="from"]').fill(day(new Date()));
    await page.locator('[data-filter="to"]').fill(day(new Date()));
    await reveal.waitFor();

    // Back to updates: the CSV holds the update whole.
    await page.locator('[data-filter="kind"]').click();
    await page.getByRole('option', { name: 'Alteração' }).click();
    await update.waitFor();
    const download = page.waitForEvent('download');
    await page.locator('[data-action="export-csv"]').click();
    const csv = await readFile(await (await download).path(), 'utf8');
    expect(csv.startsWith('\uFEFFNº;')).toBe(true);
    expect(csv).toContain(`Observações: ${client.client_observations || '(vazio)'} → ${note}`);
    // The export is an entry of its own, and the chain is still intact.
    const afterExport = await core.dispatcher.dispatch('audit:list', { kind: 'export' });
    expect(afterExport.ok && (afterExport.data as { rows: Array<{ scope?: string }> }).rows[0]?.scope).toBe('audit');
    const verified = await core.dispatcher.dispatch('audit:verify', {});
    expect(verified.ok && (verified.data as { intact: boolean }).intact).toBe(true);

    // Edited outside the app: the screen says the chain is broken, and where. (Browser mode keeps the journal in
    // clear, so the file holding this test's note is the one; it is put back afterwards for the tests that follow.)
    const file = await journalFileHolding(note);
    const original = await readFile(file, 'utf8');
    await writeFile(file, original.replace(note, `${note} (alterado)`));
    try {
      await page.locator('[data-action="refresh"]').click();
      const broken = page.locator('[data-chain="broken"]');
      await broken.waitFor();
      expect(await broken.textContent()).toContain('alterado');
      await screenshot(page, 'activity-log-broken');
    } finally {
      await writeFile(file, original);
    }
    await page.locator('[data-action="refresh"]').click();
    await page.locator('[data-chain="intact"]').waitFor();

    expect(errorsOf(page)).toEqual([]);
  });

  it("names the operator whose journal's files vanished, from the marks kept apart from it", async () => {
    const page = await openApp();
    await login(page);
    const { core } = await useE2eHost();
    // An entry this test can find its journal file by (browser mode keeps the journal in clear).
    const rows = 1_000_000 + Math.floor(Math.random() * 8_000_000);
    const recorded = await core.dispatcher.dispatch('audit:record', {
      kind: 'export',
      unmasked: false,
      formats: ['csv'],
      rows,
      outcome: 'cancelled',
    });
    expect(recorded.ok).toBe(true);
    await page.locator('nav[data-nav="main"] [data-route="activity-log"]').click();
    await page.locator('[data-chain="intact"]').waitFor();

    // Every file of the operator's journal gone (its folder moved away): the marks, kept apart from it, say it had
    // entries, so the screen names whose journal vanished. Put back afterwards for the tests that follow.
    // Why the escaped quotes: an entry in clear is its JSON text inside the line's JSON.
    const folder = dirname(await journalFileHolding(`\\"rows\\":${rows}`));
    await rename(folder, `${folder}.aside`);
    try {
      await page.locator('[data-action="refresh"]').click();
      const vanished = page.locator('[data-chain="broken"] [data-break-reason="vanished"]');
      await vanished.waitFor();
      expect(await vanished.textContent()).toMatch(/^Registro de admin: todos os arquivos do registro foram apagados/);
      await screenshot(page, 'activity-log-vanished');
    } finally {
      await rename(`${folder}.aside`, folder);
    }
    await page.locator('[data-action="refresh"]').click();
    await page.locator('[data-chain="intact"]').waitFor();
    expect(errorsOf(page)).toEqual([]);
  });

  it('says a registration and a support order in words, with the phone masked, in Portuguese and English', async () => {
    const page = await openApp();
    await openClients(page);
    const { core } = await useE2eHost();
    const username = `aud${uniqueWord()}`.toLowerCase().slice(0, 20);
    const lastname = `Auditada ${uniqueWord()}`;
    const created = await core.dispatcher.dispatch('clients:create', {
      offices_pk: 1,
      client_type: 0,
      client_status: 0,
      client_name: 'Ordem',
      client_lastname: lastname,
      client_doc1: randomCpf(),
      client_phones: 'Celular#-#(67) 99273-4796',
      client_date_birth: '1990-03-07',
      client_username: username,
      client_password: e2ePasswords.client,
      client_password1: e2ePasswords.client,
    });
    if (!created.ok) throw new Error(`could not create the test's client: ${created.error.message}`);
    const clientPk = (created.data as { client_pk: number }).client_pk;
    const opened = await core.dispatcher.dispatch('customer:open', {
      username,
      password: e2ePasswords.client,
      clientPk,
    });
    if (!opened.ok) throw new Error(`could not open the customer area: ${opened.error.code}`);
    const { customerId } = opened.data as { customerId: string };
    const tasks = await core.dispatcher.dispatch('customer:tasks', { customerId });
    if (!tasks.ok) throw new Error(`no task kinds: ${tasks.error.code}`);
    const [task] = (tasks.data as { rows: Array<{ task_pk: number; task_name: string }> }).rows;
    if (!task) throw new Error('the service lists no task kind');
    const order = await core.dispatcher.dispatch('customer:openSupportOrder', {
      customerId,
      priority: 2,
      task_pk: task.task_pk,
      phone: '(67) 99123-4567',
      os_obs: 'Sem sinal desde ontem',
    });
    if (!order.ok) throw new Error(`no support order: ${order.error.code}`);
    await core.dispatcher.dispatch('customer:close', { customerId });

    await page.locator('nav[data-nav="main"] [data-route="activity-log"]').click();
    await page.locator('[data-filter="client"]').fill(username);
    const orderRow = page.locator(`${table} tr[data-entry-kind="support-order.create"]`, { hasText: username });
    await orderRow.waitFor();
    const orderText = (await orderRow.textContent()) ?? '';
    for (const raw of ['os_pk', 'support_protocol', 'task_pk', 'task_name', 'os_obs', 'phone', '99123-4567', '(vazio)'])
      expect(orderText).not.toContain(raw);
    expect(orderText).toContain('Protocolo: ');
    expect(orderText).toContain('Prioridade: Alta');
    expect(orderText).toContain(`Tipo de tarefa: ${task.task_name}`);
    expect(orderText).toMatch(/Telefone de contato: [^\n]*\*/);
    expect(orderText).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    await page.locator('[data-filter="client"]').fill(String(clientPk));
    // Why by its name too: until the filter applies (a moment after typing), other tests' registrations are listed.
    const createRow = page.locator(`${table} tr[data-entry-kind="client.create"]`, { hasText: lastname });
    await createRow.waitFor();
    const createText = (await createRow.textContent()) ?? '';
    expect(createText).toContain('Tipo: Pessoa física');
    expect(createText).toContain('Situação: Ativo');
    // The office by its name, as the server lists the offices: never "Código da filial: 1".
    const [office] = await sql<{ name: string }>(
      'select offices_identification as name from offices where offices_pk = 1',
    );
    expect(createText).toContain(`Unidade: ${office?.name}`);
    expect(createText).not.toContain('Código da filial');
    await screenshot(page, 'activity-log-registration');
    for (const raw of ['(vazio)', 'client_', '1990-03-07', '→ 0']) expect(createText).not.toContain(raw);
    await page.locator('[data-filter="client"]').fill(username);
    await page.locator('[data-activity-count="1"]').waitFor();
    await screenshot(page, 'activity-log-support-order');

    // The CSV says it in the same words, whole (the log's export is journaled as unmasked).
    const download = page.waitForEvent('download');
    await page.locator('[data-action="export-csv"]').click();
    const csv = await readFile(await (await download).path(), 'utf8');
    expect(csv.startsWith('\uFEFFNº;Data e hora;Operador;Tipo;')).toBe(true);
    expect(csv).toContain(';Ordem de suporte;');
    expect(csv).toContain('Telefone de contato: (67) 99123-4567');
    for (const raw of ['support-order', 'os_pk', 'UTC']) expect(csv).not.toContain(raw);

    // English: the same entry in English words, dates in the app's one format.
    await core.settings.set({ language: 'en' });
    try {
      await page.reload();
      // Why either: a reload may find the operator's session still open in main, or ask to sign in again.
      await page.locator('form[data-form="login"], nav[data-nav="main"]').first().waitFor({ timeout: 30_000 });
      if (await page.locator('form[data-form="login"]').isVisible()) await login(page);
      await page.locator('nav[data-nav="main"] [data-route="activity-log"]').click();
      await page.locator('[data-filter="client"]').fill(username);
      await page.locator('[data-activity-count="1"]').waitFor();
      const english = (await orderRow.textContent()) ?? '';
      expect(english).toContain('Priority: High');
      expect(english).toContain('Protocol: ');
      expect(english).toMatch(/Contact phone: [^\n]*\*/);
      expect(english).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
      expect(english).not.toContain('99123-4567');
      expect(await page.locator('[data-filter="from"]').getAttribute('placeholder')).toBe('dd/mm/yyyy');
      expect(await page.locator('[data-chain="intact"]').textContent()).toMatch(
        /^Log verified\d+ entr(y|ies) verified since \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}: .*Before \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, this computer/,
      );
      await screenshot(page, 'activity-log-support-order-en');
      expect(errorsOf(page)).toEqual([]);
    } finally {
      await core.settings.set({ language: 'pt-BR' });
    }
  });
});

/** The e2e host's journal file that holds a text (its data folder is a temporary one of its own). */
async function journalFileHolding(text: string): Promise<string> {
  for (const folder of await readdir(tmpdir())) {
    if (!folder.startsWith('desk-e2e-')) continue;
    const audit = join(tmpdir(), folder, 'audit');
    const files = await readdir(audit, { recursive: true }).catch(() => []);
    for (const name of files.filter((item) => item.endsWith('.jsonl'))) {
      const path = join(audit, name);
      if ((await readFile(path, 'utf8')).includes(text)) return path;
    }
  }
  throw new Error('no journal file holds the note');
}
