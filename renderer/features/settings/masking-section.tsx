import { Alert, Checkbox, Group, Stack, Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { maskKinds, type MaskKind } from '../../../shared/privacy/masks.ts';
import { SettingsSection, useChangeSettings } from '../common/index.ts';
import { privacyStateKey, usePrivacyView } from '../../privacy/index.ts';

/** "Dados pessoais": masking on or off for this machine and which fields, each read-only where IT's policy pins it. */
export function MaskingSection() {
  const { t } = useTranslation('privacy');
  const view = usePrivacyView();
  const change = useChangeSettings();
  const queryClient = useQueryClient();
  const save = (settings: { maskPersonalData?: boolean; maskedFields?: MaskKind[] }) =>
    change.mutate(settings, { onSettled: () => void queryClient.invalidateQueries({ queryKey: privacyStateKey }) });
  const data = view.data;
  const pinnedNote = data?.policySource ? t('settings.pinned', { source: data.policySource }) : undefined;
  return (
    <SettingsSection title={t('settings.title')} hint={t('settings.hint')}>
      <Stack gap="sm" data-settings="masking">
        {view.isError && <Alert color="orange">{t('settings.loadFailed')}</Alert>}
        {data?.policyInvalid && (
          <Alert color="orange">{t('settings.invalid', { source: data.policySource ?? '' })}</Alert>
        )}
        <Switch
          label={t('settings.enabled')}
          description={data?.enabledPinned ? pinnedNote : undefined}
          checked={data?.enabled ?? true}
          disabled={!data || data.enabledPinned}
          onChange={(event) => save({ maskPersonalData: event.currentTarget.checked })}
          name="mask-personal-data"
        />
        <Checkbox.Group
          label={t('settings.kinds')}
          description={data?.kindsPinned ? pinnedNote : undefined}
          value={[...(data?.kinds ?? maskKinds)]}
          onChange={(value) => save({ maskedFields: maskKinds.filter((kind) => value.includes(kind)) })}
        >
          <Group gap="md" mt={6}>
            {maskKinds.map((kind) => (
              <Checkbox
                key={kind}
                value={kind}
                label={t(`kinds.${kind}`)}
                disabled={!data || data.kindsPinned || !data.enabled}
                data-mask-kind={kind}
              />
            ))}
          </Group>
        </Checkbox.Group>
      </Stack>
    </SettingsSection>
  );
}
