import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { AuditEntry } from '../../shared/ipc/audit-schema.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { writeJsonFile } from '../storage/json-file.ts';
import {
  clearNote,
  decodeLine,
  encodeLine,
  fileHeaderSchema,
  genesisHash,
  hashOf,
  type DecodedLine,
  type FileHeader,
} from './audit-lines.ts';
import { OpenAppendFile } from './open-append-file.ts';
import { verifyChain, type ChainBreak, type JournalFile } from './verify-chain.ts';

/** What a caller gives for a new entry: everything but its number, time and chain. */
export type AuditDraft = Omit<AuditEntry, 'seq' | 'at'>;

/** Where the chain stands: the last entry's number and hash, and the file being written. */
export interface ChainHead {
  seq: number;
  hash: string;
  file: number;
}

const headSchema = z.object({
  seq: z.number().int().min(0),
  hash: z.string(),
  file: z.number().int().min(0),
  /** When the high-water marks this head was written beside were begun (audit-marks.ts); absent before them. */
  marks: z.string().optional(),
});
const headFileSchema = z.union([z.object({ sealed: z.string() }), z.object({ plain: headSchema })]);
const filePattern = /^journal-(\d{6})\.jsonl$/;
/** Files roll over past this size (bytes) unless a journal is given another. */
export const defaultMaxFileBytes = 1024 * 1024;
/** How long after an append its head is written (ms), unless a journal is given another or flushed sooner. */
export const defaultHeadDelayMs = 250;

/** What a journal needs. */
export interface AuditJournalOptions {
  dir: string;
  box: SecretBox;
  maxFileBytes?: number;
  now?: () => Date;
  headDelayMs?: number;
  /** This journal's high-water mark, kept apart from it (audit-marks.ts): the chain goes on from it, never below. */
  mark?: () => { seq: number; hash: string; file: number } | undefined;
  /** When the marks were begun, written into each head (so marks deleted later show). */
  marksSince?: () => string | undefined;
  /** Told each head once it is written, so the mark follows it. */
  onHead?: (head: ChainHead) => Promise<void>;
}

/** How a journal verifies: where its chain breaks, how many entries it holds, and whether they are in clear. */
export interface JournalVerification {
  entries: number;
  breaks: ChainBreak[];
  /** Whether any entry is in clear (on a machine that seals, such a journal is never counted as intact). */
  clear: boolean;
}

/** The head as its file holds it, and whether it was sealed. */
export interface KeptHead {
  head: ChainHead & { marks?: string };
  sealed: boolean;
}

/** What reading a whole journal gives: every file with its decoded lines. */
export interface JournalContents {
  files: JournalFile[];
}

/**
 * One operator's journal on one server profile: append-only JSON lines, each entry sealed through the system's
 * keychain where it is available and naming the SHA-256 of the entry before it; `head.json` keeps the last
 * entry's number and hash (sealed too), so a cut-off end shows as well. Files roll over by size and the chain
 * runs on across them. Appends are taken one at a time; an append answers once its line is written, and the head
 * follows a moment later, once for a burst of appends (`flush` writes it at once and waits for both).
 */
export class AuditJournal {
  readonly #dir: string;
  readonly #box: SecretBox;
  readonly #maxFileBytes: number;
  readonly #now: () => Date;
  readonly #headDelayMs: number;
  readonly #mark: AuditJournalOptions['mark'];
  readonly #marksSince: AuditJournalOptions['marksSince'];
  readonly #onHead: AuditJournalOptions['onHead'];
  /** The timer of the head write asked for by the appends since the last one. */
  #headTimer: ReturnType<typeof setTimeout> | undefined;
  #head: (ChainHead & { fileBytes: number }) | undefined;
  #queue: Promise<unknown> = Promise.resolve();
  readonly #file = new OpenAppendFile();
  /** The head write under way, if any; at most one at a time, and at most one more asked for behind it. */
  #headWriting: Promise<void> | undefined;
  #headAgain = false;
  /** The head as the last append left it, and whether it is sealed (decided then, as its entry was). */
  #headToWrite: (ChainHead & { seal: boolean }) | undefined;
  /** Why the last head write failed, until one succeeds: the next append then waits for its own head write. */
  #headFailure: unknown;
  /** The last file's path, by its number. */
  #lastPath: { number: number; path: string } | undefined;
  readonly #decoded = new Map<
    string,
    { bytes: number; digest: string; header: FileHeader | undefined; lines: DecodedLine[] }
  >();

  constructor(options: AuditJournalOptions) {
    this.#dir = options.dir;
    this.#box = options.box;
    this.#maxFileBytes = options.maxFileBytes ?? defaultMaxFileBytes;
    this.#now = options.now ?? (() => new Date());
    this.#headDelayMs = options.headDelayMs ?? defaultHeadDelayMs;
    this.#mark = options.mark;
    this.#marksSince = options.marksSince;
    this.#onHead = options.onHead;
  }

  /** The folder this journal writes. */
  get dir(): string {
    return this.#dir;
  }

  /** Appends one entry after the last; answers it as stored. */
  append(draft: AuditDraft): Promise<AuditEntry> {
    const next = this.#queue.then(() => this.#append(draft));
    this.#queue = next.catch(() => undefined);
    return next;
  }

  /** Waits until every append asked for so far is written and the head names the last of them. */
  async flush(): Promise<void> {
    // Why close the file here: a journal keeps its file open only while it is being written (sign-out flushes).
    const closed = this.#queue.then(() => this.#file.close());
    this.#queue = closed;
    await closed;
    if (this.#headTimer !== undefined) {
      clearTimeout(this.#headTimer);
      this.#headTimer = undefined;
      this.#writeHeadSoon().catch(() => undefined);
    }
    await this.#headWriting?.catch(() => undefined);
  }

  /** Every file of the journal with its lines read (sealed ones opened where the keychain allows). */
  async read(): Promise<JournalContents> {
    await this.#queue;
    return this.#readFiles();
  }

  /** The files numbered `from` on (all of them by default), decoded. */
  async #readFiles(from = 0): Promise<JournalContents> {
    const names = await this.#fileNames();
    const files: JournalFile[] = [];
    for (const name of names) {
      const number = Number(filePattern.exec(name)?.[1]);
      if (number < from) continue;
      const bytes = await readFile(join(this.#dir, name));
      files.push({ name, number, ...(await this.#decodeFile(name, bytes)) });
    }
    // Why: a file gone from the folder must not come back from the cache.
    for (const name of this.#decoded.keys()) if (!names.includes(name)) this.#decoded.delete(name);
    return { files };
  }

  /**
   * A file's header and lines. Why a cache: opening a sealed entry costs the keychain's decryption, and the
   * screen reads the whole journal each time it opens. A file only ever grows, so the lines decoded before are
   * taken again when the bytes they came from are exactly the same (their SHA-256), and only the new tail is
   * decoded; any other change to a file decodes it whole, so verification sees it.
   */
  async #decodeFile(name: string, bytes: Buffer): Promise<Pick<JournalFile, 'header' | 'lines'>> {
    const cached = this.#decoded.get(name);
    const reuse =
      cached !== undefined &&
      bytes.length >= cached.bytes &&
      digestOf(bytes.subarray(0, cached.bytes)) === cached.digest;
    const start = reuse ? cached.bytes : 0;
    const rows = bytes
      .subarray(start)
      .toString('utf8')
      .split('\n')
      .filter((line) => line.trim() !== '');
    const header = reuse ? cached.header : parseHeader(rows[0]);
    const fresh = await Promise.all((reuse || !header ? rows : rows.slice(1)).map((row) => decodeLine(row, this.#box)));
    const lines = reuse ? [...cached.lines, ...fresh] : fresh;
    // Why only up to a line's end: a line being written (or cut) is decoded again next time.
    const end = bytes.lastIndexOf(0x0a) + 1;
    if (end === bytes.length && end > 0)
      this.#decoded.set(name, { bytes: end, digest: digestOf(bytes), header, lines });
    else this.#decoded.delete(name);
    return { header, lines };
  }

  /**
   * Checks the chain from the first entry to the head and to the high-water mark; answers every place it breaks.
   * Why a head in clear is refused where entries are sealed: whoever can write a file can write one (naming entry
   * 0, or any entry of a cut chain), where a sealed head needs the keychain.
   */
  async verify(): Promise<JournalVerification> {
    await this.flush();
    const contents = await this.read();
    const kept = await this.#readHead();
    const sealed = sealedEntries(contents.files);
    const refused = kept !== undefined && !kept.sealed && sealed;
    const outcome = verifyChain(contents.files, refused ? undefined : kept?.head, this.#mark?.());
    if (refused)
      outcome.breaks.unshift({ seq: kept.head.seq, reason: 'head-in-clear', file: contents.files.at(-1)?.name ?? '' });
    const clear = contents.files.some((file) => file.header?.encrypted === false || file.lines.some(inClear));
    return { ...outcome, clear };
  }

  /** The head as its file holds it (sealed or not), when it can be read: what the store checks at start. */
  async keptHead(): Promise<KeptHead | undefined> {
    return this.#readHead();
  }

  /** The head to go on from, if one can be trusted: a head in clear where entries are sealed cannot. */
  async trustedHead(): Promise<ChainHead | undefined> {
    const kept = await this.#readHead();
    if (!kept || kept.sealed) return kept?.head;
    return sealedEntries((await this.#readFiles()).files) ? undefined : kept.head;
  }

  /** Drops the decoded entries kept in memory (at sign-out: they are personal data). */
  forget(): void {
    this.#decoded.clear();
  }

  async #append(draft: AuditDraft): Promise<AuditEntry> {
    const head = await this.#loadHead();
    const stored: AuditEntry = { ...draft, seq: head.seq + 1, at: this.#now().toISOString() };
    // Why the answer is built first and the stored text from it: the same keys in the same order as before
    // (`prev` last), without taking `prev` out of the entry again (an object rest is V8's slow generic copy).
    const text = JSON.stringify({ ...stored, prev: head.hash });
    const line = Buffer.from(await encodeLine(stored.seq, text, this.#box), 'utf8');
    const bytes = line.length;
    // Why a new file when the current one is empty: it was never started, or it is gone (the gap stays visible).
    if (head.file === 0 || head.fileBytes === 0 || head.fileBytes + bytes > this.#maxFileBytes) {
      head.file += 1;
      head.fileBytes = await this.#startFile(head.file);
    }
    // Why append-only with 0600: the journal only ever grows; an existing line is never rewritten.
    await this.#file.append(this.#path(head.file), line);
    head.fileBytes += bytes;
    head.seq = stored.seq;
    head.hash = hashOf(text);
    // Why the answer does not wait for the head (an atomic rewrite of head.json, the larger half of an append):
    // the entry is in its file and chained, so an edit of it or of any entry before it is found either way.
    // Why a moment later and once for a burst: each rewrite is five trips through the file system (~0.07 ms of
    // the main thread per registration in the bench), and a burst of saves needs only the last. What a head that
    // lags gives up is the cut-off check of the entries past it: the head names every entry but those of the
    // last quarter second, or, after a crash in that time, none of them; verifyChain accepts a head behind a
    // chain that goes on validly, and #loadHead goes on from the chain's true end. Sign-out and quit flush it.
    // A failed head write is not swallowed: the next append waits for its own head write, so a failure that
    // lasts rejects appends (and is warned) as before.
    this.#headToWrite = { seq: head.seq, hash: head.hash, file: head.file, seal: this.#box.available() };
    if (this.#headFailure !== undefined) await this.#writeHeadSoon();
    else this.#headTimer ??= setTimeout(() => this.#writeDelayedHead(), this.#headDelayMs);
    return stored;
  }

  /** Writes the head the appends since the last write asked for (their timer ran out). */
  #writeDelayedHead(): void {
    this.#headTimer = undefined;
    // Why no failure here: it is kept (#headFailure) for the next append, which then writes the head itself.
    this.#writeHeadSoon().catch(() => undefined);
  }

  /** Writes the head as it will stand, one write at a time; a write asked for during another follows it once. */
  #writeHeadSoon(): Promise<void> {
    if (this.#headWriting) {
      this.#headAgain = true;
      return this.#headWriting;
    }
    const writing = (async () => {
      try {
        do {
          this.#headAgain = false;
          if (this.#headToWrite) await this.#writeHead(this.#headToWrite);
        } while (this.#headAgain);
        this.#headFailure = undefined;
      } catch (error) {
        this.#headFailure = error;
        throw error;
      } finally {
        this.#headWriting = undefined;
      }
    })();
    this.#headWriting = writing;
    return writing;
  }

  async #startFile(number: number): Promise<number> {
    await mkdir(this.#dir, { recursive: true, mode: 0o700 });
    const encrypted = this.#box.available();
    const header: FileHeader = {
      format: 'provider-desk-audit',
      version: 1,
      file: number,
      encrypted,
      ...(encrypted ? {} : { note: clearNote }),
      createdAt: this.#now().toISOString(),
    };
    const line = `${JSON.stringify(header)}\n`;
    await this.#file.append(this.#path(number), line);
    return Buffer.byteLength(line);
  }

  async #loadHead(): Promise<ChainHead & { fileBytes: number }> {
    if (this.#head) return this.#head;
    const kept = await this.trustedHead();
    let head: ChainHead;
    if (kept) {
      // Why follow the chain past the head: the head is written after the entry (#append), so a quit or a crash
      // in between leaves it an entry or so behind; the next entry must go on from the chain's true end, not
      // take a number that is already used. Only entries that chain on from the head are followed.
      head = { seq: kept.seq, hash: kept.hash, file: kept.file };
      const { files } = await this.#readFiles(kept.file);
      for (const file of files)
        for (const line of file.lines)
          if (line.ok && line.seq === head.seq + 1 && line.entry.prev === head.hash)
            head = { seq: line.seq, hash: hashOf(line.text), file: file.number };
    } else {
      // Why scan: no head (a first start, or one lost) means the last readable entry is where to go on from.
      // Why not read(): that waits for the queue, and this runs inside it.
      const { files } = await this.#readFiles();
      head = { seq: 0, hash: genesisHash, file: files.at(-1)?.number ?? 0 };
      for (const file of files)
        for (const line of file.lines)
          if (line.ok && line.seq > head.seq) head = { seq: line.seq, hash: hashOf(line.text), file: head.file };
    }
    // Why from the mark when it is further on: entries cut off (and an older head put back, or none) must not be
    // numbered again; the next entry names the mark's hash, so the gap stays in the chain for good.
    const mark = this.#mark?.();
    if (mark && mark.seq > head.seq) head = { seq: mark.seq, hash: mark.hash, file: Math.max(head.file, mark.file) };
    const fileBytes = head.file === 0 ? 0 : await sizeOf(this.#path(head.file));
    this.#head = { ...head, fileBytes };
    return this.#head;
  }

  async #readHead(): Promise<KeptHead | undefined> {
    try {
      const kept = headFileSchema.safeParse(JSON.parse(await readFile(this.#headPath(), 'utf8')));
      if (!kept.success) return undefined;
      if ('plain' in kept.data) return { head: kept.data.plain, sealed: false };
      if (!this.#box.available()) return undefined;
      const head = headSchema.safeParse(JSON.parse(await this.#box.decrypt(Buffer.from(kept.data.sealed, 'base64'))));
      return head.success ? { head: head.data, sealed: true } : undefined;
    } catch {
      return undefined;
    }
  }

  async #writeHead(head: ChainHead & { seal: boolean }): Promise<void> {
    const since = this.#marksSince?.();
    const value = { seq: head.seq, hash: head.hash, file: head.file, ...(since === undefined ? {} : { marks: since }) };
    await writeJsonFile(
      this.#headPath(),
      head.seal
        ? { sealed: Buffer.from(await this.#box.encrypt(JSON.stringify(value))).toString('base64') }
        : { plain: value },
    );
    // Why after the head: a mark ahead of the entries on disk would read as a cut; one behind is a lag.
    await this.#onHead?.({ seq: head.seq, hash: head.hash, file: head.file });
  }

  async #fileNames(): Promise<string[]> {
    try {
      return (await readdir(this.#dir)).filter((name) => filePattern.test(name)).sort();
    } catch {
      return [];
    }
  }

  #path(number: number): string {
    // Why kept: the path is asked for on every append, and the file changes only when it rolls over.
    if (this.#lastPath?.number !== number)
      this.#lastPath = { number, path: join(this.#dir, `journal-${String(number).padStart(6, '0')}.jsonl`) };
    return this.#lastPath.path;
  }

  #headPath(): string {
    return join(this.#dir, 'head.json');
  }
}

/** Whether a journal's entries are sealed: a file's header says so, or a line is. */
function sealedEntries(files: readonly JournalFile[]): boolean {
  return files.some((file) => file.header?.encrypted === true || file.lines.some((line) => line.ok && line.sealed));
}

const inClear = (line: DecodedLine): boolean => line.ok && !line.sealed;

function parseHeader(row: string | undefined): FileHeader | undefined {
  if (row === undefined) return undefined;
  try {
    const parsed = fileHeaderSchema.safeParse(JSON.parse(row));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const digestOf = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

async function sizeOf(path: string): Promise<number> {
  try {
    return (await stat(path)).size;
  } catch {
    return 0;
  }
}
