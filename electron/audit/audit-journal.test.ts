import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noSecretBox } from '../secrets/secret-box.ts';
import { AuditJournal, type AuditDraft } from './audit-journal.ts';
import { AuditStore } from './audit-store.ts';
import { testSecretBox } from './test-box.ts';

const update = (n: number): AuditDraft => ({
  operator: 'admin',
  profileId: 'demo',
  kind: 'client.update',
  client: { pk: 40 + n, name: `Maria Aparecida Souza ${n}` },
  changes: [{ field: 'cli_addr_address', before: 'Rua das Flores', after: `Rua Nova ${n}` }],
});

async function lines(path: string): Promise<string[]> {
  return (await readFile(path, 'utf8')).split('\n').filter((line) => line !== '');
}

describe('audit journal chain', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'desk-audit-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('appends entries numbered from 1, each naming the hash of the one before, and verifies them intact', async () => {
    const journal = new AuditJournal({ dir, box: testSecretBox() });
    for (let n = 1; n <= 3; n += 1) await journal.append(update(n));
    await journal.flush();
    const { files } = await journal.read();
    const entries = files.flatMap((file) => file.lines).map((line) => (line.ok ? line.entry : undefined));
    expect(entries.map((entry) => entry?.seq)).toEqual([1, 2, 3]);
    expect(entries[0]?.prev).toBe('0'.repeat(64));
    expect(new Set(entries.map((entry) => entry?.prev)).size).toBe(3);
    expect(await journal.verify()).toMatchObject({ entries: 3, breaks: [] });
  });

  it('goes on from the head after a restart (a new journal object over the same folder)', async () => {
    const box = testSecretBox();
    const first = new AuditJournal({ dir, box });
    await first.append(update(1));
    await first.flush();
    const again = new AuditJournal({ dir, box });
    expect((await again.append(update(2))).seq).toBe(2);
    expect(await again.verify()).toMatchObject({ entries: 2, breaks: [] });
  });

  it('finds a deleted entry', async () => {
    const box = testSecretBox();
    const journal = new AuditJournal({ dir, box });
    for (let n = 1; n <= 4; n += 1) await journal.append(update(n));
    await journal.flush();
    const path = join(dir, 'journal-000001.jsonl');
    const all = await lines(path);
    // The header, then entries 1..4: entry 2 goes.
    await writeFile(path, `${[all[0], all[1], all[3], all[4]].join('\n')}\n`);
    const outcome = await new AuditJournal({ dir, box }).verify();
    expect(outcome.breaks).toEqual([{ seq: 2, reason: 'missing', file: 'journal-000001.jsonl' }]);
  });

  it('finds a change made while the journal is open and its entries are kept decoded', async () => {
    const journal = new AuditJournal({ dir, box: noSecretBox });
    for (let n = 1; n <= 3; n += 1) await journal.append(update(n));
    await journal.flush();
    expect((await journal.verify()).breaks).toEqual([]);
    const path = join(dir, 'journal-000001.jsonl');
    // Same length, other text: only the bytes tell.
    await writeFile(path, (await readFile(path, 'utf8')).replace('Rua Nova 1', 'Rua Nova 7'));
    expect((await journal.verify()).breaks).toEqual([{ seq: 1, reason: 'edited', file: 'journal-000001.jsonl' }]);
    // And appends after a warm read decode only what is new, still in one chain.
    const fresh = new AuditJournal({ dir: join(dir, 'other'), box: testSecretBox() });
    await fresh.append(update(1));
    await fresh.read();
    await fresh.append(update(2));
    const { files } = await fresh.read();
    expect(files[0]?.lines.map((line) => line.seq)).toEqual([1, 2]);
    expect((await fresh.verify()).breaks).toEqual([]);
  });

  it('finds the last entries cut off (the head still names them)', async () => {
    const box = testSecretBox();
    const journal = new AuditJournal({ dir, box });
    for (let n = 1; n <= 3; n += 1) await journal.append(update(n));
    await journal.flush();
    const path = join(dir, 'journal-000001.jsonl');
    const all = await lines(path);
    await writeFile(path, `${all.slice(0, 3).join('\n')}\n`);
    const outcome = await new AuditJournal({ dir, box }).verify();
    expect(outcome.breaks).toEqual([{ seq: 3, reason: 'truncated', file: 'journal-000001.jsonl' }]);
  });

  it("verifies a head that lags behind a chain going on validly past it, and appends on from the chain's end", async () => {
    const box = testSecretBox();
    const journal = new AuditJournal({ dir, box });
    for (let n = 1; n <= 2; n += 1) await journal.append(update(n));
    await journal.flush();
    const lagging = await readFile(join(dir, 'head.json'));
    for (let n = 3; n <= 4; n += 1) await journal.append(update(n));
    await journal.flush();
    // As a quit between an entry and its head write leaves it: the head names entry 2 of 4.
    await writeFile(join(dir, 'head.json'), lagging);
    const again = new AuditJournal({ dir, box });
    expect(await again.verify()).toMatchObject({ entries: 4, breaks: [] });
    expect((await again.append(update(5))).seq).toBe(5);
    expect(await again.verify()).toMatchObject({ entries: 5, breaks: [] });
  });

  it('still finds entries cut off up to a head that lags', async () => {
    const box = testSecretBox();
    const journal = new AuditJournal({ dir, box });
    for (let n = 1; n <= 3; n += 1) await journal.append(update(n));
    await journal.flush();
    const lagging = await readFile(join(dir, 'head.json'));
    await journal.append(update(4));
    await journal.flush();
    await writeFile(join(dir, 'head.json'), lagging);
    const path = join(dir, 'journal-000001.jsonl');
    const all = await lines(path);
    // The header and entries 1..2: entry 3, which the head names, is gone with entry 4.
    await writeFile(path, `${all.slice(0, 3).join('\n')}\n`);
    const outcome = await new AuditJournal({ dir, box }).verify();
    expect(outcome.breaks).toEqual([{ seq: 3, reason: 'truncated', file: 'journal-000001.jsonl' }]);
  });

  it('writes the head once after a burst of appends, a moment after the last of them', async () => {
    const box = testSecretBox();
    const journal = new AuditJournal({ dir, box, headDelayMs: 300 });
    for (let n = 1; n <= 4; n += 1) await journal.append(update(n));
    // Far less than the delay: the appends' own writes are done, and no head has been written for any of them.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(readFile(join(dir, 'head.json'))).rejects.toThrow();
    await vi.waitFor(
      async () => {
        const head = JSON.parse(await readFile(join(dir, 'head.json'), 'utf8')) as { sealed: string };
        expect(JSON.parse(await box.decrypt(Buffer.from(head.sealed, 'base64')))).toMatchObject({ seq: 4, file: 1 });
      },
      { timeout: 5000, interval: 50 },
    );
    await journal.flush();
  });

  it('writes the head after the entry: flush leaves it naming the last entry', async () => {
    const box = testSecretBox();
    const journal = new AuditJournal({ dir, box });
    const written = await Promise.all(Array.from({ length: 5 }, (_, n) => journal.append(update(n))));
    await journal.flush();
    const head = JSON.parse(await readFile(join(dir, 'head.json'), 'utf8')) as { sealed: string };
    expect(JSON.parse(await box.decrypt(Buffer.from(head.sealed, 'base64')))).toMatchObject({ seq: 5, file: 1 });
    expect(written.map((entry) => entry.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('fails the append after a head write that failed, so a head that cannot be written is told', async () => {
    const journal = new AuditJournal({ dir, box: testSecretBox() });
    await journal.append(update(1));
    await journal.flush();
    // A folder where head.json was: renaming the new head onto it fails.
    await rm(join(dir, 'head.json'));
    await mkdir(join(dir, 'head.json', 'blocked'), { recursive: true });
    await journal.append(update(2));
    await journal.flush();
    await expect(journal.append(update(3))).rejects.toThrow();
    // The entries themselves were written, in one chain.
    const { files } = await journal.read();
    expect(files[0]?.lines.map((line) => line.seq)).toEqual([1, 2, 3]);
  });

  it('finds an edited entry in clear (no keychain): the next one names another hash', async () => {
    const journal = new AuditJournal({ dir, box: noSecretBox });
    for (let n = 1; n <= 3; n += 1) await journal.append(update(n));
    await journal.flush();
    const path = join(dir, 'journal-000001.jsonl');
    const text = await readFile(path, 'utf8');
    expect(text).toContain('Rua Nova 2');
    await writeFile(path, text.replace('Rua Nova 2', 'Rua Nova 9'));
    const outcome = await new AuditJournal({ dir, box: noSecretBox }).verify();
    expect(outcome.breaks).toEqual([{ seq: 2, reason: 'edited', file: 'journal-000001.jsonl' }]);
  });

  it('finds an edited last entry against the head', async () => {
    const journal = new AuditJournal({ dir, box: noSecretBox });
    for (let n = 1; n <= 2; n += 1) await journal.append(update(n));
    await journal.flush();
    const path = join(dir, 'journal-000001.jsonl');
    await writeFile(path, (await readFile(path, 'utf8')).replace('Rua Nova 2', 'Rua Nova 9'));
    const outcome = await new AuditJournal({ dir, box: noSecretBox }).verify();
    expect(outcome.breaks).toEqual([{ seq: 2, reason: 'edited', file: 'journal-000001.jsonl' }]);
  });

  it('finds an entry re-sealed with other values by whoever holds the key', async () => {
    const box = testSecretBox();
    const journal = new AuditJournal({ dir, box });
    for (let n = 1; n <= 3; n += 1) await journal.append(update(n));
    await journal.flush();
    const path = join(dir, 'journal-000001.jsonl');
    const all = await lines(path);
    const line = JSON.parse(all[2] ?? '') as { seq: number; sealed: string };
    const forged = (await box.decrypt(Buffer.from(line.sealed, 'base64'))).replace('Rua Nova 2', 'Rua Nova 9');
    all[2] = JSON.stringify({ seq: line.seq, sealed: Buffer.from(await box.encrypt(forged)).toString('base64') });
    await writeFile(path, `${all.join('\n')}\n`);
    const outcome = await new AuditJournal({ dir, box }).verify();
    expect(outcome.breaks).toEqual([{ seq: 2, reason: 'edited', file: 'journal-000001.jsonl' }]);
  });

  it('names a damaged sealed line unreadable', async () => {
    const box = testSecretBox();
    const journal = new AuditJournal({ dir, box });
    for (let n = 1; n <= 3; n += 1) await journal.append(update(n));
    await journal.flush();
    const path = join(dir, 'journal-000001.jsonl');
    const all = await lines(path);
    all[2] = JSON.stringify({ seq: 2, sealed: Buffer.from('not sealed by the box').toString('base64') });
    await writeFile(path, `${all.join('\n')}\n`);
    const outcome = await new AuditJournal({ dir, box }).verify();
    expect(outcome.breaks).toEqual([{ seq: 2, reason: 'unreadable', file: 'journal-000001.jsonl' }]);
  });

  it('rolls over by size and the chain runs on across files; a removed file is found', async () => {
    const box = testSecretBox();
    const journal = new AuditJournal({ dir, box, maxFileBytes: 1500 });
    for (let n = 1; n <= 12; n += 1) await journal.append(update(n));
    await journal.flush();
    const names = (await readdir(dir)).filter((name) => name.endsWith('.jsonl')).sort();
    expect(names.length).toBeGreaterThan(2);
    const { files } = await journal.read();
    const seqs = files.flatMap((file) => file.lines.map((line) => line.seq));
    expect(seqs).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    // The first entry of a later file names the hash of the last entry of the file before.
    const second = files[1]?.lines[0];
    expect(second?.ok && second.entry.prev).not.toBe('0'.repeat(64));
    expect(await journal.verify()).toMatchObject({ entries: 12, breaks: [] });
    for (const file of files) expect(file.header).toMatchObject({ format: 'provider-desk-audit', encrypted: true });

    await rm(join(dir, names[1] ?? ''));
    const outcome = await new AuditJournal({ dir, box }).verify();
    expect(outcome.breaks).toEqual([{ seq: files[1]?.lines[0]?.seq ?? 0, reason: 'missing-file', file: names[2] }]);
  });

  it('keeps no client name, field value or operator in clear when the keychain is available', async () => {
    const store = new AuditStore({ dir, marksFile: join(dir, 'marks.json'), box: testSecretBox() });
    await store.append(update(1));
    await store.append({
      operator: 'admin',
      profileId: 'demo',
      kind: 'reveal',
      client: { pk: 41 },
      field: 'client_doc1',
    });
    await store.flush();
    const files: string[] = [];
    const walk = async (folder: string): Promise<void> => {
      for (const item of await readdir(folder, { withFileTypes: true }))
        if (item.isDirectory()) await walk(join(folder, item.name));
        else files.push(await readFile(join(folder, item.name), 'utf8'));
    };
    await walk(dir);
    const everything = files.join('\n');
    // The journal's file and head, and the high-water marks (sealed too).
    expect(files.length).toBe(3);
    for (const clear of ['Maria', 'Aparecida', 'Rua das Flores', 'Rua Nova', 'admin', 'client_doc1', 'demo'])
      expect(everything).not.toContain(clear);
    expect(everything).toContain('"encrypted":true');
    // And it reads back.
    const { entries } = await store.entriesOf('demo');
    expect(entries.map((entry) => entry.kind)).toEqual(['reveal', 'client.update']);
  });

  it('keeps entries written while the keychain is away in a chain of their own, never counted intact where it seals', async () => {
    const box = testSecretBox();
    let on = true;
    const flaky = { ...box, available: () => on };
    let tick = Date.parse('2026-11-25T12:00:00Z');
    const store = new AuditStore({
      dir,
      marksFile: join(dir, 'marks.json'),
      box: flaky,
      now: () => new Date((tick += 1000)),
    });
    await store.append(update(1));
    on = false;
    await store.append(update(2));
    await store.append(update(3));
    on = true;
    await store.append(update(4));
    // Why not intact: on a machine that seals, a journal in clear could have been written by anyone (issue 43).
    const verified = await store.verify('demo');
    expect(verified).toMatchObject({ intact: false, entries: 4, journals: 2 });
    expect(verified.breaks).toEqual([expect.objectContaining({ reason: 'in-clear', operator: 'admin' })]);
    expect((await store.entriesOf('demo')).entries.map((entry) => entry.client?.pk)).toEqual([44, 43, 42, 41]);
  });

  it('says in the file header that entries are in clear when the keychain is unavailable', async () => {
    const journal = new AuditJournal({ dir, box: noSecretBox });
    await journal.append(update(1));
    const [header] = await lines(join(dir, 'journal-000001.jsonl'));
    const parsed = JSON.parse(header ?? '') as { encrypted: boolean; note?: string };
    expect(parsed.encrypted).toBe(false);
    expect(parsed.note).toContain('safeStorage');
  });

  it('takes appends one at a time (no two entries with one number)', async () => {
    const journal = new AuditJournal({ dir, box: testSecretBox() });
    const written = await Promise.all(Array.from({ length: 20 }, (_, n) => journal.append(update(n))));
    expect(written.map((entry) => entry.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    expect((await journal.verify()).breaks).toEqual([]);
  });
});
