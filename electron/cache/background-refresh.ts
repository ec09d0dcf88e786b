import type { ClientRecord } from '../../shared/provider/admin-operations.ts';
import { ProviderError } from '../provider/provider-error.ts';
import { pause } from '../provider/retry.ts';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ClientCache } from './client-cache.ts';

/** What a background refresh needs: the copy, how to read a page of the server's list, when the link is free. */
export interface RefreshDeps {
  cache: ClientCache;
  /** Clients with client_pk > afterPk, client_pk ascending (an admin list with a where and sort client_pk ASC). */
  readPage(afterPk: number, limit: number, signal: AbortSignal): Promise<{ rows: ClientRecord[]; total: number }>;
  /**
   * Resolves when the clerk has no call to the server in flight: the refresh waits for it before each request.
   * `needMs`: how long the request is likely to take (its answer written too), so that it starts only where it should
   * end before the clerk's next call (ClerkActivity.quiet). May answer the ms left before the clerk's next call is
   * likely (infinite when they are idle): the page is sized to it.
   */
  quiet(signal: AbortSignal, needMs?: number): Promise<number | void>;
  /** Clients to refresh first (opened recently), and how to refresh one (its record and its area lists). */
  recent?: () => readonly number[];
  refreshRecent?: (clientPk: number, signal: AbortSignal) => Promise<void>;
  onProgress(progress: { done: number; total: number } | null): void;
  now?: () => number;
  /** Rows of a page when nothing says how long the clerk's pause is (the first, and while the clerk is idle). */
  pageSize?: number;
  /** How long to wait (ms) before the `attempt`-th try after an outage; growing up to a minute by default. */
  retryDelay?: (attempt: number) => number;
  /** A pass ended on a failure that is not an outage (a session that expired, access denied): its error. */
  onError?: (error: unknown) => void;
}

/** What a completed pass found: clients it read, and how many were new, changed or gone from the server. */
export interface RefreshSummary {
  startedAt: number;
  completedAt: number;
  seen: number;
  added: number;
  changed: number;
  removed: number;
}

/** Where a pass stands, kept (sealed) in the copy after every page so a cut, a stop or a restart loses nothing. */
interface PassState {
  startedAt: number;
  /** The highest code the pass has read up to: the next page asks for codes above it. */
  afterPk: number;
  /** Recent clients not refreshed yet, in the order recent() gave them. */
  recentLeft: number[];
  done: number;
  added: number;
  changed: number;
  removed: number;
}

/** Rows of one request: 250 clients are about 60 KB compressed, a twentieth of a second of a 10 Mbit/s line. */
export const refreshPageSize = 250;

/** Rows sealed and written in one turn of main's event loop (about 20 ms of it on the 2-core bench machine). */
const pieceRows = 100;

/** The smallest page sized to a pause: below it, the round trip costs more than the rows. */
const smallestPage = 100;
/** The largest page the interface gives (docs/provider-service.md). */
const largestPage = 1_000;
/** The part of the clerk's pause a page is sized to fill: a tenth is kept for a lost segment or a slower query. */
const pauseFilled = 0.9;

/** Requests whose times say how long the next one will take: the last few, so a slower link is learnt at once. */
const timesKept = 8;

const passKey = 'refresh.pass';
const lastKey = 'refresh.last';

/** The failures that mean the server cannot be reached now (a cut link, a timeout, a busy or restarting server). */
const outageCodes: ReadonlySet<string> = new Set(['NETWORK', 'TIMEOUT', 'SERVER_UNAVAILABLE', 'SERVER_BUSY']);

const isOutage = (error: unknown): boolean => error instanceof ProviderError && outageCodes.has(error.code);

/**
 * The page's rows, after checking they are what was asked: codes above `afterPk`, ascending.
 * Why a PROTOCOL failure and not a sort: a server has been seen to ignore a `where` it did not like and answer the
 * list from its start (field notes); taken at its word, the codes of the copy above that page would all look gone.
 */
function checkedPage(rows: readonly ClientRecord[], afterPk: number): ClientRecord[] {
  rows.forEach((row, at) => {
    if (row.client_pk <= afterPk || (at > 0 && row.client_pk <= rows[at - 1]!.client_pk))
      throw new ProviderError('PROTOCOL', 'client list: rows not above the code asked for, or not ascending', {
        ownWords: true,
      });
  });
  return [...rows];
}

/** 2 s, 4 s, 8 s … up to a minute, jittered so branch offices coming back together do not all ask at once. */
const defaultRetryDelay = (attempt: number): number =>
  Math.min(60_000, 2_000 * 2 ** (attempt - 1)) * (0.75 + Math.random() / 2);

/**
 * Re-reads the server's whole client list into the copy, in pages by client_pk ascending, one request at a time and
 * only when the clerk has none in flight (issue 46): recent clients first, then every page, each written at once
 * stamped with its fetch time; clients the server no longer lists are removed, changed ones overwritten and counted.
 * The position is kept in the copy after each page, so an outage, a stop or a restart resumes where it stopped.
 */
export class BackgroundRefresh {
  readonly #deps: RefreshDeps;
  readonly #now: () => number;
  readonly #pageSize: number;
  #controller: AbortController | undefined;
  #task: Promise<void> | undefined;
  #attempt = 0;
  #last: RefreshSummary | null;
  /** How long the last requests took per row (ms), from leaving to their answer written into the copy. */
  readonly #perRow: number[] = [];

  constructor(deps: RefreshDeps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
    this.#pageSize = deps.pageSize ?? refreshPageSize;
    this.#last = this.#read<RefreshSummary>(lastKey) ?? null;
  }

  /** When a pass last read the whole list to its end (ms since the epoch), kept across restarts; null before one. */
  get lastCompletedAt(): number | null {
    return this.lastPass?.completedAt ?? null;
  }

  /** What the last completed pass found (an addition to the shared API, for the log and the state). */
  get lastPass(): RefreshSummary | null {
    try {
      // Why read again: a wipe of the copy (cache:wipe) forgets the last pass with everything else.
      this.#last = this.#read<RefreshSummary>(lastKey) ?? null;
    } catch {
      // The copy is closed (signed out): what was read last is still the answer.
    }
    return this.#last;
  }

  /** Whether a pass is under way (waiting out an outage counts). */
  get running(): boolean {
    return this.#task !== undefined;
  }

  /** Runs a pass (resuming a cut one from where it stopped) unless one runs. */
  start(): void {
    if (this.#task && this.#controller && !this.#controller.signal.aborted) return;
    // Why chained: a start() while a stop() is still settling runs after it, never beside it (one request at a time).
    const previous = this.#task ?? Promise.resolve();
    const controller = new AbortController();
    this.#controller = controller;
    const task: Promise<void> = previous
      .then(() => this.#run(controller.signal))
      .finally(() => {
        if (this.#task === task) this.#task = undefined;
      });
    this.#task = task;
  }

  /** Aborts the pass and waits for it to end; the position is kept for the next start. */
  async stop(): Promise<void> {
    const task = this.#task;
    this.#controller?.abort();
    await task;
  }

  async #run(signal: AbortSignal): Promise<void> {
    this.#attempt = 0;
    try {
      for (;;) {
        try {
          await this.#pass(signal);
          return;
        } catch (error) {
          if (signal.aborted) return;
          if (!isOutage(error)) {
            this.#deps.onError?.(error);
            return;
          }
          this.#attempt += 1;
          const waited = await pause((this.#deps.retryDelay ?? defaultRetryDelay)(this.#attempt), signal).then(
            () => true,
            () => false,
          );
          if (!waited) return;
        }
      }
    } finally {
      this.#deps.onProgress(null);
    }
  }

  async #pass(signal: AbortSignal): Promise<void> {
    const { cache } = this.#deps;
    const pass = this.#read<PassState>(passKey) ?? this.#freshPass();
    while (pass.recentLeft.length > 0 && this.#deps.refreshRecent) {
      const clientPk = pass.recentLeft[0]!;
      await this.#deps.quiet(signal, this.#need());
      signal.throwIfAborted();
      try {
        await this.#deps.refreshRecent(clientPk, signal);
      } catch (error) {
        // Why one client's failure is skipped: a client removed since it was opened (NOT_FOUND) must not hold up
        // the list; an outage or a stop is the pass's own business.
        if (signal.aborted || isOutage(error)) throw error;
      }
      this.#attempt = 0;
      pass.recentLeft.shift();
      cache.setMeta(passKey, JSON.stringify(pass));
    }
    for (;;) {
      const limit = this.#limit(await this.#deps.quiet(signal, this.#need()));
      signal.throwIfAborted();
      const startedAt = this.#now();
      const page = await this.#deps.readPage(pass.afterPk, limit, signal);
      // Why nothing is written after a stop: main stops the refresh before it wipes or closes the copy.
      signal.throwIfAborted();
      this.#attempt = 0;
      const rows = checkedPage(page.rows, pass.afterPk);
      // Why not "fewer rows than asked": a server that caps its pages below our size would look finished, and the
      // codes above its last row would all be taken for removed. The count of what is left says whether it is.
      const last = rows.at(-1)?.client_pk;
      const final = last === undefined || (rows.length < limit && rows.length >= page.total);
      const found = await this.#apply(rows, pass.afterPk, final ? Number.POSITIVE_INFINITY : last, startedAt, signal);
      this.#took(this.#now() - startedAt, rows.length);
      const total = pass.done + page.total;
      pass.done += rows.length;
      pass.added += found.added;
      pass.changed += found.changed;
      pass.removed += found.removed;
      if (final) {
        this.#last = {
          startedAt: pass.startedAt,
          completedAt: this.#now(),
          seen: pass.done,
          added: pass.added,
          changed: pass.changed,
          removed: pass.removed,
        };
        cache.setMeta(lastKey, JSON.stringify(this.#last));
        cache.setMeta(passKey, undefined);
        return;
      }
      pass.afterPk = last;
      cache.setMeta(passKey, JSON.stringify(pass));
      this.#deps.onProgress({ done: pass.done, total: Math.max(total, pass.done) });
    }
  }

  /**
   * Writes one page into the copy and removes what the page proves gone.
   * Why removal per page and not at the end of a pass from a set of codes seen: the pages come in code order, so
   * a page that starts after `afterPk` and ends at its last row has listed every client the server holds in
   * (afterPk, last]; a code the copy holds in that range and the page does not is gone, whatever came before or
   * after. The proof needs nothing remembered across a cut or a restart beyond the position itself, and a resumed
   * pass removes exactly what a pass from zero would have, less what disappeared behind its position meanwhile
   * (left to the next pass). The last page covers everything above its start.
   * Why rows fetched since `startedAt` are left alone: the clerk's own call wrote them through after this request
   * left (a client just registered or edited); the server's answer to this request may be older than them.
   * Why in pieces with a turn of the event loop between: sealing and writing a page of 500 rows held main for about
   * 100 ms (up to 300 ms on a busy machine, measured on the branch link), and a clerk's answer arriving meanwhile
   * waited for all of it. The copy is asked again before each piece, since the clerk's call may have written one of
   * its rows in between; a stop between pieces leaves what was written (the page is read again at the next start).
   */
  async #apply(
    rows: readonly ClientRecord[],
    afterPk: number,
    throughPk: number,
    startedAt: number,
    signal: AbortSignal,
  ): Promise<{ added: number; changed: number; removed: number }> {
    const { cache } = this.#deps;
    let added = 0;
    let changed = 0;
    for (let at = 0; at < rows.length; at += pieceRows) {
      if (at > 0) {
        await nextTurn();
        signal.throwIfAborted();
      }
      const piece = rows.slice(at, at + pieceRows);
      const from = at === 0 ? afterPk : rows[at - 1]!.client_pk;
      const held = new Map(cache.codes(from, piece.at(-1)!.client_pk).map((code) => [code.pk, code.fetchedAt]));
      const fresh: ClientRecord[] = [];
      for (const row of piece) {
        const fetchedAt = held.get(row.client_pk);
        if (fetchedAt === undefined) added += 1;
        else if (fetchedAt > startedAt) continue;
        else if (cache.differs(row)) changed += 1;
        fresh.push(row);
      }
      cache.put(fresh, startedAt);
    }
    const listed = new Set(rows.map((row) => row.client_pk));
    const gone = cache
      .codes(afterPk, throughPk)
      .filter((code) => !listed.has(code.pk) && code.fetchedAt < startedAt)
      .map((code) => code.pk);
    if (gone.length > 0) cache.remove(gone);
    return { added, changed, removed: gone.length };
  }

  /** Remembers how long a request of `rows` took. */
  #took(ms: number, rows: number): void {
    if (rows === 0) return;
    this.#perRow.push(ms / rows);
    if (this.#perRow.length > timesKept) this.#perRow.shift();
  }

  /**
   * The time a row takes: the upper quartile of the last few requests' (undefined before any). Why not the mean: a
   * request that meets a lost segment takes a round trip more, and one that overruns the clerk's pause holds their
   * call behind it; a guess on the long side costs only a slower pass. Why per row: pages are sized to each pause,
   * and a page's round trip counted in every row makes a larger page's guess longer than it will take, not shorter.
   */
  #msPerRow(): number | undefined {
    if (this.#perRow.length === 0) return undefined;
    const sorted = [...this.#perRow].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length * 0.75)];
  }

  /** How long the smallest page will likely take (0 before any request: then any pause of the clerk will do). */
  #need(): number {
    return (this.#msPerRow() ?? 0) * Math.min(smallestPage, this.#pageSize);
  }

  /**
   * Rows of the next request: as many as fit in the `left` ms of the clerk's pause (see `pauseFilled`), within the
   * smallest page and the interface's largest; the usual size when the pause is unbounded or unknown (a clerk who
   * comes back meets at most that).
   */
  #limit(left: number | void): number {
    const perRow = this.#msPerRow();
    if (typeof left !== 'number' || !Number.isFinite(left) || perRow === undefined) return this.#pageSize;
    const fitting = Math.floor((left * pauseFilled) / Math.max(perRow, 0.001));
    return Math.min(largestPage, Math.max(Math.min(smallestPage, this.#pageSize), fitting));
  }

  #freshPass(): PassState {
    return {
      startedAt: this.#now(),
      afterPk: 0,
      recentLeft: this.#deps.refreshRecent ? [...(this.#deps.recent?.() ?? [])] : [],
      done: 0,
      added: 0,
      changed: 0,
      removed: 0,
    };
  }

  #read<T>(name: string): T | undefined {
    const text = this.#deps.cache.meta(name);
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text) as T;
    } catch {
      return undefined;
    }
  }
}
