import { ActionIcon, Popover, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '../../../shared/registration/dates.ts';
import type { ClientFormValues, RegistrationField } from './client-form-values.ts';
import type { ClientFormOutput } from './registration-resolver.ts';
import { shownDate, typedDateValue } from './typed-date.ts';

/** Props of a date field of the registration form. */
export interface DateFieldProps {
  control: Control<ClientFormValues, unknown, ClientFormOutput>;
  name: RegistrationField;
  label: string;
  description?: string;
}

const CalendarIcon = () => (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </svg>
);

/**
 * A date typed as dd/mm/aaaa or picked from a calendar; the form keeps a real day as YYYY-MM-DD (what the interface
 * wants) and anything else exactly as typed, so the shared schema says under the field what is wrong with it. Why a
 * text field and not Mantine's DateInput: DateInput drops text it cannot read when the field is left, so 31/02/2000
 * vanished and the form went out with no date (the server then stores today).
 */
export function DateField({ control, name, label, description }: DateFieldProps) {
  const { t } = useTranslation('registration');
  const [calendar, setCalendar] = useState(false);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          label={label}
          description={description}
          placeholder={t('hint.datePlaceholder')}
          value={shownDate(field.value)}
          onChange={(event) => field.onChange(typedDateValue(event.currentTarget.value))}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          error={fieldState.error?.message}
          autoComplete="off"
          maxLength={10}
          rightSection={
            // Why the popover hangs on the button, not the field: its target gets aria-expanded, which a text
            // field may not carry (axe), and the calendar is the button's.
            <Popover opened={calendar} onChange={setCalendar} position="bottom-end" trapFocus returnFocus>
              <Popover.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('openCalendar', { field: label })}
                  onClick={() => setCalendar((open) => !open)}
                  // Why out of the Tab order: the keyboard types the date; Tab goes on to the next field.
                  tabIndex={-1}
                  data-action="calendar"
                >
                  <CalendarIcon />
                </ActionIcon>
              </Popover.Target>
              <Popover.Dropdown>
                <DatePicker
                  value={isIsoDate(field.value) ? field.value : null}
                  defaultDate={isIsoDate(field.value) ? field.value : undefined}
                  onChange={(value) => {
                    field.onChange(value ?? '');
                    setCalendar(false);
                  }}
                />
              </Popover.Dropdown>
            </Popover>
          }
          data-field={name}
        />
      )}
    />
  );
}
