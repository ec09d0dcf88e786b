import { Button, Group, Modal, NumberInput, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/language.ts';
import { unwrap } from '../../api/desk-error.ts';
import { desk } from '../../api/desk.ts';
import { SettingsSection, TrashIcon, useChangeSettings, useNow, useSettings } from '../common/index.ts';
import { refreshText, summaryText } from './copy-text.ts';
import { cacheStateKey, useCacheState } from './use-cache-state.ts';

const whole = (value: string | number, min: number, max: number): number | undefined => {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
};

/**
 * The settings screen's "Cópia local (filiais)" (issue 46): what the copy holds and when it was last read whole, a
 * refresh's progress, why no copy is kept (no keychain, IT's policy), "Apagar cópia local" (asked first), and the
 * days unused before it is wiped and the age past which a PIX from it is offered with a warning.
 */
export function LocalCopySection() {
  const { t, i18n } = useTranslation('local-copy');
  const language = i18n.language as Language;
  const settings = useSettings();
  const change = useChangeSettings();
  const cache = useCacheState();
  const queryClient = useQueryClient();
  const now = useNow();
  const [confirming, setConfirming] = useState(false);
  const wipe = useMutation({
    mutationFn: async () => unwrap(await desk.cacheWipe({})),
    onSuccess: (state) => {
      queryClient.setQueryData(cacheStateKey, state);
      setConfirming(false);
      notifications.show({ color: 'green', message: t('section.wiped') });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: t('section.wipeFailed', { message: error.message }) }),
  });
  const state = cache.data;
  const summary = state ? summaryText(t, state, language, now) : undefined;
  const refresh = state ? refreshText(t, state, language) : undefined;
  const reason =
    state?.status === 'no-keychain'
      ? t('section.noKeychain')
      : state?.status === 'policy'
        ? t('section.policy')
        : state?.status === 'signed-out'
          ? t('section.signedOut')
          : undefined;
  return (
    <SettingsSection title={t('section.title')} hint={t('section.hint')}>
      <Stack gap={6} data-local-copy={state?.status ?? 'loading'}>
        {summary && (
          <Text size="sm" data-local-copy-summary>
            {summary}
          </Text>
        )}
        {reason && (
          <Text size="sm" fw={600} data-local-copy-off={state?.status}>
            {reason}
          </Text>
        )}
        {refresh && state?.refresh && (
          <Stack gap={2} maw={420} data-local-copy-refresh>
            <Text size="xs">{refresh}</Text>
            <Progress
              value={state.refresh.total > 0 ? (100 * state.refresh.done) / state.refresh.total : 0}
              size="sm"
              aria-label={refresh}
            />
          </Stack>
        )}
        <Group>
          <Button
            variant="default"
            color="red"
            leftSection={<TrashIcon />}
            disabled={state?.status !== 'on'}
            onClick={() => setConfirming(true)}
            data-action="wipe-local-copy"
          >
            {t('section.wipe')}
          </Button>
        </Group>
      </Stack>
      <NumberInput
        label={t('section.cacheDays')}
        description={t('section.cacheDaysHint')}
        value={settings.cacheDays ?? 30}
        min={1}
        max={365}
        allowDecimal={false}
        maw={420}
        onChange={(value) => {
          const days = whole(value, 1, 365);
          if (days !== undefined) change.mutate({ cacheDays: days });
        }}
        data-setting="cache-days"
      />
      <NumberInput
        label={t('section.staleMinutes')}
        description={t('section.staleMinutesHint')}
        value={settings.invoiceStaleMinutes ?? 60}
        min={5}
        max={1440}
        allowDecimal={false}
        maw={420}
        onChange={(value) => {
          const minutes = whole(value, 5, 1440);
          if (minutes !== undefined) change.mutate({ invoiceStaleMinutes: minutes });
        }}
        data-setting="invoice-stale-minutes"
      />
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('section.wipeTitle')}
        closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}
        data-dialog="wipe-local-copy"
      >
        <Stack gap="sm">
          <Text size="sm">{t('section.wipeText')}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('cancel', { ns: 'common' })}
            </Button>
            <Button color="red" loading={wipe.isPending} onClick={() => wipe.mutate()} data-action="confirm-wipe">
              {t('section.wipeConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsSection>
  );
}
