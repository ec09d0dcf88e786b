import { Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
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
  // Why plain state, not react-hook-form as the other forms: four fields with one rule ("required") do not
  // need it, and it was 13 KB gzip of the first screen's JavaScript (issue 20). As react-hook-form did:
  // fields are checked on submit, then again as they change, and the first empty one gets the focus.
  const [values, setValues] = useState<LoginValues>({
    profileId: initialProfileId,
    username: initial?.username ?? '',
    password: '',
    remember: false,
  });
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState({ username: false, password: false });
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const change = (patch: Partial<LoginValues>): void => setValues((old) => ({ ...old, ...patch }));
  const chosen = profiles.find((profile) => profile.id === values.profileId);
  /** A field typed in: its "required" is checked again once the form was submitted (clearing the password after a wrong one is not). */
  const type = (field: 'username' | 'password', value: string): void => {
    change({ [field]: value });
    if (submitted) setErrors((old) => ({ ...old, [field]: value === '' }));
  };
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const missing = { username: values.username === '', password: values.password === '' };
    setSubmitted(true);
    setErrors(missing);
    if (missing.username || missing.password) {
      (missing.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    login.mutate(
      { ...values, remember: canKeep && values.remember },
      {
        onError: (error) => {
          // Why clear it: a wrong password is retyped, never edited; the user name is kept. Not when the server
          // gave its own reason ("Usuário já conectado em outra estação"): the password may well be right.
          if (isDeskError(error, 'AUTH_FAILED') && !error.detail) {
            change({ password: '' });
            passwordRef.current?.focus();
          }
        },
      },
    );
  };
  const choose = (id: string): void => {
    change({ profileId: id, username: profiles.find((profile) => profile.id === id)?.username ?? '' });
    login.reset();
  };
  return (
    <form onSubmit={submit} noValidate data-form="login" aria-label={t('title')}>
      <Stack gap="sm">
        <ProfilePicker profiles={profiles} value={values.profileId} onChange={choose} />
        {chosen?.kind === 'demo' ? <DemoNotice /> : null}
        <TextInput
          label={t('username')}
          autoComplete="username"
          name="username"
          ref={usernameRef}
          value={values.username}
          onChange={(event) => type('username', event.currentTarget.value)}
          error={errors.username ? t('required') : undefined}
        />
        <PasswordInput
          label={t('password')}
          autoComplete="current-password"
          name="password"
          ref={passwordRef}
          value={values.password}
          onChange={(event) => type('password', event.currentTarget.value)}
          error={errors.password ? t('required') : undefined}
        />
        <Checkbox
          label={t('remember')}
          description={canKeep ? t('rememberHint') : t('rememberUnavailable')}
          disabled={!canKeep}
          name="remember"
          checked={values.remember}
          onChange={(event) => change({ remember: event.currentTarget.checked })}
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
