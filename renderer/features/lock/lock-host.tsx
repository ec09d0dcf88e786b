import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { LockState, SessionState } from '../../../shared/ipc/contract.ts';
import { desk } from '../../api/desk.ts';
import { unwrap } from '../../api/desk-error.ts';
import { useDeskEvent } from '../../api/use-desk-event.ts';
import { useSettings } from '../common/index.ts';
import { forgetLoadedDrafts, loadDrafts } from '../drafts/index.ts';
import { forgetWithOperatorData, useLogout } from '../session/index.ts';
import { LockScreen } from './lock-screen.tsx';
import { pageLock } from './lock-store.ts';
import { engagePageLock } from './engage-lock.ts';
import { resumePersonalQueries, resumeQueries } from './personal-queries.ts';
import { useIdleLock } from './use-idle-lock.ts';

// Why here, once, when the signed-in screens load: the drafts the page holds are the operator's; a sign-out
// forgets them with the rest of the operator's data (main keeps or deletes its own as the operator chose).
forgetWithOperatorData(forgetLoadedDrafts);

/** The react-query key of main's lock state (under 'app': it is not the operator's data). */
export const lockStateKey = ['app', 'lock'] as const;

/**
 * The idle lock of the signed-in app: counts the time without input, takes the system's lock from main
 * (`lock:engaged`), takes main's state after a reload, and covers the mounted app with the lock screen.
 */
export function LockHost({ session }: { session: SessionState }) {
  const queryClient = useQueryClient();
  const logout = useLogout();
  const page = useSyncExternalStore(pageLock.subscribe, pageLock.get);
  const settings = useSettings();
  const state = useQuery({
    // Why the idle settings in the key: a change on the settings screen applies at once.
    queryKey: [...lockStateKey, settings.idleLockMinutes, settings.idleLockSeconds],
    queryFn: async () => unwrap(await desk.lockState({})),
    staleTime: Infinity,
    networkMode: 'always',
  });

  const cover = useCallback((reason: LockState['reason']) => engagePageLock(queryClient, reason, false), [queryClient]);

  useEffect(() => {
    if (state.data?.locked) cover(state.data.reason);
  }, [state.data, cover]);
  useDeskEvent('lock:engaged', ({ reason }) => cover(reason));
  useIdleLock(state.data?.idleSeconds, !page.locked, () => engagePageLock(queryClient, 'idle', true));
  // Why at unmount: a sign-out ends the lock with the session; the next sign-in starts unlocked and online.
  useEffect(
    () => () => {
      pageLock.set({ locked: false, reason: null });
      resumeQueries();
    },
    [],
  );

  if (!page.locked) return null;
  return (
    <LockScreen
      user={session.username ?? ''}
      reason={page.reason}
      idleSeconds={state.data?.idleSeconds ?? 600}
      offlineUnlock={state.data?.offlineUnlock ?? false}
      offline={session.connection !== 'online'}
      signingOut={logout.isPending}
      onSignOut={() => {
        resumeQueries();
        // Why drafts are kept here: whoever signs out from the lock screen may not be the operator who typed them.
        logout.mutate({ keepDrafts: true });
      }}
      onUnlocked={() => {
        pageLock.set({ locked: false, reason: null });
        void resumePersonalQueries(queryClient);
        void queryClient.invalidateQueries({ queryKey: lockStateKey });
        if (session.profileId) void loadDrafts(session.profileId);
      }}
    />
  );
}
