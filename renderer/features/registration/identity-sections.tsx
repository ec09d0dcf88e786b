import { SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ClientFormValues } from './client-form-values.ts';
import { DateField } from './date-field.tsx';
import { DocumentField } from './document-field.tsx';
import { fieldLabel } from './field-label.ts';
import { maskDocument } from './document-mask.ts';
import { FormSection } from './form-section.tsx';
import { PhoneEditor } from './phone-editor.tsx';
import type { ClientFormOutput } from './registration-resolver.ts';
import { useOffices } from './use-offices.ts';

type Form = UseFormReturn<ClientFormValues, unknown, ClientFormOutput>;

/** Identification, documents, contact, dates, office and status of the registration form. */
export function IdentitySections({ form }: { form: Form }) {
  const { t } = useTranslation('registration');
  const { register, control, formState, getValues, setValue } = form;
  const errors = formState.errors;
  const type = useWatch({ control, name: 'client_type' });
  const label = (field: Parameters<typeof fieldLabel>[1]) => fieldLabel(t, field, type);
  const offices = useOffices();
  const officeOptions = (offices.data ?? []).map((office) => ({
    value: String(office.offices_pk),
    label: office.offices_identification
      ? t('officeLabel', { pk: office.offices_pk, name: office.offices_identification })
      : t('officeUnknown', { pk: office.offices_pk }),
  }));
  const current = getValues('offices_pk');
  // Why: a client may sit in an office that no longer holds others; its number must still show.
  if (current && !officeOptions.some((option) => option.value === current))
    officeOptions.push({ value: current, label: t('officeUnknown', { pk: current }) });

  return (
    <>
      <FormSection legend={t('section.identification')} name="identification">
        <Controller
          control={control}
          name="client_type"
          render={({ field }) => (
            <Stack gap={4} style={{ gridColumn: '1 / -1' }}>
              <Text size="sm" fw={500} id="client-type-label">
                {t('field.client_type')}
              </Text>
              <SegmentedControl
                aria-labelledby="client-type-label"
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  // Why re-mask: a CPF typed before switching to company must be shown (and checked) as a CNPJ.
                  setValue('client_doc1', maskDocument(getValues('client_doc1'), value), {
                    shouldDirty: true,
                    shouldValidate: formState.isSubmitted,
                  });
                }}
                data={[
                  { value: '0', label: t('type.0') },
                  { value: '1', label: t('type.1') },
                ]}
                data-field="client_type"
                fullWidth
              />
            </Stack>
          )}
        />
        <TextInput
          label={label('client_name')}
          withAsterisk
          {...register('client_name')}
          error={errors.client_name?.message}
          data-field="client_name"
          // Why Mantine's mark and not autoFocus: the drawer's focus trap moves the focus after mount, to its first
          // tabbable element (the close button), unless an element carries data-autofocus.
          data-autofocus
        />
        <TextInput
          label={label('client_lastname')}
          withAsterisk
          {...register('client_lastname')}
          error={errors.client_lastname?.message}
          data-field="client_lastname"
        />
      </FormSection>
      <FormSection legend={t('section.documents')} name="documents">
        <DocumentField
          control={control}
          clientType={type}
          label={label('client_doc1')}
          description={t(`hint.client_doc1.${type === '1' ? 'company' : 'person'}`)}
        />
        <TextInput
          label={label('client_doc2')}
          {...register('client_doc2')}
          error={errors.client_doc2?.message}
          data-field="client_doc2"
        />
      </FormSection>
      <FormSection legend={t('section.contact')} name="contact" cols={1}>
        <TextInput
          label={t('field.client_mail')}
          type="email"
          {...register('client_mail')}
          error={errors.client_mail?.message}
          data-field="client_mail"
        />
        <PhoneEditor control={control} />
      </FormSection>
      <FormSection legend={t('section.dates')} name="dates">
        <DateField
          control={control}
          name="client_date_birth"
          label={label('client_date_birth')}
          description={t('hint.client_date_birth')}
        />
        <DateField control={control} name="client_date_cad" label={t('field.client_date_cad')} />
      </FormSection>
      <FormSection legend={t('section.office')} name="office">
        <Controller
          control={control}
          name="offices_pk"
          render={({ field, fieldState }) => (
            <Select
              label={t('field.offices_pk')}
              withAsterisk
              description={t('hint.office')}
              data={officeOptions}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              searchable
              allowDeselect={false}
              data-field="offices_pk"
            />
          )}
        />
        <Controller
          control={control}
          name="client_status"
          render={({ field, fieldState }) => (
            <Select
              label={t('field.client_status')}
              withAsterisk
              data={(['0', '1', '2', '3'] as const).map((code) => ({ value: code, label: t(`status.${code}`) }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              allowDeselect={false}
              data-field="client_status"
            />
          )}
        />
      </FormSection>
    </>
  );
}
