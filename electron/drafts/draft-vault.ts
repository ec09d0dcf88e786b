import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { z } from 'zod';
import { draftSchema, type DraftRecord } from '../../shared/ipc/contract.ts';
import type { SecretFiles } from '../secrets/secret-files.ts';

// Drafts of forms hold personal data (a new client's CPF, address, phones), so main keeps them, per operator
// and profile, encrypted with the operating system's keychain (safeStorage, through SecretFiles), and drops them
// after a number of days. Where the keychain is unavailable (browser mode, Linux's basic_text) they are kept in
// main's memory only: they survive a reload or crash of the page, not a restart of the app.

/** Whose drafts: the profile and the operator signed in to it. */
export interface DraftOwner {
  profileId: string;
  username: string;
}

const dayMs = 24 * 60 * 60 * 1000;
/**
 * How far ahead of main's clock a kept stamp may be and still be taken as main's own: a clock set back by up to
 * a day (a corrected clock) keeps the drafts of that day; a stamp further ahead cannot come from main.
 */
const clockSlackMs = dayMs;
/** Days a draft is kept when the setting says nothing. */
export const defaultDraftRetentionDays = 7;
const fileSchema = z.object({
  owner: z.object({ profileId: z.string(), username: z.string() }),
  drafts: z.array(draftSchema),
});
const filePrefix = 'drafts-';

/** The file name of an owner's drafts: a hash, so neither the profile nor the user name shows on disk. */
export function ownerFileName(owner: DraftOwner): string {
  return `${filePrefix}${createHash('sha256').update(`${owner.profileId}\u0000${owner.username}`).digest('hex').slice(0, 40)}`;
}

function parseFile(text: string | undefined): z.infer<typeof fileSchema> | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed = fileSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const keyOf = (form: string, subject: string): string => `${form}\u0000${subject}`;

/**
 * Keeps drafts per operator, encrypted when the keychain allows, dropping those older than the retention (except
 * pending ones: sent while offline, they wait for the clerk).
 */
export class DraftVault {
  readonly #files: SecretFiles;
  readonly #dir: string;
  readonly #retentionDays: () => Promise<number>;
  readonly #now: () => number;
  readonly #cache = new Map<string, Map<string, DraftRecord>>();
  #writing: Promise<void> = Promise.resolve();

  /** `dir` is the folder of `files` (listed by `sweep`); `retentionDays` is read at each use (a setting). */
  constructor(files: SecretFiles, dir: string, retentionDays: () => Promise<number>, now: () => number = Date.now) {
    this.#files = files;
    this.#dir = dir;
    this.#retentionDays = retentionDays;
    this.#now = now;
  }

  /** Whether drafts outlive a restart here (the keychain is available), or live in memory only. */
  get persistent(): boolean {
    return this.#files.available;
  }

  async #cutoff(): Promise<number> {
    return this.#now() - (await this.#retentionDays()) * dayMs;
  }

  async #load(owner: DraftOwner): Promise<Map<string, DraftRecord>> {
    const name = ownerFileName(owner);
    let drafts = this.#cache.get(name);
    if (!drafts) {
      drafts = new Map();
      const kept = parseFile(await this.#files.load(name));
      // Why the owner inside the file is checked: a hash collision or a copied file must not hand drafts over.
      if (kept && kept.owner.profileId === owner.profileId && kept.owner.username === owner.username)
        for (const draft of kept.drafts) drafts.set(keyOf(draft.form, draft.subject), draft);
      this.#cache.set(name, drafts);
    }
    let expired = false;
    const cutoff = await this.#cutoff();
    // Why a stamp in the future counts as expired: older versions took the page's stamp as it came, so a page
    // could keep a draft for ever; its real age is unknown, and stamping it again would give personal data of
    // unknown age a whole new retention (docs/security.md, "Drafts expire on main's clock").
    const latest = this.#now() + clockSlackMs;
    // Why a pending draft outlives the retention: it is a registration the clerk sent while the server did not
    // answer (issue 46), waiting to be checked and sent; dropping it on a timer would lose a client silently. It
    // goes when it is sent, discarded, or with every draft at a sign-out that does not keep them.
    for (const [key, draft] of drafts)
      if ((draft.savedAt < cutoff && draft.pending !== true) || draft.savedAt > latest) {
        drafts.delete(key);
        expired = true;
      }
    if (expired) await this.#persist(owner, drafts);
    return drafts;
  }

  #persist(owner: DraftOwner, drafts: Map<string, DraftRecord>): Promise<void> {
    const name = ownerFileName(owner);
    const list = [...drafts.values()];
    // Why chained: two quick saves must not write the same temporary file at once.
    const write = this.#writing.then(async () => {
      if (list.length === 0) await this.#files.remove(name);
      else await this.#files.save(name, JSON.stringify({ owner, drafts: list }));
    });
    this.#writing = write.catch(() => undefined);
    return write;
  }

  /** The owner's drafts that have not expired, newest first. */
  async list(owner: DraftOwner): Promise<DraftRecord[]> {
    return [...(await this.#load(owner)).values()].sort((a, b) => b.savedAt - a.savedAt);
  }

  /** One draft, or null. */
  async get(owner: DraftOwner, form: string, subject: string): Promise<DraftRecord | null> {
    return (await this.#load(owner)).get(keyOf(form, subject)) ?? null;
  }

  /**
   * Keeps (or replaces) a draft, stamped with main's clock. Why the page's stamp is kept only when it is older:
   * a draft moved from an older version's localStorage carries its real age, and an older stamp only makes a
   * draft expire sooner; a later one (a page that lies) would keep personal data past the retention.
   */
  async put(owner: DraftOwner, draft: DraftRecord): Promise<void> {
    const drafts = await this.#load(owner);
    const stamped = { ...draft, savedAt: Math.min(draft.savedAt, this.#now()) };
    if (stamped.savedAt < (await this.#cutoff()) && stamped.pending !== true) return;
    drafts.set(keyOf(stamped.form, stamped.subject), stamped);
    await this.#persist(owner, drafts);
  }

  /** Forgets one draft. */
  async remove(owner: DraftOwner, form: string, subject: string): Promise<void> {
    const drafts = await this.#load(owner);
    if (drafts.delete(keyOf(form, subject))) await this.#persist(owner, drafts);
  }

  /** Forgets every draft of the owner (sign-out without keeping them). */
  async removeAll(owner: DraftOwner): Promise<void> {
    const drafts = await this.#load(owner);
    drafts.clear();
    await this.#persist(owner, drafts);
  }

  /** Forgets every operator's drafts, in memory and on disk (a test's fresh start; a "forget all drafts" of IT). */
  async clearAll(): Promise<void> {
    this.#cache.clear();
    await this.#writing;
    let names: string[];
    try {
      names = (await readdir(this.#dir)).filter((name) => name.startsWith(filePrefix) && name.endsWith('.bin'));
    } catch {
      return;
    }
    for (const file of names) await this.#files.remove(file.slice(0, -'.bin'.length));
  }

  /** Drops expired drafts of every operator kept on disk (at start: drafts of operators who never came back). */
  async sweep(): Promise<void> {
    let names: string[];
    try {
      names = (await readdir(this.#dir)).filter((name) => name.startsWith(filePrefix) && name.endsWith('.bin'));
    } catch {
      return;
    }
    for (const file of names) {
      const name = file.slice(0, -'.bin'.length);
      const owner = parseFile(await this.#files.load(name))?.owner;
      if (!owner) continue;
      if (ownerFileName(owner) !== name) continue;
      this.#cache.delete(name);
      await this.#load(owner);
    }
  }
}
