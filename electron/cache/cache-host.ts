import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CacheState } from '../../shared/ipc/contract.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { loadCacheKey } from './cache-key.ts';
import { ClientCache } from './client-cache.ts';

/** Days a copy is kept unused before it is wiped, when the operator did not choose (setting `cacheDays`). */
export const defaultCacheDays = 30;

/** The lists of a customer's client area the copy keeps (electron/cache/area-cache.ts). */
export type AreaListName = 'invoices' | 'contracts' | 'connections' | 'supportOrders';

/**
 * What main uses of the customer-area copy (electron/cache/area-cache.ts's AreaCache): a seam, so the host opens
 * one when it is given how, and the reads ask it the same way whichever store holds the lists.
 */
export interface AreaStore {
  putCustomer(clientPk: number, facts: { username: string; config: unknown }, fetchedAt: number): void;
  customer(clientPk: number): { username: string; config: unknown; fetchedAt: number } | undefined;
  putList(clientPk: number, list: AreaListName, page: { rows: unknown[]; total: number }, fetchedAt: number): void;
  list(clientPk: number, list: AreaListName): { rows: unknown[]; total: number; fetchedAt: number } | undefined;
  recent(days: number, now?: number): number[];
  forgetOlderThan(days: number, now?: number): number;
  remove(clientPk: number): void;
  readonly customers: number;
  clear(): void;
  close(): void;
}

/** A running background refresh of an open copy (electron/cache/background-refresh.ts). */
export interface RunningRefresh {
  stop(): Promise<void>;
  readonly lastCompletedAt: number | null;
}

/** Starts the background refresh of a copy just opened (or just emptied by the clerk). */
export type CopyRefresher = (stores: { clients: ClientCache; area: AreaStore | undefined }) => RunningRefresh;

/** Whose copy: a server profile and one of its operators. */
export interface CacheOwner {
  profileId: string;
  username: string;
}

/** What the host works with. */
export interface CacheHostDeps {
  /** The app's data folder; the copies live under `<dataDir>/cache`. */
  dataDir: string;
  /** The OS keychain that wraps each copy's key (safeStorage); no keychain, no copy. */
  box: SecretBox;
  /** Days a copy may stay unused (the setting `cacheDays`). */
  cacheDays: () => Promise<number>;
  /** Whether IT's policy file turned the copy off (`readCache: false`). */
  policyOff: boolean;
  /** Told of every change of state (`cache:changed`). */
  emit: (state: CacheState) => void;
  /** Opens the customer-area lists' store of a copy; none kept when absent. */
  openArea?: (file: string, key: Buffer) => AreaStore;
  /** Starts the background refresh of each copy opened; none when absent. */
  refresher?: CopyRefresher;
  /** Warns of a copy that could not be opened or wiped (structure only, never a record). */
  warn: (line: string) => void;
  now?: () => number;
}

interface OpenCopy {
  owner: CacheOwner;
  dir: string;
  clients: ClientCache;
  area: AreaStore | undefined;
  refresh: RunningRefresh | undefined;
}

/** The folder name of an operator's copy: no user name in a path (a login is often a person's name). */
const operatorFolder = (username: string): string =>
  createHash('sha256').update(username, 'utf8').digest('hex').slice(0, 32);

const usedFile = 'used';

/**
 * The signed-in operator's local copy of the server's answers (issue 46): opened at sign-in and at a restored
 * session, under a key the OS keychain wraps; closed and wiped at that operator's sign-out, wiped at the profile's
 * removal, after `cacheDays` unused, and by IT's policy. One folder per profile and operator:
 * `<dataDir>/cache/<profileId>/<sha256(username), 32 hex>/`.
 */
export class CacheHost {
  readonly #deps: CacheHostDeps;
  readonly #root: string;
  #copy: OpenCopy | undefined;
  #status: CacheState['status'] = 'signed-out';
  #refresh: CacheState['refresh'] = null;
  #lastRefreshAt: number | null = null;
  // Why a chain: sign-in, sign-out and wipes run one after another, never two on the same files at once.
  #queue: Promise<unknown> = Promise.resolve();

  constructor(deps: CacheHostDeps) {
    this.#deps = deps;
    this.#root = join(deps.dataDir, 'cache');
  }

  #now(): number {
    return (this.#deps.now ?? Date.now)();
  }

  #serial<T>(work: () => Promise<T> | T): Promise<T> {
    const next = this.#queue.then(work, work);
    this.#queue = next.catch(() => undefined);
    return next;
  }

  /** The open copy's client list, if a copy is open. */
  get clients(): ClientCache | undefined {
    return this.#copy?.clients;
  }

  /** The open copy's customer-area lists, if a copy is open and keeps them. */
  get area(): AreaStore | undefined {
    return this.#copy?.area;
  }

  /** Whose copy is open, if any. */
  get owner(): CacheOwner | undefined {
    return this.#copy?.owner;
  }

  /** The copy's state as the page may know it (counts and sizes, never a record). */
  state(): CacheState {
    const copy = this.#copy;
    return {
      status: this.#status,
      clients: copy?.clients.size ?? 0,
      customers: copy?.area?.customers ?? 0,
      sizeBytes: copy ? folderBytes(copy.dir) : 0,
      lastRefreshAt: copy ? this.#lastRefreshAt : null,
      refresh: copy ? this.#refresh : null,
    };
  }

  /** Tells the page the copy changed (records kept, a refresh's progress). */
  changed(): void {
    this.#deps.emit(this.state());
  }

  /** The background refresh's progress and last completion, for the state. */
  refreshed(progress: CacheState['refresh'], lastCompletedAt: number | null): void {
    this.#refresh = progress;
    this.#lastRefreshAt = lastCompletedAt;
    this.changed();
  }

  /**
   * At start: IT's policy wipes every copy; otherwise copies unused for `cacheDays` are wiped. Runs before any
   * copy is opened.
   */
  start(): Promise<void> {
    return this.#serial(async () => {
      if (this.#deps.policyOff) {
        rmSync(this.#root, { recursive: true, force: true });
        return;
      }
      const days = await this.#deps.cacheDays();
      const oldest = this.#now() - days * 86_400_000;
      for (const profile of subfolders(this.#root))
        for (const operator of subfolders(join(this.#root, profile))) {
          const dir = join(this.#root, profile, operator);
          if (lastUsed(dir) < oldest) rmSync(dir, { recursive: true, force: true });
        }
    });
  }

  /**
   * Follows who is signed in: opens that operator's copy (closing and wiping another operator's, whose session
   * ended), or wipes the open one when nobody is signed in any more. Nothing happens when the owner is the same.
   */
  follow(owner: CacheOwner | undefined): Promise<void> {
    return this.#serial(async () => {
      const open = this.#copy?.owner;
      if (open && owner && open.profileId === owner.profileId && open.username === owner.username) return;
      if (this.#copy) await this.#wipeOpen();
      if (!owner) {
        this.#status = 'signed-out';
        this.changed();
        return;
      }
      await this.#open(owner);
      this.changed();
    });
  }

  async #open(owner: CacheOwner): Promise<void> {
    if (this.#deps.policyOff) {
      this.#status = 'policy';
      return;
    }
    const dir = join(this.#root, owner.profileId, operatorFolder(owner.username));
    let loaded: Awaited<ReturnType<typeof loadCacheKey>>;
    try {
      loaded = await loadCacheKey(join(dir, 'key'), this.#deps.box);
    } catch (error) {
      this.#deps.warn(`could not load the local copy's key: ${(error as Error).name}`);
      loaded = undefined;
    }
    if (!loaded) {
      // Why a copy sealed before goes too: without the keychain it could never be read, only leak.
      rmSync(dir, { recursive: true, force: true });
      this.#status = 'no-keychain';
      return;
    }
    // Why: the old files were sealed with a key that is gone; nothing in them can be read.
    if (loaded.fresh) for (const file of dataFiles(dir)) rmSync(join(dir, file), { force: true });
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const clients = ClientCache.open(join(dir, 'clients.sqlite'), loaded.key);
    let area: AreaStore | undefined;
    try {
      area = this.#deps.openArea?.(join(dir, 'areas.sqlite'), loaded.key);
      area?.forgetOlderThan(await this.#deps.cacheDays(), this.#now());
    } catch (error) {
      this.#deps.warn(`could not open the local copy of customer areas: ${(error as Error).name}`);
      area = undefined;
    }
    this.#copy = { owner, dir, clients, area, refresh: undefined };
    this.#status = 'on';
    this.#refresh = null;
    this.#markUsed();
    // Why behind and not awaited: the first pages come from the stored name order at once; the palette's search
    // index opens bit by bit meanwhile, so its first search does not wait for 100,000 entries either.
    void clients
      .warm()
      .catch((error: unknown) => this.#deps.warn(`could not open the copy's index: ${(error as Error).name}`));
    this.#startRefresh();
  }

  #startRefresh(): void {
    const copy = this.#copy;
    if (!copy) return;
    try {
      copy.refresh = this.#deps.refresher?.({ clients: copy.clients, area: copy.area });
    } catch (error) {
      this.#deps.warn(`could not start the background refresh: ${(error as Error).name}`);
    }
    this.#lastRefreshAt = copy.refresh?.lastCompletedAt ?? null;
  }

  #markUsed(): void {
    if (this.#copy) writeFileSync(join(this.#copy.dir, usedFile), String(this.#now()), { mode: 0o600 });
  }

  async #closeOpen(): Promise<void> {
    const copy = this.#copy;
    this.#copy = undefined;
    if (!copy) return;
    // Why first: a page of the refresh must not land in a file being closed or removed.
    await copy.refresh?.stop();
    this.#refresh = null;
    copy.clients.close();
    copy.area?.close();
  }

  async #wipeOpen(): Promise<void> {
    const dir = this.#copy?.dir;
    await this.#closeOpen();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }

  /** The clerk's "Apagar cópia local": empties the open copy (it fills again from the server's answers). */
  wipe(): Promise<CacheState> {
    return this.#serial(async () => {
      await this.#copy?.refresh?.stop();
      this.#copy?.clients.clear();
      this.#copy?.area?.clear();
      this.#refresh = null;
      this.#startRefresh();
      this.changed();
      return this.state();
    });
  }

  /** Wipes every copy of a removed profile (closing the open one when it is that profile's). */
  removeProfile(profileId: string): Promise<void> {
    return this.#serial(async () => {
      if (this.#copy?.owner.profileId === profileId) {
        await this.#wipeOpen();
        this.#status = 'signed-out';
      }
      rmSync(join(this.#root, profileId), { recursive: true, force: true });
      this.changed();
    });
  }

  /** Closes the open copy without wiping it (the app quits; the session may be restored at the next start). */
  close(): Promise<void> {
    return this.#serial(async () => {
      this.#markUsed();
      await this.#copy?.refresh?.stop();
      // Why at quit: the clerk waits for nothing then, and the next start pages from the stored order at once.
      try {
        this.#copy?.clients.storeOrder();
      } catch (error) {
        this.#deps.warn(`could not store the copy's name order: ${(error as Error).name}`);
      }
      await this.#closeOpen();
    });
  }
}

function subfolders(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** The files of a copy that hold sealed data (everything but its wrapped key). */
function dataFiles(dir: string): string[] {
  try {
    return readdirSync(dir).filter((name) => name !== 'key');
  } catch {
    return [];
  }
}

/** When a copy was last used: its mark, else the folder's own time. */
function lastUsed(dir: string): number {
  try {
    const mark = Number(readFileSync(join(dir, usedFile), 'utf8'));
    if (Number.isFinite(mark) && mark > 0) return mark;
  } catch {
    // No mark: a copy from before the mark, or one cut short while opening.
  }
  try {
    return statSync(dir).mtimeMs;
  } catch {
    return 0;
  }
}

function folderBytes(dir: string): number {
  let total = 0;
  for (const name of dataFiles(dir)) {
    try {
      total += statSync(join(dir, name)).size;
    } catch {
      // A SQLite side file that went away between the listing and the stat.
    }
  }
  return total;
}
