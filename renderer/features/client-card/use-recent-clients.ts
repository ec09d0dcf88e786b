import { useCardState } from './card-store.ts';
import type { RecentClient } from './card-storage.ts';
import { useBindCardProfile } from './use-bind-profile.ts';

/** The last 20 clients opened in the signed-in profile, newest first (kept across restarts). */
export function useRecentClients(): readonly RecentClient[] {
  useBindCardProfile();
  return useCardState().recent;
}
