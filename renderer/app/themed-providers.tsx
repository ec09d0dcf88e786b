import { MantineProvider } from '@mantine/core';
import { useColorScheme } from '@mantine/hooks';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../features/common/index.ts';
import { resolveColorScheme } from './color-scheme.ts';
import { DeferredNotifications } from './deferred-notifications.tsx';
import { useAppliedSettings } from './use-applied-settings.ts';
import { deskCssVariables, deskThemeIn } from './theme.ts';

/**
 * Mantine with the colour scheme of the settings, language and zoom applied to the document.
 * Why forceColorScheme: the scheme is a setting kept by main (settings:set), not in localStorage as
 * Mantine would keep it; `system` follows the operating system live.
 */
export function ThemedProviders({ children }: { children: ReactNode }) {
  const settings = useSettings();
  const system = useColorScheme('light', { getInitialValueInEffect: false });
  useAppliedSettings(settings);
  const { t } = useTranslation('common');
  const closeLabel = t('close');
  const theme = useMemo(() => deskThemeIn(closeLabel), [closeLabel]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={deskCssVariables}
      forceColorScheme={resolveColorScheme(settings.theme, system === 'dark')}
    >
      <DeferredNotifications />
      {children}
    </MantineProvider>
  );
}
