import type { TFunction } from 'i18next';
import { formatLabelledList } from '../../grid/labelled-list.ts';
import { formatDate } from '../../format/dates.ts';
import type { RegistrationField } from './client-form-values.ts';

/** A form value as a person reads it: dates dd/mm/aaaa, type and status by name, phones as a line, the rest as typed. */
export function shownValue(field: RegistrationField, value: string, t: TFunction<'registration'>): string {
  if (value === '') return '';
  if (field === 'client_date_birth' || field === 'client_date_cad') return formatDate(value);
  if (field === 'client_phones') return formatLabelledList(value, 'line');
  if (field === 'client_type' || field === 'client_status')
    return t(`${field === 'client_type' ? 'type' : 'status'}.${value}`, { defaultValue: value });
  return value;
}
