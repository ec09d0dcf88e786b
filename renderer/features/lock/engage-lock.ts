import type { QueryClient } from '@tanstack/react-query';
import type { LockState } from '../../../shared/ipc/contract.ts';
import { desk } from '../../api/desk.ts';
import { pageLock } from './lock-store.ts';
import { clearPersonalQueries } from './personal-queries.ts';

/**
 * Covers the page with the lock screen and empties the operator's data from its memory. `tellMain` for the page's
 * own reasons (idle, the operator's "lock now"): main then refuses the operator's data and a reload stays locked.
 */
export function engagePageLock(queryClient: QueryClient, reason: LockState['reason'], tellMain: boolean): void {
  if (pageLock.get().locked) return;
  pageLock.set({ locked: true, reason });
  if (tellMain && (reason === 'idle' || reason === 'manual')) void desk.lockEngage({ reason });
  void clearPersonalQueries(queryClient);
}
