import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileInput } from '../../../shared/ipc/profile-schema.ts';
import { desk } from '../../api/desk.ts';
import { unwrap } from '../../api/desk-error.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** The server profiles (the built-in Demo first) and the active one's id. */
export function useProfiles() {
  return useQuery({ queryKey: queryKeys.profiles, queryFn: async () => unwrap(await desk.profilesList({})) });
}

/** Adds or changes a profile (`profiles:save`); the list is read again afterwards. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProfileInput) => unwrap(await desk.profilesSave(input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profiles }),
  });
}

/** Removes a profile and its kept password (`profiles:remove`). */
export function useRemoveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await desk.profilesRemove({ id })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profiles }),
  });
}
