import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { noSecretBox } from '../secrets/secret-box.ts';
import { genesisHash } from './audit-lines.ts';
import { AuditJournal, type AuditDraft } from './audit-journal.ts';
import { AuditStore } from './audit-store.ts';
import { testSecretBox } from './test-box.ts';

// Issue 43, item 1: the attacks a security review made on the journal's files on a machine that seals entries
// (the keychain stood in for by testSecretBox, a real AES-GCM box). Each one read as an intact chain before the
// high-water marks (audit-marks.ts); each is a break now, named by its journal's operator.

const update = (n: number, operator = 'admin'): AuditDraft => ({
  operator,
  profileId: 'demo',
  kind: 'client.update',
  client: { pk: 40 + n, name: `Maria Aparecida Souza ${n}` },
  changes: [{ field: 'cli_addr_address', before: 'Rua das Flores', after: `Rua Nova ${n}` }],
});

async function lines(path: string): Promise<string[]> {
  return (await readFile(path, 'utf8')).split('\n').filter((line) => line !== '');
}

describe('audit journal against edits of its files', () => {
  let dir: string;
  let audit: string;
  let marksFile: string;
  const box = testSecretBox();
  /** A fresh store over the same folders, as the app's next start makes it. */
  const restart = (options: { now?: () => Date } = {}) => new AuditStore({ dir: audit, marksFile, box, ...options });

  /** A journal of `operator` with entries 1..count, every head written; answers its folder. */
  async function written(count: number, operator = 'admin'): Promise<string> {
    const store = restart();
    for (let n = 1; n <= count; n += 1) await store.append(update(n, operator));
    await store.flush();
    return join(audit, folderOf('profile', 'demo'), folderOf('operator', operator));
  }

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'desk-audit-tamper-'));
    audit = join(dir, 'audit');
    marksFile = join(dir, 'audit-marks.json');
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('finds the last entries cut and head.json replaced by a head in clear naming entry 0', async () => {
    const folder = await written(5);
    const path = join(folder, 'journal-000001.jsonl');
    // The header and entries 1..3: entries 4 and 5 go, and the head says the journal is empty.
    await writeFile(path, `${(await lines(path)).slice(0, 4).join('\n')}\n`);
    await writeFile(join(folder, 'head.json'), JSON.stringify({ plain: { seq: 0, hash: genesisHash, file: 1 } }));
    const outcome = await restart().verify('demo');
    expect(outcome.intact).toBe(false);
    expect(outcome.breaks).toContainEqual(expect.objectContaining({ reason: 'head-in-clear', operator: 'admin' }));
    expect(outcome.breaks).toContainEqual(
      expect.objectContaining({ reason: 'truncated', seq: 4, operator: 'admin', file: 'journal-000001.jsonl' }),
    );
  });

  it('finds entries cut and an older sealed head.json put back (a replay)', async () => {
    const folder = await written(3);
    const older = await readFile(join(folder, 'head.json'));
    const store = restart();
    for (let n = 4; n <= 6; n += 1) await store.append(update(n));
    await store.flush();
    const path = join(folder, 'journal-000001.jsonl');
    await writeFile(path, `${(await lines(path)).slice(0, 4).join('\n')}\n`);
    await writeFile(join(folder, 'head.json'), older);
    const outcome = await restart().verify('demo');
    expect(outcome.intact).toBe(false);
    expect(outcome.breaks).toEqual([{ seq: 4, reason: 'truncated', operator: 'admin', file: 'journal-000001.jsonl' }]);
  });

  it('keeps the cut visible after the next entries: they go on from the high-water mark, not from the cut', async () => {
    const folder = await written(3);
    const older = await readFile(join(folder, 'head.json'));
    const store = restart();
    for (let n = 4; n <= 6; n += 1) await store.append(update(n));
    await store.flush();
    const path = join(folder, 'journal-000001.jsonl');
    await writeFile(path, `${(await lines(path)).slice(0, 4).join('\n')}\n`);
    await writeFile(join(folder, 'head.json'), older);
    const next = restart();
    expect((await next.append(update(7))).seq).toBe(7);
    const outcome = await next.verify('demo');
    expect(outcome.breaks).toEqual([{ seq: 4, reason: 'missing', operator: 'admin', file: 'journal-000001.jsonl' }]);
  });

  it('names a journal whose every file was deleted', async () => {
    const folder = await written(3);
    await written(2, 'maria');
    await rm(folder, { recursive: true });
    const outcome = await restart().verify('demo');
    expect(outcome.intact).toBe(false);
    expect(outcome.breaks).toEqual([expect.objectContaining({ reason: 'vanished', operator: 'admin', seq: 3 })]);
  });

  it('names a journal whose files were emptied: its file cut to the header, its head deleted', async () => {
    const folder = await written(4);
    const path = join(folder, 'journal-000001.jsonl');
    await writeFile(path, `${(await lines(path)).slice(0, 1).join('\n')}\n`);
    await rm(join(folder, 'head.json'));
    const outcome = await restart().verify('demo');
    expect(outcome.intact).toBe(false);
    expect(outcome.breaks).toEqual([expect.objectContaining({ reason: 'vanished', operator: 'admin', seq: 4 })]);
  });

  it('refuses a journal in clear holding entries made up under another operator, on a machine that seals', async () => {
    const folder = await written(2);
    // Computed by hand as the app would write them where the keychain is away: the same chain, head and header.
    const forgedDir = join(folder, '..', `${folderOf('operator', 'maria')}-clear`);
    const forger = new AuditJournal({ dir: forgedDir, box: noSecretBox });
    for (let n = 1; n <= 3; n += 1) await forger.append(update(n, 'maria'));
    await forger.flush();
    const store = restart();
    expect((await store.entriesOf('demo')).entries.map((entry) => entry.operator)).toContain('maria');
    const outcome = await store.verify('demo');
    expect(outcome.intact).toBe(false);
    expect(outcome.breaks).toEqual([expect.objectContaining({ reason: 'in-clear', operator: 'maria' })]);
  });

  it('finds the high-water marks deleted while a journal that kept them is still there', async () => {
    await written(3);
    await rm(marksFile);
    const outcome = await restart().verify('demo');
    expect(outcome.intact).toBe(false);
    expect(outcome.breaks).toEqual([expect.objectContaining({ reason: 'marks-missing', operator: 'admin' })]);
    // It stays found at the next start, after new entries.
    const again = restart();
    await again.append(update(4));
    await again.flush();
    expect((await restart().verify('demo')).breaks).toEqual([
      expect.objectContaining({ reason: 'marks-missing', operator: 'admin' }),
    ]);
  });

  it('finds the high-water marks replaced by marks in clear, on a machine that seals', async () => {
    const folder = await written(3);
    await writeFile(marksFile, JSON.stringify({ plain: { since: new Date().toISOString(), journals: {}, lost: [] } }));
    const path = join(folder, 'journal-000001.jsonl');
    await writeFile(path, `${(await lines(path)).slice(0, 2).join('\n')}\n`);
    const outcome = await restart().verify('demo');
    expect(outcome.intact).toBe(false);
    expect(outcome.breaks).toContainEqual(expect.objectContaining({ reason: 'marks-missing', operator: 'admin' }));
  });

  it('says since when it verified where nothing local can prove completeness (the data folder deleted)', async () => {
    await written(3);
    await rm(dir, { recursive: true, force: true });
    const started = new Date('2026-12-02T13:14:00Z');
    const store = restart({ now: () => started });
    await store.append(update(1));
    await store.append(update(2));
    const outcome = await store.verify('demo');
    expect(outcome).toMatchObject({ intact: true, entries: 2, since: started.toISOString(), breaks: [] });
    // The marks keep their first day: a later start says the same.
    expect((await restart().verify('demo')).since).toBe(started.toISOString());
  });

  it('keeps the careless cuts found as before: the last line cut with its head, a middle line deleted', async () => {
    const folder = await written(4);
    const path = join(folder, 'journal-000001.jsonl');
    const all = await lines(path);
    const head = await readFile(join(folder, 'head.json'));
    await writeFile(path, `${all.slice(0, 4).join('\n')}\n`);
    await rm(join(folder, 'head.json'));
    expect((await restart().verify('demo')).breaks).toContainEqual(
      expect.objectContaining({ reason: 'truncated', operator: 'admin' }),
    );
    await writeFile(path, `${[all[0], all[1], all[3], all[4]].join('\n')}\n`);
    await writeFile(join(folder, 'head.json'), head);
    expect((await restart().verify('demo')).breaks).toEqual([
      { seq: 2, reason: 'missing', operator: 'admin', file: 'journal-000001.jsonl' },
    ]);
  });

  it("takes a new journal's sealed head as its mark after a quit between the head write and the marks write", async () => {
    await written(2);
    const olderMarks = await readFile(marksFile);
    await written(1, 'maria');
    // As if the app quit after maria's first head was written and before the marks were: they do not know her.
    await writeFile(marksFile, olderMarks);
    const again = restart();
    expect(await again.verify('demo')).toMatchObject({ intact: true, entries: 3, journals: 2, breaks: [] });
    expect((await again.append(update(2, 'maria'))).seq).toBe(2);
  });

  it('reads an untouched journal as intact across starts, with its marks sealed (no name in clear)', async () => {
    await written(3);
    const store = restart();
    await store.append(update(4));
    await store.flush();
    expect(await restart().verify('demo')).toMatchObject({ intact: true, entries: 4, journals: 1, breaks: [] });
    const marks = await readFile(marksFile, 'utf8');
    expect(marks).toContain('"sealed"');
    expect(marks).not.toContain('admin');
  });
});

/** The folder name the store gives a profile or an operator (a SHA-256, audit-store.ts). */
function folderOf(kind: string, value: string): string {
  return createHash('sha256').update(`${kind}\n${value}`, 'utf8').digest('hex').slice(0, 32);
}
