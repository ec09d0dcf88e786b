// Why text, not Date: the provider sends dates in its own time zone without an offset; parsing them
// into a Date would shift them by the machine's zone. Formatting only rearranges the digits.

const datePattern = /^(\d{4})-(\d{2})-(\d{2})/;
const dateTimePattern = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/;

/** A wire date (`YYYY-MM-DD`, or the date part of a date-time) as dd/mm/aaaa; a zero date as none (''); anything else as given. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = datePattern.exec(value);
  if (!match) return value;
  // Why: "0000-00-00" is how MySQL-era servers write "no date" (field notes); never show 00/00/0000.
  if (value.startsWith('0000-00-00')) return '';
  const [, year, month, day] = match;
  return `${day}/${month}/${year}`;
}

/**
 * A wire date-time (`YYYY-MM-DD HH:MM:SS`) as dd/mm/aaaa hh:mm; a bare date, or exactly midnight (how
 * servers send date-only fields such as the birth date), as dd/mm/aaaa; anything else as given.
 */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const match = dateTimePattern.exec(value);
  if (!match || value.startsWith('0000-00-00')) return formatDate(value);
  const [, year, month, day, hour, minute, second = '00'] = match;
  if (hour === '00' && minute === '00' && second === '00') return `${day}/${month}/${year}`;
  return `${day}/${month}/${year} ${hour}:${minute}`;
}
