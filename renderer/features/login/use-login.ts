import { useMutation, useQuery } from '@tanstack/react-query';
import type { ChannelInput } from '../../../shared/ipc/contract.ts';
import { desk } from '../../api/desk.ts';
import { unwrap } from '../../api/desk-error.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useAcceptSession } from '../session/index.ts';

/** Facts about the app: whether passwords can be kept on this machine, the version. */
export function useAppInfo() {
  return useQuery({
    queryKey: queryKeys.appInfo,
    queryFn: async () => unwrap(await desk.appInfo({})),
    staleTime: Infinity,
  });
}

/** Signs in (`session:login`); never retried, and the new session replaces every screen's data. */
export function useLogin() {
  const accept = useAcceptSession();
  return useMutation({
    mutationFn: async (input: ChannelInput<'session:login'>) => unwrap(await desk.sessionLogin(input)),
    onSuccess: accept,
  });
}
