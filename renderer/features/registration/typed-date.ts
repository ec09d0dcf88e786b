import { isIsoDate, isoDateToBr } from '../../../shared/registration/dates.ts';
import { parseDayMonthYear } from '../../format/date-input.ts';

/**
 * A date field's form value from what was typed: a real day as YYYY-MM-DD (what the interface takes), a blank
 * field as '', and anything else exactly as typed. Why keep the text: a date picker that drops an impossible
 * date (31/02/2000) on blur lets the form send no date at all, and the server would store today; kept, the
 * shared schema names what is wrong under the field.
 */
export function typedDateValue(text: string): string {
  if (text.trim() === '') return '';
  return parseDayMonthYear(text) ?? text;
}

/** What a date field shows for its form value: a kept day as dd/mm/aaaa, anything else as it was typed. */
export function shownDate(value: string): string {
  return isIsoDate(value) ? (isoDateToBr(value) ?? value) : value;
}
