import { PasswordInput, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ClientFormValues } from './client-form-values.ts';
import type { TypedRegistrationField } from './field-label.ts';
import { FormSection } from './form-section.tsx';
import type { ClientFormOutput } from './registration-resolver.ts';

type Form = UseFormReturn<ClientFormValues, unknown, ClientFormOutput>;

/** Customer-area access, address and observations of the registration form. */
export function AccessSections({ form, editing }: { form: Form; editing: boolean }) {
  const { t } = useTranslation('registration');
  const { register, formState } = form;
  const errors = formState.errors;
  const text = (
    field: Exclude<keyof ClientFormValues, TypedRegistrationField>,
    extra?: { withAsterisk?: boolean; maxLength?: number },
  ) => (
    <TextInput
      label={t(`field.${field}`)}
      {...register(field)}
      error={errors[field]?.message}
      data-field={field}
      {...extra}
    />
  );
  return (
    <>
      <FormSection legend={t('section.access')} name="access" cols={3}>
        <TextInput
          label={t('field.client_username')}
          autoComplete="off"
          {...register('client_username')}
          error={errors.client_username?.message}
          data-field="client_username"
        />
        <PasswordInput
          label={t('field.client_password')}
          description={t(`hint.client_password.${editing ? 'edit' : 'create'}`)}
          autoComplete="new-password"
          {...register('client_password')}
          error={errors.client_password?.message}
          data-field="client_password"
        />
        <PasswordInput
          label={t('field.client_password1')}
          autoComplete="new-password"
          {...register('client_password1')}
          error={errors.client_password1?.message}
          data-field="client_password1"
        />
      </FormSection>
      <FormSection legend={t('section.address')} name="address" cols={3}>
        {text('cli_addr_zipcode', { maxLength: 9 })}
        <div style={{ gridColumn: 'span 2' }}>{text('cli_addr_address')}</div>
        {text('cli_addr_number')}
        {text('cli_addr_completation')}
        {text('cli_addr_neighborhood')}
        <div style={{ gridColumn: 'span 2' }}>{text('cli_addr_province')}</div>
        {text('cli_addr_state', { maxLength: 2 })}
      </FormSection>
      <FormSection legend={t('section.observations')} name="observations" cols={1}>
        <Textarea
          aria-label={t('field.client_observations')}
          autosize
          minRows={2}
          maxRows={6}
          {...register('client_observations')}
          error={errors.client_observations?.message}
          data-field="client_observations"
        />
      </FormSection>
    </>
  );
}
