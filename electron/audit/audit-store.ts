import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { AuditEntry, AuditVerification } from '../../shared/ipc/audit-schema.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { publicEntry } from './audit-lines.ts';
import { AuditJournal, type AuditDraft } from './audit-journal.ts';
import { AuditMarks } from './audit-marks.ts';

// Why hashed folder names: a folder named after the operator or the profile would tell who works where to
// anyone who lists the data folder; the names themselves are inside the (sealed) entries.
const folderOf = (kind: string, value: string): string =>
  createHash('sha256').update(`${kind}\n${value}`, 'utf8').digest('hex').slice(0, 32);

/** What the store needs. */
export interface AuditStoreOptions {
  /** The folder of every journal (`<data folder>/audit`). */
  dir: string;
  /** The journals' high-water marks, apart from them (`<data folder>/audit-marks.json`). */
  marksFile: string;
  box: SecretBox;
  maxFileBytes?: number;
  now?: () => Date;
}

/**
 * Every audit journal of this machine: one per server profile and operator, under `audit/<profile>/<operator>/`,
 * and their high-water marks apart from them (audit-marks.ts), checked at the first use after each start: a journal
 * whose sealed head names marks other than these lost them (kept for good), and every verification holds each
 * journal to its mark (a cut, a replayed or forged head, a vanished journal) and, where the keychain seals, counts
 * no journal in clear as intact.
 */
export class AuditStore {
  readonly #options: AuditStoreOptions;
  readonly #journals = new Map<string, AuditJournal>();
  /** The journal each writer (profile, operator, sealed or not) appends to, once its folder is known. */
  readonly #writers = new Map<string, AuditJournal>();
  /** Whose each journal is (by its key), as its appends said. */
  readonly #operators = new Map<string, string>();
  readonly #marks: AuditMarks;
  #ready: Promise<void> | undefined;

  constructor(options: AuditStoreOptions) {
    this.#options = options;
    this.#marks = new AuditMarks(options.marksFile, options.box, options.now ?? (() => new Date()));
  }

  /** Whether entries are sealed through the system's keychain on this machine. */
  get encrypted(): boolean {
    return this.#options.box.available();
  }

  /** Appends an entry to the journal of the entry's operator and profile. */
  append(draft: AuditDraft): Promise<AuditEntry> {
    return this.#opened().then(() => this.#appendOpened(draft));
  }

  #appendOpened(draft: AuditDraft): Promise<AuditEntry> {
    // Why a journal of its own for entries in clear: a machine whose keychain comes and goes (a Linux session
    // without its keyring) cannot go on with a sealed chain it cannot open; each chain stays whole in its folder.
    const encrypted = this.encrypted;
    const writer = `${draft.profileId}\n${draft.operator}\n${encrypted}`;
    // Why kept by writer: the folder's name is two SHA-256s, ~40 µs of every confirmed write on the bench machine.
    let journal = this.#writers.get(writer);
    if (!journal) {
      const operator = `${folderOf('operator', draft.operator)}${encrypted ? '' : '-clear'}`;
      const key = `${folderOf('profile', draft.profileId)}/${operator}`;
      this.#operators.set(key, draft.operator);
      journal = this.#journalAt(key);
      this.#writers.set(writer, journal);
    }
    return journal.append(draft);
  }

  /** Every entry of a profile's journals (every operator on this machine), newest first, and how many are unreadable. */
  async entriesOf(profileId: string): Promise<{ entries: AuditEntry[]; unreadable: number }> {
    await this.#opened();
    const entries: AuditEntry[] = [];
    let unreadable = 0;
    for (const journal of (await this.#journalKeysOf(profileId)).map((key) => this.#journalAt(key))) {
      for (const file of (await journal.read()).files)
        for (const line of file.lines) {
          if (line.ok) entries.push(publicEntry(line.entry));
          else unreadable += 1;
        }
    }
    entries.sort((a, b) => (a.at === b.at ? b.seq - a.seq : a.at < b.at ? 1 : -1));
    return { entries, unreadable };
  }

  /** Waits until every journal has written the entries asked for so far and its head names the last. */
  async flush(): Promise<void> {
    await this.#ready?.catch(() => undefined);
    await Promise.all([...this.#journals.values()].map((journal) => journal.flush()));
    await this.#marks.flush();
  }

  /** Drops every journal's decoded entries kept in memory (at sign-out). */
  forget(): void {
    for (const journal of this.#journals.values()) journal.forget();
  }

  /**
   * Checks each of a profile's journals: its chain, its head, its high-water mark; names every journal the marks
   * know whose folder is gone. `since` says from when this machine can prove that nothing was cut.
   */
  async verify(profileId: string): Promise<AuditVerification> {
    await this.#opened();
    const breaks: AuditVerification['breaks'] = [];
    let entries = 0;
    const sealing = this.encrypted;
    const checked = this.#marks.state !== 'locked';
    const keys = await this.#journalKeysOf(profileId);
    for (const key of keys) {
      const journal = this.#journalAt(key);
      const outcome = await journal.verify();
      entries += outcome.entries;
      const found = [...outcome.breaks];
      // Why a journal in clear is never intact where the keychain seals: anyone can write one, chain and head
      // included, under any operator's name (the folder name is a SHA-256 anyone can compute).
      if (sealing && outcome.clear && outcome.entries > 0) found.push({ seq: 1, reason: 'in-clear', file: '' });
      else if (checked && outcome.entries > 0 && !this.#marks.get(key))
        found.push({ seq: 1, reason: 'unmarked', file: '' });
      if (this.#marks.lost(key)) found.push({ seq: this.#marks.get(key)?.seq ?? 0, reason: 'marks-missing', file: '' });
      if (found.length === 0) continue;
      const operator = (await operatorOf(journal)) ?? this.#marks.get(key)?.operator ?? null;
      for (const item of found) breaks.push({ ...item, operator });
    }
    const profileFolder = `${folderOf('profile', profileId)}/`;
    for (const key of this.#marks.keys()) {
      const mark = this.#marks.get(key);
      if (!key.startsWith(profileFolder) || keys.includes(key) || !mark || mark.seq === 0) continue;
      breaks.push({ seq: mark.seq, reason: 'vanished', file: '', operator: mark.operator || null });
    }
    return {
      intact: breaks.length === 0,
      entries,
      journals: keys.length,
      encrypted: sealing,
      since: this.#marks.since ?? null,
      breaks,
    };
  }

  /** The marks, loaded and checked once per start before anything else reads or writes a journal. */
  #opened(): Promise<void> {
    // Why a failed start check does not stop journaling: the marks are written again after the next head (a write
    // that still fails fails that append, as a head that cannot be written does), and writes must stay journaled.
    this.#ready ??= this.#open().catch(() => undefined);
    return this.#ready;
  }

  /**
   * Loads the marks and checks every journal's head against them: a sealed head that names other marks (or marks
   * begun again because they were gone or in clear) lost its marks, which is kept. Marks begun now take each
   * journal's trusted head as its mark, so a cut from now on shows; what came before cannot be proven, which the
   * screen says (`since`).
   */
  async #open(): Promise<void> {
    const state = await this.#marks.load();
    if (state === 'locked') return;
    const lost: string[] = [];
    for (const key of await this.#journalKeysOf()) {
      const journal = this.#journalAt(key);
      const kept = await journal.keptHead();
      if (kept?.sealed && kept.head.marks !== undefined && kept.head.marks !== this.#marks.since) lost.push(key);
      // Why a sealed head of these very marks moves its mark on: only the keychain writes one, and a quit between
      // a head write and the marks' leaves the mark behind it (or, for a new journal, missing).
      if (state === 'kept' && kept?.sealed && kept.head.marks === this.#marks.since) {
        const mark = this.#marks.get(key);
        if (!mark || mark.seq < kept.head.seq)
          await this.#marks.note(key, {
            seq: kept.head.seq,
            hash: kept.head.hash,
            file: kept.head.file,
            operator: mark?.operator ?? (await operatorOf(journal)) ?? '',
          });
      }
      if (state !== 'begun') continue;
      const head = await journal.trustedHead();
      if (head) await this.#marks.note(key, { ...head, operator: (await operatorOf(journal)) ?? '' });
    }
    if (state === 'begun') await this.#marks.save();
    await this.#marks.markLost(lost);
  }

  /** The keys (`<profile folder>/<operator folder>`) of one profile's journals on disk, or of every profile's. */
  async #journalKeysOf(profileId?: string): Promise<string[]> {
    const profiles = profileId === undefined ? await foldersIn(this.#options.dir) : [folderOf('profile', profileId)];
    const keys: string[] = [];
    for (const profile of profiles)
      for (const name of await foldersIn(join(this.#options.dir, profile)))
        if (/^[a-f0-9]{32}(-clear)?$/.test(name)) keys.push(`${profile}/${name}`);
    return keys;
  }

  #journalAt(key: string): AuditJournal {
    let journal = this.#journals.get(key);
    if (!journal) {
      journal = new AuditJournal({
        dir: join(this.#options.dir, ...key.split('/')),
        box: this.#options.box,
        maxFileBytes: this.#options.maxFileBytes,
        now: this.#options.now,
        mark: () => this.#marks.get(key),
        marksSince: () => this.#marks.since,
        onHead: (head) =>
          this.#marks.note(key, {
            ...head,
            operator: this.#operators.get(key) ?? this.#marks.get(key)?.operator ?? '',
          }),
      });
      this.#journals.set(key, journal);
    }
    return journal;
  }
}

/** The folders directly in a folder, sorted (none when it is missing). */
async function foldersIn(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { withFileTypes: true }))
      .filter((item) => item.isDirectory())
      .map((item) => item.name)
      .sort();
  } catch {
    return [];
  }
}

async function operatorOf(journal: AuditJournal): Promise<string | null> {
  for (const file of (await journal.read()).files)
    for (const line of file.lines) if (line.ok) return line.entry.operator;
  return null;
}
