import { Alert, Checkbox, Group, Stack, Switch } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maskKinds, type MaskKind } from '../../../shared/privacy/masks.ts';
import { desk } from '../../api/desk.ts';
import { unwrap } from '../../api/desk-error.ts';
import { SettingsSection } from '../common/index.ts';
import { privacyStateKey, usePrivacyView } from '../../privacy/index.ts';
import { MaskingPasswordModal } from './masking-password-modal.tsx';

/** A change of masking: on or off, or which kinds. */
type MaskingChange = { maskPersonalData?: boolean; maskedFields?: MaskKind[] };

/**
 * "Dados pessoais": masking on or off for this machine and which fields, each read-only where IT's policy pins it.
 * Showing anything whole (masking off, a kind unticked) asks the operator's password first (issue 43); main checks
 * it and journals every change (`privacy:set`).
 */
export function MaskingSection() {
  const { t } = useTranslation('privacy');
  const view = usePrivacyView();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<MaskingChange | undefined>(undefined);
  const change = useMutation({
    mutationFn: async ({ password, ...settings }: MaskingChange & { password?: string }) =>
      unwrap(await desk.privacySet({ ...settings, ...(password === undefined ? {} : { password }) })),
    onSuccess: (saved) => {
      queryClient.setQueryData(privacyStateKey, saved);
      setAsking(undefined);
    },
  });
  const data = view.data;
  const masked = data?.enabled ? data.kinds : [];
  // Why asked here too: main refuses such a change without the password; the page asks before sending it.
  const save = (settings: MaskingChange) => {
    const after = settings.maskPersonalData === false ? [] : (settings.maskedFields ?? data?.kinds ?? maskKinds);
    const unmasks = masked.filter((kind) => !after.includes(kind));
    change.reset();
    if (unmasks.length > 0) setAsking(settings);
    else change.mutate(settings);
  };
  const what =
    asking?.maskPersonalData === false
      ? t('settings.everything')
      : masked
          .filter((kind) => !(asking?.maskedFields ?? masked).includes(kind))
          .map((kind) => t(`kinds.${kind}`))
          .join(', ');
  const pinnedNote = data?.policySource ? t('settings.pinned', { source: data.policySource }) : undefined;
  return (
    <SettingsSection title={t('settings.title')} hint={t('settings.hint')}>
      <Stack gap="sm" data-settings="masking">
        {view.isError && <Alert color="orange">{t('settings.loadFailed')}</Alert>}
        {data?.policyInvalid && (
          <Alert color="orange">{t('settings.invalid', { source: data.policySource ?? '' })}</Alert>
        )}
        {change.isError && asking === undefined && (
          <Alert color="red" role="alert">
            {t('settings.saveFailed', { message: change.error.message })}
          </Alert>
        )}
        <Switch
          label={t('settings.enabled')}
          description={data?.enabledPinned ? pinnedNote : t('settings.passwordHint')}
          checked={data?.enabled ?? true}
          disabled={!data || data.enabledPinned || change.isPending}
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
                disabled={!data || data.kindsPinned || !data.enabled || change.isPending}
                data-mask-kind={kind}
              />
            ))}
          </Group>
        </Checkbox.Group>
      </Stack>
      {asking && (
        <MaskingPasswordModal
          opened
          what={what}
          pending={change.isPending}
          error={change.error ?? undefined}
          onConfirm={(password) => change.mutate({ ...asking, password })}
          onCancel={() => {
            change.reset();
            setAsking(undefined);
          }}
        />
      )}
    </SettingsSection>
  );
}
