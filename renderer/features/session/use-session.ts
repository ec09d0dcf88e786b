import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionState } from '../../../shared/ipc/contract.ts';
import { desk } from '../../api/desk.ts';
import { unwrap } from '../../api/desk-error.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useSessionExpiry } from '../../api/session-expiry-context.ts';
import { forgetOperatorData } from './operator-data.ts';

/** Who is signed in where, and the connection state (kept current by the shell's event listeners). */
export function useSessionState() {
  return useQuery({
    queryKey: queryKeys.session,
    queryFn: async () => unwrap(await desk.sessionState({})),
    staleTime: Infinity,
  });
}

/** Takes a new session state after a sign-in: the screens start from fresh data. */
export function useAcceptSession(): (state: SessionState) => void {
  const queryClient = useQueryClient();
  const { expiry } = useSessionExpiry();
  return (state) => {
    forgetOperatorData(queryClient);
    queryClient.setQueryData(queryKeys.session, state);
    void queryClient.invalidateQueries({ queryKey: queryKeys.profiles });
    expiry.clear();
  };
}

/** Signs out: ends the server session, forgets the operator's data, shows the login screen. */
export function useLogout() {
  const queryClient = useQueryClient();
  const { expiry } = useSessionExpiry();
  return useMutation({
    // keepDrafts: the sign-out confirmation's box (renderer/features/lock); absent, main's setting decides.
    mutationFn: async (options: { keepDrafts?: boolean } | void) => unwrap(await desk.sessionLogout(options ?? {})),
    onSuccess: (state) => {
      expiry.clear();
      forgetOperatorData(queryClient);
      queryClient.setQueryData(queryKeys.session, state);
    },
  });
}
