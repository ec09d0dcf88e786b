import { Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../shared/ipc/profile-schema.ts';
import { isDeskError } from '../../api/desk-error.ts';
import { ProfilePicker } from '../profiles/index.ts';
import { SignInErrorAlert } from '../session/index.ts';
import { DemoNotice } from './demo-notice.tsx';
import { useAppInfo, useLogin } from './use-login.ts';

interface LoginValues {
  profileId: string;
  username: string;
  password: string;
  remember: boolean;
}

/** Props of the login form. */
export interface LoginFormProps {
  profiles: Profile[];
  initialProfileId: string;
}

/** Server profile, user name (prefilled from the profile), password and "keep me signed in". */
export function LoginForm({ profiles, initialProfileId }: LoginFormProps) {
  const { t } = useTranslation('login');
  const info = useAppInfo();
  const login = useLogin();
  const canKeep = info.data?.secretsAvailable ?? false;
  const initial = profiles.find((profile) => profile.id === initialProfileId);
  const { control, register, handleSubmit, setValue, setFocus, formState } = useForm<LoginValues>({
    defaultValues: { profileId: initialProfileId, username: initial?.username ?? '', password: '', remember: false },
  });
  const profileId = useWatch({ control, name: 'profileId' });
  const chosen = profiles.find((profile) => profile.id === profileId);
  const submit = handleSubmit((values) =>
    login.mutate(
      { ...values, remember: canKeep && values.remember },
      {
        onError: (error) => {
          // Why clear it: a wrong password is retyped, never edited; the user name is kept.
          if (isDeskError(error, 'AUTH_FAILED')) {
            setValue('password', '');
            setFocus('password');
          }
        },
      },
    ),
  );
  const choose = (id: string): void => {
    setValue('profileId', id);
    setValue('username', profiles.find((profile) => profile.id === id)?.username ?? '');
    login.reset();
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-form="login" aria-label={t('title')}>
      <Stack gap="sm">
        <Controller
          control={control}
          name="profileId"
          render={({ field }) => <ProfilePicker profiles={profiles} value={field.value} onChange={choose} />}
        />
        {chosen?.kind === 'demo' ? <DemoNotice /> : null}
        <TextInput
          label={t('username')}
          autoComplete="username"
          error={formState.errors.username ? t('required') : undefined}
          {...register('username', { required: true })}
        />
        <PasswordInput
          label={t('password')}
          autoComplete="current-password"
          error={formState.errors.password ? t('required') : undefined}
          {...register('password', { required: true })}
        />
        <Checkbox
          label={t('remember')}
          description={canKeep ? t('rememberHint') : t('rememberUnavailable')}
          disabled={!canKeep}
          {...register('remember')}
        />
        {login.isError ? (
          <SignInErrorAlert key={login.submittedAt} error={login.error} address={chosen?.adminUrl} />
        ) : null}
        <Button type="submit" size="sm" loading={login.isPending} fullWidth>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
