import { Checkbox, NumberInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { desk } from '../../api/desk.ts';
import { unwrap } from '../../api/desk-error.ts';
import { SettingsSection, useChangeSettings, useSettings } from '../common/index.ts';
import { lockStateKey } from './lock-host.tsx';

/** The settings screen's "Privacidade": minutes before the idle lock (read-only when IT pins it), draft days, keeping drafts at sign-out. */
export function LockSettingsSection() {
  const { t } = useTranslation('lock');
  const settings = useSettings();
  const change = useChangeSettings();
  const lock = useQuery({ queryKey: lockStateKey, queryFn: async () => unwrap(await desk.lockState({})) });
  const pinned = lock.data?.idlePinned ?? false;
  const whole = (value: string | number, min: number, max: number): number | undefined => {
    const number = typeof value === 'number' ? value : Number(value);
    return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
  };
  return (
    <SettingsSection title={t('settings.title')} hint={t('settings.hint')}>
      <NumberInput
        label={t('settings.idleMinutes')}
        description={pinned ? t('settings.idlePinned', { minutes: (lock.data?.idleSeconds ?? 600) / 60 }) : undefined}
        value={pinned ? (lock.data?.idleSeconds ?? 600) / 60 : (settings.idleLockMinutes ?? 10)}
        min={1}
        max={240}
        allowDecimal={false}
        disabled={pinned}
        maw={320}
        onChange={(value) => {
          const minutes = whole(value, 1, 240);
          if (minutes !== undefined)
            change.mutate({ idleLockMinutes: minutes }, { onSuccess: () => void lock.refetch() });
        }}
        data-setting="idle-lock-minutes"
      />
      <NumberInput
        label={t('settings.draftDays')}
        value={settings.draftRetentionDays ?? 7}
        min={1}
        max={90}
        allowDecimal={false}
        maw={320}
        onChange={(value) => {
          const days = whole(value, 1, 90);
          if (days !== undefined) change.mutate({ draftRetentionDays: days });
        }}
        data-setting="draft-retention-days"
      />
      <Checkbox
        label={t('settings.keepDrafts')}
        checked={settings.keepDraftsAtSignOut ?? false}
        onChange={(event) => change.mutate({ keepDraftsAtSignOut: event.currentTarget.checked })}
        data-setting="keep-drafts-at-sign-out"
      />
    </SettingsSection>
  );
}
