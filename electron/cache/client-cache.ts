import { createHash } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
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

const schema = `
  create table if not exists client (pk integer primary key, fetched_at integer not null, sealed blob not null);
  create table if not exists search_bucket (bucket integer primary key, sealed blob not null);
  create table if not exists meta (name text primary key, value text not null);
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
 * documents and user names the search needs live in memory only, rebuilt from the sealed rows on open.
 * The customer's client-area password is never kept: the record is stored without it.
 */
export class ClientCache {
  readonly #db: DatabaseSync;
  readonly #key: Buffer;
  readonly #index = new Map<number, IndexEntry>();
  #ordered: IndexEntry[] | undefined;
  #place: Map<number, number> | undefined;

  private constructor(db: DatabaseSync, key: Buffer) {
    this.#db = db;
    this.#key = key;
  }

  /** Opens (or creates) the cache file under `key`; rows that do not open under it are dropped. */
  static open(file: string, key: Buffer): ClientCache {
    const db = new DatabaseSync(file);
    db.exec('pragma journal_mode = wal; pragma synchronous = normal;');
    db.exec(schema);
    const cache = new ClientCache(db, key);
    cache.#load();
    return cache;
  }

  #load(): void {
    try {
      for (const row of this.#db.prepare('select bucket, sealed from search_bucket').iterate()) {
        const entries = JSON.parse(
          openRecord(this.#key, `bucket:${Number(row.bucket)}`, row.sealed as Uint8Array),
        ) as IndexEntry[];
        for (const entry of entries) this.#index.set(entry.pk, entry);
      }
    } catch {
      // Why everything goes: a bucket another key sealed (the keychain changed) or one edited on disk means the
      // file is not this operator's copy of the server's answers any more.
      this.clear();
    }
  }

  #saveBuckets(buckets: ReadonlySet<number>): void {
    const byBucket = new Map<number, IndexEntry[]>([...buckets].map((bucket) => [bucket, []]));
    for (const bucket of buckets)
      for (let pk = bucket * 1024; pk < (bucket + 1) * 1024; pk += 1) {
        const entry = this.#index.get(pk);
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
    return this.#index.size;
  }

  /** Keeps the records the server just sent, stamped with `fetchedAt`, in one transaction. */
  put(records: readonly ClientRecord[], fetchedAt: number): void {
    const insert = this.#db.prepare(
      'insert into client (pk, fetched_at, sealed) values (?, ?, ?) on conflict (pk) do update set fetched_at = excluded.fetched_at, sealed = excluded.sealed',
    );
    const touched = new Set<number>();
    let reorder = false;
    this.#db.exec('begin');
    try {
      for (const record of records) {
        // Why without the password: a read cache needs no secret, and one less secret sits on the branch's disk.
        const kept = keptRecord(record);
        const text = JSON.stringify(kept);
        insert.run(record.client_pk, fetchedAt, sealRecord(this.#key, `client:${record.client_pk}`, text));
        const entry = entryOf(kept as ClientRecord, fetchedAt, digestOf(kept));
        const before = this.#index.get(record.client_pk);
        // Why in place when the name is the same: the name order stays right, and a background refresh re-reading
        // 100,000 unchanged clients does not make the clerk's next page sort them all again.
        if (before && before.name === entry.name) Object.assign(before, entry);
        else {
          this.#index.set(record.client_pk, entry);
          reorder = true;
        }
        touched.add(bucketOf(record.client_pk));
      }
      this.#saveBuckets(touched);
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
    const entry = this.#index.get(record.client_pk);
    if (!entry) return undefined;
    const kept = keptRecord(record);
    if (entry.digest !== undefined) return entry.digest !== digestOf(kept);
    const held = this.get(record.client_pk);
    return held === undefined || digestOf(keptRecord(held.record)) !== digestOf(kept);
  }

  /** Forgets clients the server no longer lists. */
  remove(pks: readonly number[]): void {
    const remove = this.#db.prepare('delete from client where pk = ?');
    this.#db.exec('begin');
    for (const pk of pks) {
      remove.run(pk);
      this.#index.delete(pk);
    }
    this.#saveBuckets(new Set(pks.map(bucketOf)));
    this.#db.exec('commit');
    this.#ordered = undefined;
    this.#place = undefined;
  }

  /** One client by its code, opened from its sealed row (undefined when absent or when it does not open). */
  get(pk: number): CachedClient | undefined {
    const row = this.#db.prepare('select fetched_at, sealed from client where pk = ?').get(pk);
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
    // Why two ways: a page's range (a few hundred codes) is looked up code by code; a wide one walks the index.
    if (throughPk - afterPk <= this.#index.size) {
      for (let pk = Math.floor(afterPk) + 1; pk <= throughPk; pk += 1) {
        const entry = this.#index.get(pk);
        if (entry) held.push({ pk, fetchedAt: entry.fetchedAt });
      }
      return held;
    }
    for (const entry of this.#index.values())
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
    const kept = this.#byName().filter((entry) => status === 'all' || entry.active === (status === 'active'));
    return this.#pageOf(kept.slice(offset, offset + limit), kept.length);
  }

  /**
   * The clients matching what was typed, by the palette's and the list's one rule (shared/search): a CPF/CNPJ or
   * a part of one, a client code, a user name, a name with accents and word order ignored; best matches first.
   */
  search(text: string, limit: number): CachedPage {
    const found = new Map<number, { entry: IndexEntry; order: number; rank: NameRank }>();
    classifySearch(text).searches.forEach((search, order) => {
      for (const entry of this.#index.values()) {
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
      ranked.slice(0, limit).map((hit) => hit.entry),
      ranked.length,
    );
  }

  /** Empties the cache (the file stays, holding nothing). */
  clear(): void {
    this.#db.exec('delete from client; delete from search_bucket; delete from meta;');
    this.#index.clear();
    this.#ordered = undefined;
    this.#place = undefined;
  }

  /** Closes the file. */
  close(): void {
    this.#db.close();
  }

  #byName(): IndexEntry[] {
    this.#ordered ??= [...this.#index.values()].sort((a, b) => portugueseOrder(a.name, b.name) || a.pk - b.pk);
    return this.#ordered;
  }

  #places(): Map<number, number> {
    if (!this.#place || this.#place.size !== this.#index.size)
      this.#place = new Map(this.#byName().map((entry, at) => [entry.pk, at]));
    return this.#place;
  }

  #pageOf(entries: readonly IndexEntry[], total: number): CachedPage {
    const rows = entries.flatMap((entry) => {
      const client = this.get(entry.pk);
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
