import type { SessionState } from '../../shared/ipc/contract.ts';
import { ProviderError } from '../provider/provider-error.ts';
import type { AreaStore, CacheHost } from './cache-host.ts';
import type { ClientCache } from './client-cache.ts';

/** The connection's state as the page's banner knows it (`connection:changed`). */
export type ConnectionState = SessionState['connection'];

/** The connection's state now, and its changes. */
export interface ConnectionWatch {
  state(): ConnectionState;
  /** Whether the read being retried failed because the server could not be reached (a busy server is reachable). */
  unreachable?(): boolean;
  /** Calls `listener` at each change; answers how to stop. */
  subscribe(listener: (state: ConnectionState) => void): () => void;
  /** Calls `listener` each time a read's attempt failed and it is retried, even with no change of state. */
  retries?(listener: () => void): () => void;
}

/** What the reads through the copy work with. */
export interface CacheReads {
  host: CacheHost;
  connection: ConnectionWatch;
  /** Warns of a copy that could not keep an answer (structure only). */
  warn: (line: string) => void;
}

/** The open copy's stores. */
export interface CopyStores {
  clients: ClientCache;
  area: AreaStore | undefined;
}

/** How one read goes through the copy: where it asks the server, how the copy answers, how it keeps the answer. */
export interface ReadPlan<T> {
  /** `cache`: the copy only, at once (the page's placeholder). */
  source?: 'server' | 'cache' | undefined;
  server: () => Promise<T>;
  /** The copy's answer, with its `cachedAt`; undefined when the copy does not hold it. */
  copy?: (stores: CopyStores) => T | undefined;
  /** Keeps the server's answer in the copy (write-through, stamped now). */
  keep?: (stores: CopyStores, answer: T) => void;
}

/** Whether a failure means the server could not be reached (the copy may answer instead). */
export const isUnreachable = (error: unknown): boolean =>
  error instanceof ProviderError && (error.code === 'NETWORK' || error.code === 'TIMEOUT');

/** The error of a read the copy alone was asked for and does not hold. Why no words: the code says it to the page. */
const notInCopy = (): ProviderError => new ProviderError('NOT_FOUND');

/**
 * Where a read comes from (issue 46, docs/architecture.md): `source: 'cache'` → the copy at once; connection offline →
 * the copy at once when it holds the answer; otherwise the server, whose answer is written into the copy. When the
 * server cannot be reached (NETWORK, TIMEOUT), or the read's first attempt failed and it is retrying (state
 * `reconnecting`), the copy answers if it holds the answer; else the server's error stands. With no copy open
 * (signed out, no keychain, IT's policy) a read is exactly the server's, as before the copy existed.
 */
export async function readThrough<T>(reads: CacheReads | undefined, plan: ReadPlan<T>): Promise<T> {
  const stores = (): CopyStores | undefined => {
    const clients = reads?.host.clients;
    return clients ? { clients, area: reads?.host.area } : undefined;
  };
  const fromCopy = (): T | undefined => {
    const open = stores();
    return open && plan.copy ? plan.copy(open) : undefined;
  };
  if (plan.source === 'cache') {
    const answer = fromCopy();
    if (answer === undefined) throw notInCopy();
    return answer;
  }
  if (!reads || !stores()) return plan.server();
  if (reads.connection.state() === 'offline') {
    const answer = fromCopy();
    if (answer !== undefined) return answer;
  }
  const keep = (answer: T): T => {
    const open = stores();
    try {
      if (open) plan.keep?.(open, answer);
      if (open && plan.keep) reads.host.changed();
    } catch (error) {
      reads.warn(`the local copy could not keep an answer: ${(error as Error).name}`);
    }
    return answer;
  };
  // Why the server's call goes on after the copy answered: its answer still refreshes the copy.
  const call = plan.server().then(keep);
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const settle = (finish: () => void): void => {
      if (settled) return;
      settled = true;
      stop();
      finish();
    };
    const answerWhileRetrying = (): void => {
      if (settled) return;
      // Why not for a busy server: it answers after its retry, and the copy's older page would hide a save just made.
      if (reads.connection.unreachable?.() === false) return;
      const answer = fromCopy();
      if (answer !== undefined) settle(() => resolve(answer));
    };
    const stopChanges = reads.connection.subscribe((state) => {
      if (state === 'reconnecting') answerWhileRetrying();
    });
    // Why retries too: a read begun while the state is already `reconnecting` changes nothing when it fails; without
    // this it would wait for all its own retries before the copy answered.
    const stopRetries = reads.connection.retries?.(answerWhileRetrying);
    const stop = (): void => {
      stopChanges();
      stopRetries?.();
    };
    call.then(
      (answer) => settle(() => resolve(answer)),
      (error: unknown) =>
        settle(() => {
          const answer = isUnreachable(error) ? fromCopy() : undefined;
          if (answer !== undefined) resolve(answer);
          else reject(error instanceof Error ? error : new Error(String(error)));
        }),
    );
  });
}
