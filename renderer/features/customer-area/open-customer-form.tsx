import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { isDeskError } from '../../api/desk-error.ts';
import { useOpenCustomer } from './customer-queries.ts';
import type { OpenCustomer } from './customer-store.ts';
import { findByUsername } from './find-by-username.ts';
import { recordLabel } from './record-label.ts';

const openSchema = z.object({ username: z.string().trim().min(1).max(120), password: z.string().min(1).max(200) });
// Why the password may be empty here: the typed user name's record may carry it (main keeps it), see `onRecord`.
const lookUpSchema = openSchema.extend({ password: z.string().max(200) });
type OpenValues = z.infer<typeof openSchema>;

/** What the open form starts with and reports. */
export interface OpenCustomerFormProps {
  /** The user name to open (from a client record); typed by the operator when absent. */
  username?: string;
  /** A user name to start with that the operator may change (a draft's customer). */
  suggested?: string;
  clientPk?: number;
  label?: string;
  /** The expired session the new one takes the place of. */
  replaces?: string;
  onOpened: (customer: OpenCustomer) => void;
  /**
   * Look the typed user name's client record up before opening, and tell what was found: with it the area opens
   * with no password when the server sent one, and the caller may offer a new access password when it did not.
   */
  onRecord?: (record: ClientRecord | undefined) => void;
}

/** Logs in to a customer's client area with the user name and password typed (its own session, never the operator's). */
export function OpenCustomerForm({
  username,
  suggested,
  clientPk,
  label,
  replaces,
  onOpened,
  onRecord,
}: OpenCustomerFormProps) {
  const { t } = useTranslation('customer-area');
  const open = useOpenCustomer();
  const form = useForm<OpenValues>({
    resolver: zodResolver(onRecord ? lookUpSchema : openSchema),
    defaultValues: { username: username ?? suggested ?? '', password: '' },
  });
  const { errors } = form.formState;
  const opened = {
    onSuccess: onOpened,
    onError: (error: Error) => {
      // Why clear it: a wrong password is retyped, never edited.
      if (isDeskError(error, 'AUTH_FAILED')) form.setValue('password', '');
      form.setFocus('password');
    },
  };
  const [finding, setFinding] = useState(false);
  const lookUp = async (values: OpenValues) => {
    setFinding(true);
    const record = await findByUsername(values.username.trim()).catch(() => undefined);
    setFinding(false);
    onRecord?.(record);
    const found = record ? { clientPk: record.client_pk, label: recordLabel(record) } : {};
    if (values.password) open.mutate({ ...values, ...found, ...(replaces ? { replaces } : {}) }, opened);
    else if (record?.client_password_known === true)
      open.mutate({ username: values.username, ...found, ...(replaces ? { replaces } : {}) }, opened);
    else form.setError('password', { type: record ? 'unknown' : 'required' }, { shouldFocus: true });
  };
  const submit = form.handleSubmit((values) => {
    if (onRecord) return lookUp(values);
    open.mutate(
      { ...values, ...(clientPk ? { clientPk } : {}), ...(label ? { label } : {}), ...(replaces ? { replaces } : {}) },
      opened,
    );
  });
  const failure = open.error;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-form="open-customer" aria-label={t('open.title')}>
      <Stack gap="sm">
        <TextInput
          label={t('open.username')}
          withAsterisk
          readOnly={username !== undefined}
          autoComplete="off"
          error={errors.username ? t('open.required') : undefined}
          data-autofocus={username === undefined || undefined}
          {...form.register('username')}
        />
        <PasswordInput
          label={t('open.password')}
          withAsterisk={!onRecord}
          autoComplete="off"
          error={
            errors.password
              ? t(errors.password.type === 'unknown' ? 'open.passwordUnknown' : 'open.required')
              : undefined
          }
          data-autofocus={username !== undefined || undefined}
          {...form.register('password')}
        />
        {failure && (
          <Alert
            color="red"
            title={isDeskError(failure) ? t(`errors.${failure.code}.title`, { ns: 'common' }) : t('open.failed')}
            role="alert"
            data-error-code={isDeskError(failure) ? failure.code : 'unknown'}
          >
            {failure.message}
          </Alert>
        )}
        <Button type="submit" loading={open.isPending || finding}>
          {t('open.submit')}
        </Button>
      </Stack>
    </form>
  );
}
