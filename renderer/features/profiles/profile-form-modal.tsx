import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { authModes, profileInputSchema, type Profile, type ProfileInput } from '../../../shared/ipc/profile-schema.ts';
import { CleartextFormWarning } from './cleartext-warning.tsx';
import { profileErrorKey, type ProfileField } from './profile-error-key.ts';
import { useSaveProfile } from './use-profiles.ts';

/** Props of the profile form. */
export interface ProfileFormModalProps {
  /** The profile to edit; a new one when undefined. */
  profile: Profile | undefined;
  onClose: () => void;
  onSaved?: (profile: Profile) => void;
}

const fields: ReadonlyArray<{ name: ProfileField; hint?: string; required?: boolean; mono?: boolean }> = [
  { name: 'name', hint: 'nameHint', required: true },
  { name: 'adminUrl', hint: 'adminUrlHint', required: true },
  { name: 'adminPrefix', hint: 'adminPrefixHint', required: true },
  { name: 'clientUrl', hint: 'clientUrlHint' },
  { name: 'username' },
  { name: 'pinnedCertSha256', hint: 'pinHint', mono: true },
];

function initialValues(profile: Profile | undefined): ProfileInput {
  if (!profile) return { name: '', adminUrl: '', adminPrefix: 'admin_ctl', clientUrl: '', username: '', pinnedCertSha256: '', auth: 'session' };
  return {
    id: profile.id,
    name: profile.name,
    adminUrl: profile.adminUrl,
    adminPrefix: profile.adminPrefix,
    clientUrl: profile.clientUrl,
    username: profile.username,
    pinnedCertSha256: profile.pinnedCertSha256 ?? '',
    auth: profile.auth,
  };
}

/** Adds or edits a server profile, checked against the contract's profile schema before it is sent. */
export function ProfileFormModal({ profile, onClose, onSaved }: ProfileFormModalProps) {
  const { t } = useTranslation('profiles');
  const save = useSaveProfile();
  const { register, handleSubmit, formState, control } = useForm<ProfileInput>({ resolver: zodResolver(profileInputSchema), defaultValues: initialValues(profile) });
  const addresses = useWatch({ control, name: ['adminUrl', 'clientUrl'] });
  const errors: FieldErrors<ProfileInput> = formState.errors;
  const submit = handleSubmit(async (values) => {
    const saved = await save.mutateAsync(values).catch(() => undefined);
    if (!saved) return;
    onSaved?.(saved);
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={t(profile ? 'form.editTitle' : 'form.addTitle')} size="lg" data-dialog="profile-form" closeButtonProps={{ 'aria-label': t('common:close') }}>
      <form onSubmit={(event) => void submit(event)} noValidate data-form="profile">
        <Stack gap="sm">
          {fields.map((field) => (
            <TextInput
              key={field.name}
              label={t(`form.${field.name}`)}
              description={field.hint ? t(`form.${field.hint}`) : undefined}
              withAsterisk={field.required}
              error={errors[field.name] ? t(profileErrorKey(field.name, errors[field.name]?.type)) : undefined}
              data-autofocus={field.name === 'name' ? true : undefined}
              styles={field.mono ? { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } : undefined}
              {...register(field.name)}
            />
          ))}
          {/* Why xs: the app's theme sizes text inputs xs (renderer/app/theme.ts); the choice reads as one of them. */}
          <Controller
            control={control}
            name="auth"
            render={({ field }) => (
              <Radio.Group size="xs" label={t('form.auth')} description={t('form.authHint')} value={field.value ?? 'session'} onChange={field.onChange} name="auth" data-field="auth">
                <Group gap="lg" mt={6}>
                  {authModes.map((mode) => (
                    <Radio key={mode} size="xs" value={mode} label={t(`form.authModes.${mode}`)} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          <CleartextFormWarning addresses={addresses} />
          {save.isError ? (
            <Alert color="red" title={t('form.saveFailed')} role="alert">
              {save.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common:save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
