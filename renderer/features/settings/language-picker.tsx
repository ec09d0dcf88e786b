import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { languages } from '../../../shared/language.ts';
import { useChangeSettings, useSettings } from '../common/index.ts';

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
