import { createHash } from 'node:crypto';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { ClientRecord } from '../../shared/provider/admin-operations.ts';
import { foldText } from '../../shared/search/fold-text.ts';
import { nameRanks, portugueseOrder, rankName, type NameRank } from '../../shared/search/name-rank.ts';
import { classifySearch, type ClientSearch } from '../../shared/search/search-rule.ts';
import { openRecord, sealRecord } from './record-seal.ts';

/** A client as the cache holds it: the record the server sent (without its password) and when it was fetched. */
export interface CachedClient {
  record: ClientRecord;
  /** When the server sent this record (ms since the epoch). */
  fetchedAt: number;
}

/** Which clients a page of the cache holds, as the list's status toggle says. */
export type CachedStatus = 'active' | 'inactive' | 'all';

/** A page of the cache: its clients in Portuguese name order, how many there are, and the oldest fetch among them. */
export interface CachedPage {
  rows: CachedClient[];
  total: number;
  /** The oldest fetch time of the rows given (ms), the age the screen must own up to; undefined for no rows. */
  oldestFetchedAt: number | undefined;
}

/** What the cache keeps in memory of each client to find and order it without opening every record. */
interface IndexEntry {
  pk: number;
  name: string;
  folded: string;
  digits: string;
  login: string;
  active: boolean;
  fetchedAt: number;
  /** A digest of the record as kept, to tell a changed record from the same one without opening it (absent in older files). */
  digest?: string;
}

/** The name order as stored: client codes in name order, and whether each is active (the status toggle's views). */
interface StoredOrder {
  pks: Int32Array;
  active: Uint8Array;
}

const schema = `
  create table if not exists client (pk integer primary key, fetched_at integer not null, sealed blob not null);
  create table if not exists search_bucket (bucket integer primary key, sealed blob not null);
  create table if not exists meta (name text primary key, value text not null);
  create table if not exists name_order (id integer primary key check (id = 1), sealed blob not null);
`;

// Why buckets of 1,024 codes: a page put reseals only the buckets it touched, and opening 100,000 clients opens
// about a hundred sealed buckets instead of 100,000 records.
const bucketOf = (pk: number): number => Math.floor(pk / 1024);

const nameOf = (record: ClientRecord): string =>
  (record.client_complete_name ?? `${record.client_name} ${record.client_lastname ?? ''}`).trim();

/** The record as the copy keeps it: without the customer's password and without undefined values. */
function keptRecord(record: ClientRecord): Record<string, unknown> {
  const { client_password: _password, ...kept } = record;
  return Object.fromEntries(Object.entries(kept).filter(([, value]) => value !== undefined));
}

/** A digest of a kept record, its keys in order (the same record in another key order is the same record). */
const digestOf = (kept: Record<string, unknown>): string =>
  createHash('sha256')
    .update(JSON.stringify(Object.entries(kept).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))))
    .digest('base64')
    .slice(0, 22);

const entryOf = (record: ClientRecord, fetchedAt: number, digest?: string): IndexEntry => ({
  pk: record.client_pk,
  name: nameOf(record),
  folded: foldText(nameOf(record)).split(/\s+/).filter(Boolean).join(' '),
  digits: (record.client_doc1 ?? '').replace(/\D/g, ''),
  login: (record.client_username ?? '').toLowerCase(),
  active: record.client_status === 0,
  fetchedAt,
  ...(digest === undefined ? {} : { digest }),
});

/**
 * A branch office's local copy of the client list (issue 46), one SQLite file per server profile and operator.
 * Why node:sqlite: it ships inside Node 24 and Electron (no native module to build or sign), one small file opens
 * in milliseconds, while a second PGlite costs seconds and hundreds of MB (see docs/architecture.md).
 * Why every record sealed on its own (AES-256-GCM, the key wrapped by the OS keychain, the row's key as associated
 * data): the file holds no name, CPF or e-mail in clear, and SQLite offers no encryption of its own. The names,
 * documents and user names the search needs live in memory only, opened from the sealed buckets when first needed
 * (or bit by bit behind, `warm`). The name order is kept too, sealed (codes and status flags, no name): a copy
 * just opened serves its first pages from it without opening 100,000 entries and sorting them.
 * The customer's client-area password is never kept: the record is stored without it.
 */
export class ClientCache {
  readonly #db: DatabaseSync;
  readonly #key: Buffer;
  readonly #index = new Map<number, IndexEntry>();
  // Why lazy: opening 100,000 sealed entries costs a few hundred ms the clerk waits for at start; the first pages
  // need only the stored name order. The buckets not opened yet; null once the index is whole.
  #unloaded: number[] | null;
  #ordered: IndexEntry[] | undefined;
  #place: Map<number, number> | undefined;
  // The name order as last stored (sealed in `name_order`); undefined when none holds for the rows any more.
  #stored: StoredOrder | undefined;
  // Whether `#ordered` is what `name_order` holds (else it is written at the next page or at close).
  #orderSaved = false;
  #closed = false;
  readonly #getRow: StatementSync;

  private constructor(db: DatabaseSync, key: Buffer) {
    this.#db = db;
    this.#key = key;
    this.#getRow = db.prepare('select fetched_at, sealed from client where pk = ?');
    this.#unloaded = db
      .prepare('select bucket from search_bucket order by bucket')
      .all()
      .map((row) => Number(row.bucket));
    this.#stored = this.#readOrder();
    this.#orderSaved = this.#stored !== undefined;
  }

  /** Opens (or creates) the cache file under `key`; rows that do not open under it are dropped (when first read). */
  static open(file: string, key: Buffer): ClientCache {
    const db = new DatabaseSync(file);
    db.exec('pragma journal_mode = wal; pragma synchronous = normal;');
    db.exec(schema);
    return new ClientCache(db, key);
  }

  /** Opens one sealed bucket into the index; false (and the copy emptied) when it does not open under this key. */
  #loadBucket(bucket: number): boolean {
    const row = this.#db.prepare('select sealed from search_bucket where bucket = ?').get(bucket);
    if (!row) return true;
    try {
      const entries = JSON.parse(openRecord(this.#key, `bucket:${bucket}`, row.sealed as Uint8Array)) as IndexEntry[];
      for (const entry of entries) this.#index.set(entry.pk, entry);
      return true;
    } catch {
      // Why everything goes: a bucket another key sealed (the keychain changed) or one edited on disk means the
      // file is not this operator's copy of the server's answers any more.
      this.clear();
      return false;
    }
  }

  /** The whole index, opening the buckets not opened yet. */
  #entries(): Map<number, IndexEntry> {
    const pending = this.#unloaded;
    if (pending) {
      this.#unloaded = null;
      for (const bucket of pending) if (!this.#loadBucket(bucket)) break;
    }
    return this.#index;
  }

  /**
   * Opens the search index behind the clerk, one bucket per turn of the event loop, so the palette's first search
   * does not wait for it and no turn holds main for long. Resolves when the index is whole (or the copy closed).
   */
  async warm(): Promise<void> {
    while (!this.#closed && this.#unloaded && this.#unloaded.length > 0) {
      const bucket = this.#unloaded.shift();
      if (bucket !== undefined && !this.#loadBucket(bucket)) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (!this.#closed && this.#unloaded?.length === 0) this.#unloaded = null;
  }

  #readOrder(): StoredOrder | undefined {
    const row = this.#db.prepare('select sealed from name_order where id = 1').get();
    if (!row) return undefined;
    try {
      const bytes = Buffer.from(openRecord(this.#key, 'order', row.sealed as Uint8Array), 'base64');
      const count = bytes.readUInt32LE(0);
      const pks = new Int32Array(count);
      for (let at = 0; at < count; at += 1) pks[at] = bytes.readInt32LE(4 + at * 4);
      const active = Uint8Array.from(bytes.subarray(4 + count * 4, 4 + count * 5));
      return active.length === count ? { pks, active } : undefined;
    } catch {
      // An order another key sealed, or a damaged one: the order is built again from the index.
      return undefined;
    }
  }

  /** Stores the name order (codes and status flags, sealed) when the one kept in memory is not stored yet. */
  #saveOrder(): void {
    const ordered = this.#ordered;
    if (this.#orderSaved || !ordered || this.#closed) return;
    const bytes = Buffer.alloc(4 + ordered.length * 5);
    bytes.writeUInt32LE(ordered.length, 0);
    ordered.forEach((entry, at) => {
      bytes.writeInt32LE(entry.pk, 4 + at * 4);
      bytes[4 + ordered.length * 4 + at] = entry.active ? 1 : 0;
    });
    // Why base64 inside the seal: the sealer takes text (record-seal.ts); the order is a few hundred KB at most.
    this.#db
      .prepare(
        'insert into name_order (id, sealed) values (1, ?) on conflict (id) do update set sealed = excluded.sealed',
      )
      .run(sealRecord(this.#key, 'order', bytes.toString('base64')));
    this.#orderSaved = true;
  }

  /** Forgets the stored name order (the rows changed it); written again from memory at the next page or at close. */
  #dropStoredOrder(): void {
    this.#db.exec('delete from name_order');
    this.#stored = undefined;
    this.#orderSaved = false;
  }

  #saveBuckets(buckets: ReadonlySet<number>): void {
    const byBucket = new Map<number, IndexEntry[]>([...buckets].map((bucket) => [bucket, []]));
    const index = this.#entries();
    for (const bucket of buckets)
      for (let pk = bucket * 1024; pk < (bucket + 1) * 1024; pk += 1) {
        const entry = index.get(pk);
        if (entry) byBucket.get(bucket)?.push(entry);
      }
    const save = this.#db.prepare(
      'insert into search_bucket (bucket, sealed) values (?, ?) on conflict (bucket) do update set sealed = excluded.sealed',
    );
    const drop = this.#db.prepare('delete from search_bucket where bucket = ?');
    for (const [bucket, entries] of byBucket) {
      if (entries.length === 0) drop.run(bucket);
      else save.run(bucket, sealRecord(this.#key, `bucket:${bucket}`, JSON.stringify(entries)));
    }
  }

  /** How many clients the cache holds. */
  get size(): number {
    return this.#unloaded && this.#stored ? this.#stored.pks.length : this.#entries().size;
  }

  /** Keeps the records the server just sent, stamped with `fetchedAt`, in one transaction. */
  put(records: readonly ClientRecord[], fetchedAt: number): void {
    const insert = this.#db.prepare(
      'insert into client (pk, fetched_at, sealed) values (?, ?, ?) on conflict (pk) do update set fetched_at = excluded.fetched_at, sealed = excluded.sealed',
    );
    const restamp = this.#db.prepare('update client set fetched_at = ? where pk = ?');
    const touched = new Set<number>();
    const index = this.#entries();
    let reorder = false;
    let restatus = false;
    this.#db.exec('begin');
    try {
      for (const record of records) {
        // Why without the password: a read cache needs no secret, and one less secret sits on the branch's disk.
        const kept = keptRecord(record);
        const digest = digestOf(kept);
        const before = index.get(record.client_pk);
        // Why only the stamp when nothing changed: the clerk's every grid page is written through, and resealing the
        // buckets a page touches cost main 110-190 ms a page at 100,000 clients. The bucket keeps the older stamp
        // (a lower bound: a refresh then reads that client again, which costs nothing more than this).
        if (before?.digest === digest) {
          restamp.run(fetchedAt, record.client_pk);
          before.fetchedAt = fetchedAt;
          continue;
        }
        const text = JSON.stringify(kept);
        insert.run(record.client_pk, fetchedAt, sealRecord(this.#key, `client:${record.client_pk}`, text));
        const entry = entryOf(kept as ClientRecord, fetchedAt, digest);
        // Why in place when the name is the same: the name order stays right, and a background refresh re-reading
        // 100,000 unchanged clients does not make the clerk's next page sort them all again.
        if (before && before.name === entry.name) {
          if (before.active !== entry.active) restatus = true;
          Object.assign(before, entry);
        } else {
          index.set(record.client_pk, entry);
          reorder = true;
        }
        touched.add(bucketOf(record.client_pk));
      }
      this.#saveBuckets(touched);
      // Why kept in memory first when only a status changed: the stored codes are still in order, so the order is
      // taken from them (milliseconds) rather than sorted again; it is stored again with the new flags later.
      if (restatus && !reorder && this.#stored) this.#byName();
      // Why in the same transaction: a stored order that no longer fits the rows must never outlive them.
      if (reorder || restatus) this.#dropStoredOrder();
      this.#db.exec('commit');
    } catch (error) {
      this.#db.exec('rollback');
      throw error;
    }
    if (reorder) {
      this.#ordered = undefined;
      this.#place = undefined;
    }
  }

  /**
   * Whether the copy's record of this client differs from `record` as the server just sent it (its password aside):
   * undefined when the copy holds none. Compared by digest, without opening the sealed row.
   */
  differs(record: ClientRecord): boolean | undefined {
    const entry = this.#entries().get(record.client_pk);
    if (!entry) return undefined;
    const kept = keptRecord(record);
    if (entry.digest !== undefined) return entry.digest !== digestOf(kept);
    const held = this.get(record.client_pk);
    return held === undefined || digestOf(keptRecord(held.record)) !== digestOf(kept);
  }

  /** Forgets clients the server no longer lists. */
  remove(pks: readonly number[]): void {
    const remove = this.#db.prepare('delete from client where pk = ?');
    const index = this.#entries();
    this.#db.exec('begin');
    for (const pk of pks) {
      remove.run(pk);
      index.delete(pk);
    }
    this.#saveBuckets(new Set(pks.map(bucketOf)));
    this.#dropStoredOrder();
    this.#db.exec('commit');
    this.#ordered = undefined;
    this.#place = undefined;
  }

  /** One client by its code, opened from its sealed row (undefined when absent or when it does not open). */
  get(pk: number): CachedClient | undefined {
    const row = this.#getRow.get(pk);
    if (!row) return undefined;
    try {
      const record = JSON.parse(openRecord(this.#key, `client:${pk}`, row.sealed as Uint8Array)) as ClientRecord;
      return { record, fetchedAt: Number(row.fetched_at) };
    } catch {
      return undefined;
    }
  }

  /**
   * The codes the copy holds in (afterPk, throughPk], ascending, each with when its record was fetched: what a
   * refresh compares a page of the server's list with (a code the copy holds in the range the page covered, and
   * the page does not, is a client the server no longer lists).
   */
  codes(afterPk = 0, throughPk = Number.POSITIVE_INFINITY): Array<{ pk: number; fetchedAt: number }> {
    const held: Array<{ pk: number; fetchedAt: number }> = [];
    const index = this.#entries();
    // Why two ways: a page's range (a few hundred codes) is looked up code by code; a wide one walks the index.
    if (throughPk - afterPk <= index.size) {
      for (let pk = Math.floor(afterPk) + 1; pk <= throughPk; pk += 1) {
        const entry = index.get(pk);
        if (entry) held.push({ pk, fetchedAt: entry.fetchedAt });
      }
      return held;
    }
    for (const entry of index.values())
      if (entry.pk > afterPk && entry.pk <= throughPk) held.push({ pk: entry.pk, fetchedAt: entry.fetchedAt });
    return held.sort((a, b) => a.pk - b.pk);
  }

  /** A value kept beside the rows under `name` (a refresh's position, when it last completed), sealed like them. */
  meta(name: string): string | undefined {
    const row = this.#db.prepare('select value from meta where name = ?').get(name);
    if (!row) return undefined;
    try {
      return openRecord(this.#key, `meta:${name}`, Buffer.from(String(row.value), 'base64'));
    } catch {
      // Why undefined and not an error: a value another key sealed is as good as none (the copy starts again).
      return undefined;
    }
  }

  /** Keeps `value` under `name` (sealed: the file says nothing in clear), or forgets it when undefined. */
  setMeta(name: string, value: string | undefined): void {
    if (value === undefined) {
      this.#db.prepare('delete from meta where name = ?').run(name);
      return;
    }
    // Why base64 text: the meta table's value column is text (the schema the first version of the file made).
    this.#db
      .prepare('insert into meta (name, value) values (?, ?) on conflict (name) do update set value = excluded.value')
      .run(name, sealRecord(this.#key, `meta:${name}`, value).toString('base64'));
  }

  /** A page of clients in Portuguese name order (client code as tie-break), as the list shows them. */
  page(offset: number, limit: number, status: CachedStatus = 'all'): CachedPage {
    // Why the stored order first: a copy just opened answers its first page without opening its index.
    const stored = this.#ordered ? undefined : this.#stored;
    if (stored && this.#unloaded) return this.#storedPage(stored, offset, limit, status);
    const kept = this.#byName().filter((entry) => status === 'all' || entry.active === (status === 'active'));
    const page = this.#pageOf(
      kept.slice(offset, offset + limit).map((entry) => entry.pk),
      kept.length,
    );
    this.#saveOrder();
    return page;
  }

  #storedPage(stored: StoredOrder, offset: number, limit: number, status: CachedStatus): CachedPage {
    const wanted = status === 'active' ? 1 : 0;
    const pks: number[] = [];
    let total = 0;
    for (let at = 0; at < stored.pks.length; at += 1) {
      if (status !== 'all' && stored.active[at] !== wanted) continue;
      if (total >= offset && pks.length < limit) pks.push(stored.pks[at] ?? 0);
      total += 1;
    }
    return this.#pageOf(pks, total);
  }

  /**
   * The clients matching what was typed, by the palette's and the list's one rule (shared/search): a CPF/CNPJ or
   * a part of one, a client code, a user name, a name with accents and word order ignored; best matches first.
   */
  search(text: string, limit: number): CachedPage {
    const found = new Map<number, { entry: IndexEntry; order: number; rank: NameRank }>();
    const index = this.#entries();
    classifySearch(text).searches.forEach((search, order) => {
      for (const entry of index.values()) {
        if (found.has(entry.pk)) continue;
        const rank = matches(search, entry);
        if (rank) found.set(entry.pk, { entry, order, rank });
      }
    });
    // Why by position in the name order and not compareRanked's collator: the same order (Portuguese, then code),
    // without 10,000 collator calls when a common surname is typed.
    const place = this.#places();
    const ranked = [...found.values()].sort(
      (a, b) =>
        a.order - b.order ||
        nameRanks.indexOf(a.rank) - nameRanks.indexOf(b.rank) ||
        (place.get(a.entry.pk) ?? 0) - (place.get(b.entry.pk) ?? 0),
    );
    return this.#pageOf(
      ranked.slice(0, limit).map((hit) => hit.entry.pk),
      ranked.length,
    );
  }

  /** Empties the cache (the file stays, holding nothing). */
  clear(): void {
    this.#db.exec('delete from client; delete from search_bucket; delete from meta; delete from name_order;');
    this.#index.clear();
    this.#unloaded = null;
    this.#stored = undefined;
    this.#orderSaved = false;
    this.#ordered = undefined;
    this.#place = undefined;
  }

  /**
   * Stores the name order, sorting it first when none is in memory (the app quits with the copy kept): the next start
   * then pages from it at once instead of sorting every name while the clerk waits.
   */
  storeOrder(): void {
    if (this.#orderSaved || this.#closed) return;
    this.#byName();
    this.#saveOrder();
  }

  /** Closes the file (storing the name order first, when the one in memory is not stored yet). */
  close(): void {
    try {
      this.#saveOrder();
    } catch {
      // Only a head start for the next open is lost: the order is sorted again from the index then.
    }
    this.#closed = true;
    this.#db.close();
  }

  #byName(): IndexEntry[] {
    if (this.#ordered) return this.#ordered;
    const index = this.#entries();
    const stored = this.#stored;
    // Why from the stored order when it holds: 100,000 names sorted by the Portuguese collator take a good part of
    // a second; mapping codes to entries takes milliseconds.
    const fromStored =
      stored && stored.pks.length === index.size
        ? Array.from(stored.pks, (pk) => index.get(pk)).filter((entry) => entry !== undefined)
        : undefined;
    if (fromStored && fromStored.length === index.size) this.#ordered = fromStored;
    else {
      this.#ordered = [...index.values()].sort((a, b) => portugueseOrder(a.name, b.name) || a.pk - b.pk);
      this.#orderSaved = false;
    }
    return this.#ordered;
  }

  #places(): Map<number, number> {
    if (!this.#place || this.#place.size !== this.#entries().size)
      this.#place = new Map(this.#byName().map((entry, at) => [entry.pk, at]));
    return this.#place;
  }

  #pageOf(pks: readonly number[], total: number): CachedPage {
    const rows = pks.flatMap((pk) => {
      const client = this.get(pk);
      return client ? [client] : [];
    });
    const oldest = rows.reduce<number | undefined>(
      (at, row) => (at === undefined || row.fetchedAt < at ? row.fetchedAt : at),
      undefined,
    );
    return { rows, total, oldestFetchedAt: oldest };
  }
}

/** How an index entry matches one search: a rank for names, 'exact' for the other kinds, undefined for no match. */
function matches(search: ClientSearch, entry: IndexEntry): NameRank | undefined {
  switch (search.kind) {
    case 'document':
      if (search.document === 'part') return entry.digits.includes(search.digits) ? 'exact' : undefined;
      return entry.digits === search.normalized.replace(/\D/g, '') ? 'exact' : undefined;
    case 'code':
      return entry.pk === search.code ? 'exact' : undefined;
    case 'login':
      return entry.login === search.login.toLowerCase() ? 'exact' : undefined;
    case 'name':
      // Why the cheap test first: most of 100,000 names hold none of the words, and ranking folds the name again.
      return search.words.every((word) => entry.folded.includes(word))
        ? rankName(entry.folded, search.words)
        : undefined;
  }
}
