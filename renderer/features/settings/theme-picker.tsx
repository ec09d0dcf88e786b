import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../shared/ipc/contract.ts';
import { useChangeSettings, useSettings } from '../common/index.ts';

const themes: ReadonlyArray<Settings['theme']> = ['system', 'light', 'dark'];

/** Chooses the light or dark theme, or the system's. */
export function ThemePicker() {
  const { t } = useTranslation('settings');
  const settings = useSettings();
  const change = useChangeSettings();
  return (
    <SegmentedControl
      aria-label={t('theme')}
      value={settings.theme}
      onChange={(value) => change.mutate({ theme: value })}
      data={themes.map((theme) => ({ value: theme, label: t(`themes.${theme}`) }))}
      data-setting="theme"
    />
  );
}
