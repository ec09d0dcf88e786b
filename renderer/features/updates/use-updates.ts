import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Settings, UpdateStatus, UpdateView } from '../../../shared/ipc/contract.ts';
import { desk } from '../../api/desk.ts';
import { unwrap } from '../../api/desk-error.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useDeskEvent } from '../../api/use-desk-event.ts';
import { hasUnsavedChanges } from '../drafts/index.ts';

/** The react-query key of the update setup and status. */
export const updateViewKey = ['updates', 'view'] as const;

/** The update setup and status (kept current from `update:status` by useUpdateEvents). */
export function useUpdateView() {
  return useQuery({
    queryKey: updateViewKey,
    queryFn: async () => unwrap(await desk.updateState({})),
    staleTime: Infinity,
  });
}

/** Follows main's `update:status` events into the update view. */
export function useUpdateEvents(): void {
  const queryClient = useQueryClient();
  useDeskEvent('update:status', (status) => {
    queryClient.setQueryData<UpdateView>(updateViewKey, (old) => (old ? { ...old, status } : old));
  });
}

/**
 * Saves the update address. Main asks the person at the keyboard in a dialog of its own first; a refusal
 * (CANCELLED) or an address main does not accept (VALIDATION) comes back as the mutation's error, which
 * the form shows beside the field (not as a failed-save notification: nothing went wrong).
 */
export function useSaveFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (updateFeedUrl: string) => unwrap(await desk.settingsSet({ updateFeedUrl })),
    onSuccess: (saved: Settings) => {
      queryClient.setQueryData(queryKeys.settings, saved);
      void queryClient.invalidateQueries({ queryKey: updateViewKey });
    },
  });
}

/** Checks the feed now. */
export function useCheckUpdates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await desk.updateCheck({})),
    onSuccess: (status: UpdateStatus) =>
      queryClient.setQueryData<UpdateView>(updateViewKey, (old) => (old ? { ...old, status } : old)),
  });
}

/** Restarts into the downloaded update; refuses (and says why) while a form has unsaved changes. */
export function useInstallUpdate() {
  const { t } = useTranslation('updates');
  const warnUnsaved = (): void => {
    notifications.show({ color: 'yellow', autoClose: 10_000, message: t('unsavedBlocks') });
  };
  return useMutation({
    mutationFn: async () => {
      // Why ask the page first as well: main only knows what the forms reported.
      if (hasUnsavedChanges()) return { restarting: false, reason: 'unsaved' as const };
      return unwrap(await desk.updateInstall({}));
    },
    onSuccess: (answer) => {
      if (answer.reason === 'unsaved') warnUnsaved();
    },
  });
}
