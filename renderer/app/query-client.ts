import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isDeskError } from '../api/desk-error.ts';
import type { DeskQueryMeta } from '../api/query-meta.ts';
import type { SessionExpiry } from '../api/session-expiry.ts';

const maxNetworkRetries = 2;

/** Whether a failed read is tried again: only NETWORK failures (main already retried; the host may be restarting). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return isDeskError(error, 'NETWORK') && failureCount < maxNetworkRetries;
}

/**
 * The app's query client. Reads retry only NETWORK failures; writes never retry (a duplicate
 * registration is worse than an error); nothing refetches on window focus (a grid must not jump while
 * the operator works in it). A SESSION_EXPIRED answer anywhere opens the password dialog.
 */
export function createQueryClient(expiry: SessionExpiry): QueryClient {
  const onError = (error: unknown, meta: DeskQueryMeta | undefined): void => {
    if (meta?.area !== 'client' && isDeskError(error, 'SESSION_EXPIRED')) expiry.markExpired();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
