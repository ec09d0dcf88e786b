import { Input, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProfileList } from '../profiles/index.ts';
import { UpdateSection } from '../updates/index.ts';
import { LockSettingsSection } from '../lock/index.ts';
import { LocalCopySection } from '../local-copy/index.ts';
import { DiagnosticsButton } from './diagnostics-button.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { SettingsSection } from '../common/index.ts';
import { ThemePicker } from './theme-picker.tsx';
import { ZoomPicker } from './zoom-picker.tsx';
import { MaskingSection } from './masking-section.tsx';

/** The settings screen: language, theme, interface size, servers, updates, diagnostics. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="md" maw={960} data-page="settings">
      <Title order={1}>{t('title')}</Title>
      <SettingsSection title={t('appearance')}>
        <Input.Wrapper label={t('language')} labelElement="div">
          <div>
            <LanguagePicker />
          </div>
        </Input.Wrapper>
        <Input.Wrapper label={t('theme')} labelElement="div">
          <div>
            <ThemePicker />
          </div>
        </Input.Wrapper>
        <Input.Wrapper label={t('zoom')} description={t('zoomHint')} labelElement="div">
          <div>
            <ZoomPicker />
          </div>
        </Input.Wrapper>
      </SettingsSection>
      <SettingsSection title={t('servers')} hint={t('serversHint')}>
        <ProfileList />
      </SettingsSection>
      <UpdateSection />
      <LockSettingsSection />
      <MaskingSection />
      <LocalCopySection />
      <SettingsSection title={t('support')} hint={t('supportHint')}>
        <DiagnosticsButton />
      </SettingsSection>
    </Stack>
  );
}
