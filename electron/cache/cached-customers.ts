import { randomBytes } from 'node:crypto';
import { ProviderError } from '../provider/provider-error.ts';
import type { AreaListName } from './cache-host.ts';
import type { CacheReads } from './cached-read.ts';

/**
 * Why NETWORK in our own words: a customer area opened from the local copy cannot send anything; the page says the
 * server is not reachable (NETWORK's message), which is what keeps the clerk from the action.
 */
export const cachedSessionRefusal = (): ProviderError =>
  new ProviderError('NETWORK', 'this customer area was opened from the local copy; this needs the server', {
    ownWords: true,
  });

/**
 * The customer areas of a card (issue 46): which real session is which client's (its lists are kept in the copy),
 * and the read-only "cached customer sessions" opened from the copy when the server did not answer.
 */
export class CachedCustomers {
  readonly #reads: CacheReads | undefined;
  readonly #clientOf = new Map<string, number>();
  readonly #cached = new Map<string, number>();

  constructor(reads: CacheReads | undefined) {
    this.#reads = reads;
  }

  /** The open copy's customer-area lists, if any. */
  get area() {
    return this.#reads?.host.clients ? this.#reads.host.area : undefined;
  }

  /** Notes which client a real customer session is (its lists are then written through to the copy). */
  opened(customerId: string, clientPk: number | undefined): void {
    if (clientPk !== undefined) this.#clientOf.set(customerId, clientPk);
  }

  /** The client of a real customer session, if known. */
  clientOf(customerId: string): number | undefined {
    return this.#clientOf.get(customerId);
  }

  /** Opens a read-only session on the copy of a client's area; undefined when the copy does not hold that client. */
  openCached(
    clientPk: number,
  ): { customerId: string; username: string; config: unknown; cachedAt: number } | undefined {
    const kept = this.area?.customer(clientPk);
    if (!kept) return undefined;
    const customerId = randomBytes(16).toString('hex');
    this.#cached.set(customerId, clientPk);
    return { customerId, username: kept.username, config: kept.config, cachedAt: kept.fetchedAt };
  }

  /** The client of a cached session, or undefined for a real one. */
  cachedClient(customerId: string): number | undefined {
    return this.#cached.get(customerId);
  }

  /** Forgets a session, cached or real. */
  closed(customerId: string): void {
    this.#cached.delete(customerId);
    this.#clientOf.delete(customerId);
  }

  /** A list from the copy, its first page only, with its age; undefined when the copy does not hold it. */
  listFromCopy(clientPk: number, list: AreaListName, start: number) {
    if (start !== 0) return undefined;
    const kept = this.area?.list(clientPk, list);
    return kept ? { rows: kept.rows, total: kept.total, cachedAt: kept.fetchedAt } : undefined;
  }
}
