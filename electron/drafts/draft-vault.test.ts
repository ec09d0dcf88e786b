import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DraftRecord } from '../../shared/ipc/contract.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { SecretFiles } from '../secrets/secret-files.ts';
import { DraftVault, ownerFileName } from './draft-vault.ts';

const dayMs = 24 * 60 * 60 * 1000;
/** A reversible stand-in for safeStorage (XOR), so the test can tell the file holds nothing in clear. */
const xorBox = (available = true): SecretBox => ({
  available: () => available,
  encrypt: async (plain) => Buffer.from(Buffer.from(plain, 'utf8').map((byte) => byte ^ 0x5a)),
  decrypt: async (sealed) => Buffer.from(Buffer.from(sealed).map((byte) => byte ^ 0x5a)).toString('utf8'),
});
const draft = (subject: string, savedAt: number): DraftRecord => ({
  form: 'client',
  subject,
  label: 'Novo cliente: Ana',
  values: { client_name: 'Ana Souza', client_doc1: '52998224725' },
  savedAt,
});
const ana = { profileId: 'demo', username: 'ana' };
const bruno = { profileId: 'demo', username: 'bruno' };

describe('draft vault', () => {
  let dir: string;
  let now: number;
  let days: number;
  const vault = (box = xorBox()) =>
    new DraftVault(
      new SecretFiles(dir, box),
      dir,
      async () => days,
      () => now,
    );

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'desk-drafts-'));
    now = Date.UTC(2026, 10, 25);
    days = 7;
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps each operator’s drafts apart, on the same profile too', async () => {
    const kept = vault();
    await kept.put(ana, draft('new', now));
    await kept.put(bruno, draft('42', now));
    expect((await kept.list(ana)).map((item) => item.subject)).toEqual(['new']);
    expect((await kept.list(bruno)).map((item) => item.subject)).toEqual(['42']);
    expect(await kept.get(bruno, 'client', 'new')).toBeNull();
    // A new vault (a restart) reads them back from disk, still apart.
    const again = vault();
    expect((await again.list(ana)).map((item) => item.subject)).toEqual(['new']);
    expect(ownerFileName(ana)).not.toBe(ownerFileName(bruno));
  });

  it('writes nothing in clear, and names files by a hash of neither profile nor user', async () => {
    await vault().put(ana, draft('new', now));
    const [file] = await readdir(dir);
    expect(file).toMatch(/^drafts-[0-9a-f]{40}\.bin$/);
    const text = (await readFile(join(dir, file ?? ''))).toString('latin1');
    for (const value of ['Ana', '52998224725', 'ana', 'demo']) expect(text).not.toContain(value);
  });

  it('drops drafts older than the retention, at reading and at the start-up sweep', async () => {
    const kept = vault();
    await kept.put(ana, draft('old', now - 6 * dayMs));
    await kept.put(ana, draft('new', now));
    now += 2 * dayMs;
    expect((await kept.list(ana)).map((item) => item.subject)).toEqual(['new']);
    // Another operator's old drafts, never read again, go at the next start.
    await kept.put(bruno, draft('x', now));
    now += 8 * dayMs;
    await vault().sweep();
    expect(await readdir(dir)).toEqual([]);
  });

  it('stamps a draft with main’s own time: a page that stamps it years ahead cannot keep it past the retention', async () => {
    const kept = vault();
    await kept.put(ana, draft('future', now + 3650 * dayMs));
    expect((await kept.get(ana, 'client', 'future'))?.savedAt).toBe(now);
    now += 8 * dayMs;
    expect(await kept.list(ana)).toEqual([]);
    expect(await readdir(dir)).toEqual([]);
  });

  it('drops a kept draft stamped in the future (written by an older version for a lying page) at once, file and all', async () => {
    const files = new SecretFiles(dir, xorBox());
    await files.save(
      ownerFileName(ana),
      JSON.stringify({ owner: ana, drafts: [draft('future', now + 3650 * dayMs), draft('today', now)] }),
    );
    expect((await vault().list(ana)).map((item) => item.subject)).toEqual(['today']);
    expect(await files.load(ownerFileName(ana))).not.toContain('future');
  });

  it('follows a shorter retention at once', async () => {
    const kept = vault();
    await kept.put(ana, draft('three-days', now - 3 * dayMs));
    days = 2;
    expect(await kept.list(ana)).toEqual([]);
  });

  it('forgets all of an operator’s drafts, removing the file', async () => {
    const kept = vault();
    await kept.put(ana, draft('new', now));
    await kept.put(ana, draft('42', now));
    await kept.removeAll(ana);
    expect(await readdir(dir)).toEqual([]);
    expect(await kept.list(ana)).toEqual([]);
  });

  it('keeps drafts in memory only when the keychain is unavailable', async () => {
    const kept = vault(xorBox(false));
    await kept.put(ana, draft('new', now));
    expect(kept.persistent).toBe(false);
    expect((await kept.list(ana)).map((item) => item.subject)).toEqual(['new']);
    expect(await readdir(dir).catch(() => [])).toEqual([]);
  });

  it('reads a damaged file as no drafts, without failing', async () => {
    const files = new SecretFiles(dir, xorBox());
    await files.save(ownerFileName(ana), '{not json');
    expect(await vault().list(ana)).toEqual([]);
  });
  it('keeps a draft sent offline (pending) past the retention, sealed, until it is sent or discarded', async () => {
    const kept = vault();
    await kept.put(ana, { ...draft('offline-1', now), pending: true });
    await kept.put(ana, draft('new', now));
    now += 30 * dayMs;
    // A restart reads it back: the pending flag survives the sealed file; the plain draft expired.
    const again = vault();
    await again.sweep();
    const left = await again.list(ana);
    expect(left.map((item) => [item.subject, item.pending])).toEqual([['offline-1', true]]);
    const file = await readFile(join(dir, `${ownerFileName(ana)}.bin`));
    expect(file.includes(Buffer.from('Ana Souza'))).toBe(false);
    // An old pending draft handed over again (a page's resend) is still taken; a plain one that old is not.
    await again.put(ana, { ...draft('offline-2', now - 20 * dayMs), pending: true });
    await again.put(ana, draft('old', now - 20 * dayMs));
    expect((await again.list(ana)).map((item) => item.subject).sort()).toEqual(['offline-1', 'offline-2']);
    await again.remove(ana, 'client', 'offline-1');
    expect((await again.list(ana)).map((item) => item.subject)).toEqual(['offline-2']);
  });
});
