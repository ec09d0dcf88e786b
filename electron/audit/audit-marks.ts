import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { SecretBox } from '../secrets/secret-box.ts';
import { writeJsonFile } from '../storage/json-file.ts';

// Why high-water marks: a journal's own head.json lives beside its files, so whoever cuts the files can put back an
// older head, write one in clear, or delete the folder whole. The marks are one file apart from every journal
// (`<data folder>/audit-marks.json`), sealed through the keychain, rewritten after each head: how far each journal's
// chain went (its last entry's number and hash) and whose it is. A mark only ever moves forward.

/** How far one journal's chain went, as its last head write said, and whose journal it is. */
export interface JournalMark {
  seq: number;
  hash: string;
  file: number;
  operator: string;
}

const markSchema = z.object({
  seq: z.number().int().min(0),
  hash: z.string(),
  file: z.number().int().min(0),
  operator: z.string(),
});
const marksSchema = z.object({
  /** When these marks were begun: nothing before it can be proven complete on this machine. */
  since: z.string(),
  /** Each journal's mark, by its folder under the audit folder (`<profile hash>/<operator hash>[-clear]`). */
  journals: z.record(z.string(), markSchema),
  /** Journals whose head named marks that are gone (deleted, or replaced by marks in clear): kept for good. */
  lost: z.array(z.string()),
});
type Marks = z.infer<typeof marksSchema>;
const marksFileSchema = z.union([z.object({ sealed: z.string() }), z.object({ plain: marksSchema })]);

/** What loading found: marks to go on with, none (begun again now), or sealed ones the keychain cannot open now. */
export type MarksState = 'kept' | 'begun' | 'locked';

/** The high-water marks of every journal of this machine, in one sealed file apart from them. */
export class AuditMarks {
  readonly #path: string;
  readonly #box: SecretBox;
  readonly #now: () => Date;
  #marks: Marks | undefined;
  /** Whether the marks were ever sealed here: then they are never written in clear (they would be refused). */
  #sealedKind = false;
  #state: MarksState = 'begun';
  #writing: Promise<void> | undefined;
  #again = false;

  constructor(path: string, box: SecretBox, now: () => Date) {
    this.#path = path;
    this.#box = box;
    this.#now = now;
  }

  /** What loading found. */
  get state(): MarksState {
    return this.#state;
  }

  /** When the marks were begun (ISO), unless they are sealed and the keychain cannot open them now. */
  get since(): string | undefined {
    return this.#marks?.since;
  }

  /** Every journal's folder with a mark. */
  keys(): string[] {
    return Object.keys(this.#marks?.journals ?? {});
  }

  /** One journal's mark. */
  get(key: string): JournalMark | undefined {
    return this.#marks?.journals[key];
  }

  /** Whether a journal's head named marks that are gone. */
  lost(key: string): boolean {
    return this.#marks?.lost.includes(key) ?? false;
  }

  /**
   * Reads the marks. None, damaged ones, or marks in clear on a machine that seals (whoever can write a file can
   * write those) are begun again from now; what the journals' sealed heads say about the marks they knew is the
   * store's to check (audit-store.ts). Sealed marks the keychain cannot open now are left as they are.
   */
  async load(): Promise<MarksState> {
    const sealing = this.#box.available();
    let found: z.infer<typeof marksFileSchema> | undefined;
    try {
      const parsed = marksFileSchema.safeParse(JSON.parse(await readFile(this.#path, 'utf8')));
      found = parsed.success ? parsed.data : undefined;
    } catch {
      found = undefined;
    }
    if (found && 'sealed' in found) {
      this.#sealedKind = true;
      if (!sealing) return (this.#state = 'locked');
      try {
        const opened = marksSchema.safeParse(JSON.parse(await this.#box.decrypt(Buffer.from(found.sealed, 'base64'))));
        if (opened.success) {
          this.#marks = opened.data;
          return (this.#state = 'kept');
        }
      } catch {
        // Damaged, or sealed by another key: begun again below, as if missing.
      }
    } else if (found && !sealing) {
      this.#marks = found.plain;
      return (this.#state = 'kept');
    }
    this.#marks = { since: this.#now().toISOString(), journals: {}, lost: [] };
    return (this.#state = 'begun');
  }

  /** Moves a journal's mark forward to its head (never back), and writes the marks soon after. */
  note(key: string, mark: JournalMark): Promise<void> {
    const marks = this.#marks;
    if (!marks) return Promise.resolve();
    const kept = marks.journals[key];
    if (kept && kept.seq > mark.seq) return Promise.resolve();
    marks.journals[key] = mark;
    return this.#writeSoon();
  }

  /** Marks journals for good as having lost the marks their heads named. */
  markLost(keys: readonly string[]): Promise<void> {
    const marks = this.#marks;
    if (!marks || keys.length === 0) return Promise.resolve();
    marks.lost = [...new Set([...marks.lost, ...keys])].sort();
    return this.#writeSoon();
  }

  /** Writes the marks now (once begun, so a deleted folder's start is remembered), and waits for it. */
  save(): Promise<void> {
    return this.#writeSoon();
  }

  /** Waits for the write under way, if any. */
  async flush(): Promise<void> {
    await this.#writing?.catch(() => undefined);
  }

  /** One write at a time; a write asked for during another follows it once, with the marks as they stand then. */
  #writeSoon(): Promise<void> {
    if (this.#writing) {
      this.#again = true;
      return this.#writing;
    }
    const writing = (async () => {
      try {
        do {
          this.#again = false;
          await this.#write();
        } while (this.#again);
      } finally {
        this.#writing = undefined;
      }
    })();
    this.#writing = writing;
    return writing;
  }

  async #write(): Promise<void> {
    const marks = this.#marks;
    if (!marks) return;
    if (this.#box.available()) {
      this.#sealedKind = true;
      await writeJsonFile(this.#path, {
        sealed: Buffer.from(await this.#box.encrypt(JSON.stringify(marks))).toString('base64'),
      });
    } else if (!this.#sealedKind) await writeJsonFile(this.#path, { plain: marks });
    // Why nothing otherwise: marks in clear would replace sealed ones that a machine whose keychain comes back
    // refuses; the journal written meanwhile is in clear, which such a machine never counts as intact anyway.
  }
}
