import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Divider, Group, Modal, Radio, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { legacyCodeDictionary } from '../../../shared/codes/code-dictionary.ts';
import { authModes, profileInputSchema, type Profile, type ProfileInput } from '../../../shared/ipc/profile-schema.ts';
import type { Language } from '../../../shared/language.ts';
import { CleartextFormWarning } from './cleartext-warning.tsx';
import { CodeDictionaryEditor } from './code-dictionary-editor.tsx';
import { dictionaryOf, tableOf, type CodeRowProblem } from './code-table.ts';
import { ConnectionTestPanel } from './connection-test-panel.tsx';
import { applyPreset, profilePresets, type PresetName } from './profile-presets.ts';
import { profileErrorKey, type ProfileField } from './profile-error-key.ts';
import { useSaveProfile } from './use-profiles.ts';
import type { ptBR } from './locales/pt-BR.ts';
import { isDeskError } from '../../api/desk-error.ts';

/** Props of the profile form. */
export interface ProfileFormModalProps {
  /** The profile to edit; a new one when undefined. */
  profile: Profile | undefined;
  onClose: () => void;
  onSaved?: (profile: Profile) => void;
}

const fields: ReadonlyArray<{
  name: ProfileField;
  hint?: Extract<keyof typeof ptBR.form, `${string}Hint`>;
  required?: boolean;
  mono?: boolean;
}> = [
  { name: 'name', hint: 'nameHint', required: true },
  { name: 'adminUrl', hint: 'adminUrlHint', required: true },
  { name: 'adminPrefix', hint: 'adminPrefixHint', required: true },
  { name: 'clientUrl', hint: 'clientUrlHint' },
  { name: 'username' },
  { name: 'pinnedCertSha256', hint: 'pinHint', mono: true },
];

function initialValues(profile: Profile | undefined): ProfileInput {
  if (!profile)
    return {
      name: '',
      adminUrl: '',
      adminPrefix: 'admin_ctl',
      clientUrl: '',
      username: '',
      pinnedCertSha256: '',
      auth: 'session',
    };
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
  const { t, i18n } = useTranslation('profiles');
  const language = i18n.language as Language;
  const save = useSaveProfile();
  // Why outside the form library: the code table is rows added and removed, checked as one when saving.
  const [codes, setCodes] = useState(() => tableOf(profile?.codeDictionary ?? legacyCodeDictionary, language));
  const [codeProblems, setCodeProblems] = useState<ReadonlyMap<string, CodeRowProblem>>(new Map());
  const [openCodes, setOpenCodes] = useState<string[]>([]);
  const { register, handleSubmit, formState, control, getValues, setValue, trigger } = useForm<ProfileInput>({
    resolver: zodResolver(profileInputSchema),
    defaultValues: initialValues(profile),
  });
  const choosePreset = (name: string): void => {
    const filled = applyPreset(
      {
        adminUrl: getValues('adminUrl'),
        clientUrl: getValues('clientUrl') ?? '',
        adminPrefix: getValues('adminPrefix') ?? '',
      },
      name as PresetName,
    );
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    setValue('adminUrl', filled.adminUrl, options);
    setValue('clientUrl', filled.clientUrl, options);
    setValue('adminPrefix', filled.adminPrefix, options);
  };
  const addresses = useWatch({ control, name: ['adminUrl', 'clientUrl'] });
  const errors: FieldErrors<ProfileInput> = formState.errors;
  const submit = handleSubmit(async (values) => {
    const built = dictionaryOf(codes, language);
    if (!built.ok) {
      setCodeProblems(built.problems);
      // Open the tables that hold a wrong row, so the clerk sees what to fix.
      setOpenCodes((open) => [
        ...new Set([
          ...open,
          ...Object.entries(codes.rows)
            .filter(([, rows]) => rows.some((row) => built.problems.has(row.key)))
            .map(([field]) => field),
        ]),
      ]);
      return;
    }
    setCodeProblems(new Map());
    const saved = await save.mutateAsync({ ...values, codeDictionary: built.dictionary }).catch(() => undefined);
    if (!saved) return;
    onSaved?.(saved);
    onClose();
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(profile ? 'form.editTitle' : 'form.addTitle')}
      size="lg"
      data-dialog="profile-form"
      closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}
    >
      <form
        onSubmit={(event) => {
          // Why: the dialog is a portal, and React sends a portal's events up its React parents: opened from
          // the login screen's server picker, saving the profile also submitted the login form (and signed in).
          event.stopPropagation();
          void submit(event);
        }}
        noValidate
        data-form="profile"
      >
        <Stack gap="sm">
          <Stack gap={4}>
            <Text size="xs" fw={500} id="profile-preset-label">
              {t('form.preset')}
            </Text>
            {/* Why no value: a preset fills fields once; what was filled stays editable, so no choice stays "on". */}
            <SegmentedControl
              size="xs"
              value=""
              onChange={choosePreset}
              data={(Object.keys(profilePresets) as PresetName[]).map((name) => ({
                value: name,
                label: t(`form.presets.${name}`),
              }))}
              aria-labelledby="profile-preset-label"
              data-field="preset"
            />
            <Text size="xs" c="dimmed">
              {t('form.presetHint')}
            </Text>
          </Stack>
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
              <Radio.Group
                size="xs"
                label={t('form.auth')}
                description={t('form.authHint')}
                value={field.value ?? 'session'}
                onChange={field.onChange}
                name="auth"
                data-field="auth"
              >
                <Group gap="lg" mt={6}>
                  {authModes.map((mode) => (
                    <Radio key={mode} size="xs" value={mode} label={t(`form.authModes.${mode}`)} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          <CleartextFormWarning addresses={addresses} />
          <Divider label={t('codes.title')} labelPosition="left" />
          <CodeDictionaryEditor
            table={codes}
            onChange={setCodes}
            problems={codeProblems}
            opened={openCodes}
            onOpened={setOpenCodes}
            onRowChange={(key) =>
              setCodeProblems((problems) => {
                if (!problems.has(key)) return problems;
                const left = new Map(problems);
                left.delete(key);
                return left;
              })
            }
          />
          {codeProblems.size > 0 ? (
            <Alert color="red" role="alert" data-codes-invalid>
              {t('codes.invalid')}
            </Alert>
          ) : null}
          <Divider label={t('test.title')} labelPosition="left" />
          <ConnectionTestPanel
            validate={() =>
              trigger(['adminUrl', 'adminPrefix', 'clientUrl', 'username', 'pinnedCertSha256'], { shouldFocus: true })
            }
            target={() => {
              const values = getValues();
              return {
                adminUrl: values.adminUrl,
                clientUrl: values.clientUrl ?? '',
                adminPrefix: values.adminPrefix ?? 'admin_ctl',
                username: values.username ?? '',
                ...(values.pinnedCertSha256 ? { pinnedCertSha256: values.pinnedCertSha256 } : {}),
                ...(values.auth ? { auth: values.auth } : {}),
              };
            }}
          />
          {save.isError ? (
            <Alert color="red" title={t('form.saveFailed')} role="alert">
              {isDeskError(save.error, 'VALIDATION') ? t('test.checkFields') : save.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('cancel', { ns: 'common' })}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('save', { ns: 'common' })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
