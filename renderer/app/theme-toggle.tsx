import { ActionIcon, Tooltip, useComputedColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon, useChangeSettings } from '../features/common/index.ts';

/** Switches between light and dark at once, kept in the settings (the Settings screen also offers "system"). */
export function ThemeToggle() {
  const { t } = useTranslation('app');
  const scheme = useComputedColorScheme('light');
  const change = useChangeSettings();
  const next = scheme === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('topBar.toDark') : t('topBar.toLight');
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant="default"
        size="input-xs"
        aria-label={label}
        onClick={() => change.mutate({ theme: next })}
        data-action="toggle-theme"
      >
        {next === 'dark' ? <MoonIcon /> : <SunIcon />}
      </ActionIcon>
    </Tooltip>
  );
}
