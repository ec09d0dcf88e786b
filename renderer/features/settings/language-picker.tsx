import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../shared/ipc/contract.ts';
import { useChangeSettings, useSettings } from '../common/index.ts';

// Why not contract.ts's `languages`: importing a value from it brings zod and every schema onto the login
// screen; the type keeps this list whole (every language, no other).
const languageSet = { 'pt-BR': true, en: true } satisfies Record<Settings['language'], true>;
const languages = Object.keys(languageSet) as Settings['language'][];

/** Switches the interface language at once (kept through `settings:set`). */
export function LanguagePicker() {
  const { t } = useTranslation('settings');
  const settings = useSettings();
  const change = useChangeSettings();
  return (
    <SegmentedControl
      aria-label={t('language')}
      value={settings.language}
      onChange={(value) => change.mutate({ language: value })}
      data={languages.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
      data-setting="language"
    />
  );
}
