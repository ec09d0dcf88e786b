import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../shared/ipc/contract.ts';
import { desk } from '../../api/desk.ts';
import { unwrap } from '../../api/desk-error.ts';
import { queryKeys } from '../../api/query-keys.ts';

const defaults: Settings = { language: 'pt-BR', theme: 'system', zoom: 1 };

/** The user's settings (read before the first paint, so always at hand). */
export function useSettings(): Settings {
  const { data } = useQuery({
    queryKey: queryKeys.settings,
    queryFn: async () => unwrap(await desk.settingsGet({})),
    staleTime: Infinity,
  });
  return data ?? defaults;
}

/** Changes some settings at once on screen and keeps them through `settings:set` (undone if that fails). */
export function useChangeSettings() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('common');
  return useMutation({
    mutationFn: async (change: Partial<Settings>) => unwrap(await desk.settingsSet(change)),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.settings });
      const before = queryClient.getQueryData<Settings>(queryKeys.settings);
      if (before) queryClient.setQueryData<Settings>(queryKeys.settings, { ...before, ...change });
      return { before };
    },
    onError: (error, _change, context) => {
      if (context?.before) queryClient.setQueryData(queryKeys.settings, context.before);
      notifications.show({ color: 'red', message: t('settingsSaveFailed', { message: error.message }) });
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.settings, saved),
  });
}
