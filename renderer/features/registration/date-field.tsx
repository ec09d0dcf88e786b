import { DateInput } from '@mantine/dates';
import { Controller, type Control } from 'react-hook-form';
import type { ClientFormOutput } from './registration-resolver.ts';
import { useTranslation } from 'react-i18next';
import { parseDayMonthYear } from '../../format/date-input.ts';
import type { ClientFormValues, RegistrationField } from './client-form-values.ts';

/** Props of a date field of the registration form. */
export interface DateFieldProps {
  control: Control<ClientFormValues, unknown, ClientFormOutput>;
  name: RegistrationField;
  label: string;
  description?: string;
}

/** A date picked from the calendar or typed as dd/mm/aaaa; the form keeps it as YYYY-MM-DD, as the interface wants. */
export function DateField({ control, name, label, description }: DateFieldProps) {
  const { t } = useTranslation('registration');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateInput
          label={label}
          description={description}
          placeholder={t('hint.datePlaceholder')}
          valueFormat="DD/MM/YYYY"
          dateParser={(text) => parseDayMonthYear(text) ?? null}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          error={fieldState.error?.message}
          clearable
          clearButtonProps={{ 'aria-label': t('clearDate') }}
          data-field={name}
        />
      )}
    />
  );
}
