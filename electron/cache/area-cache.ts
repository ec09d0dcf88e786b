import { DatabaseSync } from 'node:sqlite';
import { openRecord, sealRecord } from './record-seal.ts';

/** The customer-area lists the copy keeps per client (their first page each). */
export type AreaList = 'invoices' | 'contracts' | 'connections' | 'supportOrders';

/** A list as the copy holds it: the rows and total the server sent, and when it sent them (ms since the epoch). */
export interface CachedAreaList {
  rows: unknown[];
  total: number;
  fetchedAt: number;
}

/** What the copy keeps to open a client's card offline: the customer's user name and the site config. */
export interface CachedCustomer {
  username: string;
  config: unknown;
  fetchedAt: number;
}

/** Caps of the copy and, for tests, its clock. */
export interface AreaCacheOptions {
  /** At most this many clients (default 500); the least recently used go first. */
  maxCustomers?: number;
  /** At most this many bytes of sealed rows (default 64 MiB); the least recently used clients go first. */
  maxBytes?: number;
  /** The clock that stamps `used_at` (default Date.now). */
  now?: () => number;
}

/** What the copy knows of a client without opening its rows: when it was last used, and its sealed bytes. */
interface ClientTally {
  usedAt: number;
  bytes: number;
}

const customerPart = 'customer';
const areaLists: readonly AreaList[] = ['invoices', 'contracts', 'connections', 'supportOrders'];
const dayMs = 24 * 60 * 60 * 1000;

// Why a sealed constant: a copy sealed under another key (the keychain changed) is found at open, at once,
// rather than one row at a time while the clerk reads.
const checkContext = 'area-cache:check';
const checkText = 'area-cache';

// Why the client code and timestamps in clear: the eviction and the "used in the last N days" list need them
// without opening every row, and neither says who the customer is. Everything else (user name, config, rows) is
// sealed, bound to `area:<pk>:<part>` so a row moved to another client's place or list fails to open.
const schema = `
  create table if not exists area_client (pk integer primary key, used_at integer not null);
  create table if not exists area_part (
    pk integer not null, part text not null, fetched_at integer not null, sealed blob not null,
    primary key (pk, part)
  );
  create table if not exists area_meta (name text primary key, sealed blob not null);
`;

const contextOf = (pk: number, part: string): string => `area:${pk}:${part}`;

// Why a field named like a password is emptied (a string becomes null) and not kept: a read cache needs no secret,
// and one less secret sits on the branch's disk (a connection's PPPoE or Wi-Fi password, a config that echoes the
// client-area password). Why null and not deleted: the row keeps the server's shape, and the page's tolerant
// fields read null as "not given". Numbers and booleans stay: `change_password` is a flag the card needs.
const secretName = /pass(?:word|wd)|senha/i;
function withoutPasswords(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPasswords);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, inner]) => [
      name,
      secretName.test(name) && typeof inner !== 'number' && typeof inner !== 'boolean' ? null : withoutPasswords(inner),
    ]),
  );
}

/**
 * A branch office's local copy of the client-area lists (issue 46): per client opened in a card, the customer's user
 * name and site config (to open the card offline) and the first page of its invoices (with their PIX codes and
 * typeable lines), contracts, connections and support orders, each stamped with its fetch time. One SQLite file per
 * server profile and operator, next to the ClientCache; every row sealed with AES-256-GCM under the same key.
 * Capped by clients and by sealed bytes, evicting the least recently used client whole.
 */
export class AreaCache {
  readonly #db: DatabaseSync;
  readonly #key: Buffer;
  readonly #maxCustomers: number;
  readonly #maxBytes: number;
  readonly #now: () => number;
  // Why a Map: its order is the order of use (a use deletes and sets again), so the least recently used is first.
  readonly #clients = new Map<number, ClientTally>();
  #bytes = 0;

  private constructor(db: DatabaseSync, key: Buffer, options: AreaCacheOptions) {
    this.#db = db;
    this.#key = key;
    this.#maxCustomers = options.maxCustomers ?? 500;
    this.#maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.#now = options.now ?? Date.now;
  }

  /** Opens (or creates) the copy's file under `key`; a copy sealed under another key is emptied. */
  static open(file: string, key: Buffer, limits: AreaCacheOptions = {}): AreaCache {
    const db = new DatabaseSync(file);
    db.exec('pragma journal_mode = wal; pragma synchronous = normal;');
    db.exec(schema);
    const cache = new AreaCache(db, key, limits);
    cache.#load();
    return cache;
  }

  #load(): void {
    const check = this.#db.prepare('select sealed from area_meta where name = ?').get('check');
    let sameKey = false;
    if (check)
      try {
        sameKey = openRecord(this.#key, checkContext, check.sealed as Uint8Array) === checkText;
      } catch {
        sameKey = false;
      }
    if (!sameKey) this.clear();
    else this.#tally();
    this.#transaction(() => this.#enforce());
  }

  // Why from the file: the caps may have shrunk since the last run, and a failed write must not leave the tally
  // (and so the eviction) counting rows the rollback undid.
  #tally(): void {
    this.#clients.clear();
    this.#bytes = 0;
    const rows = this.#db
      .prepare(
        `select c.pk as pk, c.used_at as used_at, coalesce(sum(length(p.sealed)), 0) as bytes
           from area_client c left join area_part p on p.pk = c.pk
          group by c.pk order by c.used_at, c.pk`,
      )
      .all();
    for (const row of rows) {
      const bytes = Number(row.bytes);
      this.#clients.set(Number(row.pk), { usedAt: Number(row.used_at), bytes });
      this.#bytes += bytes;
    }
  }

  /** How many clients the copy holds. */
  get customers(): number {
    return this.#clients.size;
  }

  /** The bytes of sealed rows the copy holds (what the byte cap counts). */
  get sizeBytes(): number {
    return this.#bytes;
  }

  /**
   * Keeps what opening the card answered: the customer's user name and site config (never a password). Opening a
   * card is a use, so the client becomes the most recently used unless `touch` is false (a background refresh).
   */
  putCustomer(
    clientPk: number,
    facts: { username: string; config: unknown },
    fetchedAt: number,
    options: { touch?: boolean } = {},
  ): void {
    const kept = { username: facts.username, config: withoutPasswords(facts.config) };
    this.#put(clientPk, customerPart, JSON.stringify(kept), fetchedAt, options.touch ?? true);
  }

  /** The customer's user name and site config the copy holds (undefined when absent); marks the client used. */
  customer(clientPk: number): CachedCustomer | undefined {
    const part = this.#read(clientPk, customerPart);
    if (!part) return undefined;
    const facts = part.value as { username: string; config: unknown };
    return { username: facts.username, config: facts.config, fetchedAt: part.fetchedAt };
  }

  /**
   * Keeps the first page of a client-area list as the server sent it, stamped with `fetchedAt`. Not a use of the
   * client (a refresh writes lists too); a client the copy did not hold starts as the most recently used.
   */
  putList(clientPk: number, list: AreaList, page: { rows: unknown[]; total: number }, fetchedAt: number): void {
    if (!areaLists.includes(list)) throw new Error(`unknown area list ${String(list)}`);
    const kept = { rows: withoutPasswords(page.rows), total: page.total };
    this.#put(clientPk, list, JSON.stringify(kept), fetchedAt, false);
  }

  /** A client-area list the copy holds, with its fetch time (undefined when absent); marks the client used. */
  list(clientPk: number, list: AreaList): CachedAreaList | undefined {
    if (!areaLists.includes(list)) return undefined;
    const part = this.#read(clientPk, list);
    if (!part) return undefined;
    const page = part.value as { rows: unknown[]; total: number };
    return { rows: page.rows, total: page.total, fetchedAt: part.fetchedAt };
  }

  /** Clients used (opened or read) in the last `days` days, the most recently used first. */
  recent(days: number, now: number = this.#now()): number[] {
    const since = now - days * dayMs;
    return [...this.#clients]
      .filter(([, tally]) => tally.usedAt >= since)
      .reverse()
      .map(([pk]) => pk);
  }

  /** Forgets clients not used for `days` days; answers how many went. */
  forgetOlderThan(days: number, now: number = this.#now()): number {
    const before = now - days * dayMs;
    const old = [...this.#clients].filter(([, tally]) => tally.usedAt < before).map(([pk]) => pk);
    this.#transaction(() => {
      for (const pk of old) this.#drop(pk);
    });
    return old.length;
  }

  /** Forgets one client (the server no longer lists it). */
  remove(clientPk: number): void {
    this.#transaction(() => this.#drop(clientPk));
  }

  /** Empties the copy (the file stays, holding only the key check). */
  clear(): void {
    this.#db.exec('delete from area_part; delete from area_client; delete from area_meta;');
    this.#db
      .prepare('insert into area_meta (name, sealed) values (?, ?)')
      .run('check', sealRecord(this.#key, checkContext, checkText));
    this.#clients.clear();
    this.#bytes = 0;
  }

  /** Closes the file. */
  close(): void {
    this.#db.close();
  }

  #put(pk: number, part: string, plain: string, fetchedAt: number, touch: boolean): void {
    const sealed = sealRecord(this.#key, contextOf(pk, part), plain);
    this.#transaction(() => {
      const old = this.#db
        .prepare('select length(sealed) as bytes from area_part where pk = ? and part = ?')
        .get(pk, part);
      this.#db
        .prepare(
          `insert into area_part (pk, part, fetched_at, sealed) values (?, ?, ?, ?)
             on conflict (pk, part) do update set fetched_at = excluded.fetched_at, sealed = excluded.sealed`,
        )
        .run(pk, part, fetchedAt, sealed);
      const tally = this.#clients.get(pk);
      const grown = sealed.byteLength - (old ? Number(old.bytes) : 0);
      if (tally) {
        tally.bytes += grown;
        if (touch) this.#touch(pk, tally);
      } else {
        const usedAt = this.#now();
        this.#db.prepare('insert into area_client (pk, used_at) values (?, ?)').run(pk, usedAt);
        this.#clients.set(pk, { usedAt, bytes: grown });
      }
      this.#bytes += grown;
      // Why this client alone when it exceeds the cap by itself: it could never fit, and evicting every other
      // client first would empty the copy for nothing.
      if ((this.#clients.get(pk)?.bytes ?? 0) > this.#maxBytes) this.#drop(pk);
      this.#enforce();
    });
  }

  #read(pk: number, part: string): { value: unknown; fetchedAt: number } | undefined {
    const tally = this.#clients.get(pk);
    if (!tally) return undefined;
    const row = this.#db.prepare('select fetched_at, sealed from area_part where pk = ? and part = ?').get(pk, part);
    if (!row) return undefined;
    let value: unknown;
    try {
      value = JSON.parse(openRecord(this.#key, contextOf(pk, part), row.sealed as Uint8Array));
    } catch {
      // Why dropped and not an error: a row edited on disk (or moved from another client) is not the server's
      // answer; the clerk gets "not in the copy", never a wrong PIX.
      const bytes = (row.sealed as Uint8Array).byteLength;
      this.#db.prepare('delete from area_part where pk = ? and part = ?').run(pk, part);
      tally.bytes -= bytes;
      this.#bytes -= bytes;
      return undefined;
    }
    this.#touch(pk, tally);
    return { value, fetchedAt: Number(row.fetched_at) };
  }

  #touch(pk: number, tally: ClientTally): void {
    tally.usedAt = this.#now();
    this.#db.prepare('update area_client set used_at = ? where pk = ?').run(tally.usedAt, pk);
    this.#clients.delete(pk);
    this.#clients.set(pk, tally);
  }

  // Why whole clients: a card opened offline with its invoices but not its config (or the reverse) is no use.
  #enforce(): void {
    for (const [pk] of this.#clients) {
      if (this.#clients.size <= this.#maxCustomers && this.#bytes <= this.#maxBytes) return;
      this.#drop(pk);
    }
  }

  #drop(pk: number): void {
    const tally = this.#clients.get(pk);
    this.#db.prepare('delete from area_part where pk = ?').run(pk);
    this.#db.prepare('delete from area_client where pk = ?').run(pk);
    if (!tally) return;
    this.#clients.delete(pk);
    this.#bytes -= tally.bytes;
  }

  #transaction(work: () => void): void {
    this.#db.exec('begin');
    try {
      work();
      this.#db.exec('commit');
    } catch (error) {
      this.#db.exec('rollback');
      this.#tally();
      throw error;
    }
  }
}
