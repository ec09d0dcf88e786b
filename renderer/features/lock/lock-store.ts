import type { LockState } from '../../../shared/ipc/contract.ts';
import { createStore } from '../../store/create-store.ts';

/** Whether the page is covered by the lock screen, and why. */
export interface PageLock {
  locked: boolean;
  reason: LockState['reason'];
}

/** The page's lock (main keeps its own: a reload asks `lock:state`). */
export const pageLock = createStore<PageLock>({ locked: false, reason: null });
