import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { AuditEntry, AuditVerification } from '../../shared/ipc/audit-schema.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { publicEntry } from './audit-lines.ts';
import { AuditJournal, type AuditDraft } from './audit-journal.ts';

// Why hashed folder names: a folder named after the operator or the profile would tell who works where to
// anyone who lists the data folder; the names themselves are inside the (sealed) entries.
const folderOf = (kind: string, value: string): string =>
  createHash('sha256').update(`${kind}\n${value}`, 'utf8').digest('hex').slice(0, 32);

/** What the store needs. */
export interface AuditStoreOptions {
  /** The folder of every journal (`<data folder>/audit`). */
  dir: string;
  box: SecretBox;
  maxFileBytes?: number;
  now?: () => Date;
}

/** Every audit journal of this machine: one per server profile and operator, under `audit/<profile>/<operator>/`. */
export class AuditStore {
  readonly #options: AuditStoreOptions;
  readonly #journals = new Map<string, AuditJournal>();
  /** The journal each writer (profile, operator, sealed or not) appends to, once its folder is known. */
  readonly #writers = new Map<string, AuditJournal>();

  constructor(options: AuditStoreOptions) {
    this.#options = options;
  }

  /** Whether entries are sealed through the system's keychain on this machine. */
  get encrypted(): boolean {
    return this.#options.box.available();
  }

  /** Appends an entry to the journal of the entry's operator and profile. */
  append(draft: AuditDraft): Promise<AuditEntry> {
    // Why a journal of its own for entries in clear: a machine whose keychain comes and goes (a Linux session
    // without its keyring) cannot go on with a sealed chain it cannot open; each chain stays whole in its folder.
    const encrypted = this.encrypted;
    const writer = `${draft.profileId}\n${draft.operator}\n${encrypted}`;
    // Why kept by writer: the folder's name is two SHA-256s, ~40 µs of every confirmed write on the bench machine.
    let journal = this.#writers.get(writer);
    if (!journal) {
      const operator = `${folderOf('operator', draft.operator)}${encrypted ? '' : '-clear'}`;
      journal = this.#journalAt(join(folderOf('profile', draft.profileId), operator));
      this.#writers.set(writer, journal);
    }
    return journal.append(draft);
  }

  /** Every entry of a profile's journals (every operator on this machine), newest first, and how many are unreadable. */
  async entriesOf(profileId: string): Promise<{ entries: AuditEntry[]; unreadable: number }> {
    const entries: AuditEntry[] = [];
    let unreadable = 0;
    for (const journal of await this.#journalsOf(profileId)) {
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
    await Promise.all([...this.#journals.values()].map((journal) => journal.flush()));
  }

  /** Drops every journal's decoded entries kept in memory (at sign-out). */
  forget(): void {
    for (const journal of this.#journals.values()) journal.forget();
  }

  /** Checks the chain of each of a profile's journals. */
  async verify(profileId: string): Promise<AuditVerification> {
    const breaks: AuditVerification['breaks'] = [];
    let entries = 0;
    const journals = await this.#journalsOf(profileId);
    for (const journal of journals) {
      const outcome = await journal.verify();
      entries += outcome.entries;
      if (outcome.breaks.length === 0) continue;
      const operator = await operatorOf(journal);
      for (const item of outcome.breaks) breaks.push({ ...item, operator });
    }
    return { intact: breaks.length === 0, entries, journals: journals.length, encrypted: this.encrypted, breaks };
  }

  async #journalsOf(profileId: string): Promise<AuditJournal[]> {
    const profileFolder = folderOf('profile', profileId);
    let names: string[];
    try {
      names = (await readdir(join(this.#options.dir, profileFolder), { withFileTypes: true }))
        .filter((item) => item.isDirectory() && /^[a-f0-9]{32}(-clear)?$/.test(item.name))
        .map((item) => item.name)
        .sort();
    } catch {
      return [];
    }
    return names.map((name) => this.#journalAt(join(profileFolder, name)));
  }

  #journalAt(relative: string): AuditJournal {
    let journal = this.#journals.get(relative);
    if (!journal) {
      journal = new AuditJournal({
        dir: join(this.#options.dir, relative),
        box: this.#options.box,
        maxFileBytes: this.#options.maxFileBytes,
        now: this.#options.now,
      });
      this.#journals.set(relative, journal);
    }
    return journal;
  }
}

async function operatorOf(journal: AuditJournal): Promise<string | null> {
  for (const file of (await journal.read()).files)
    for (const line of file.lines) if (line.ok) return line.entry.operator;
  return null;
}
