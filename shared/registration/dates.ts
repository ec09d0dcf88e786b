// Calendar dates as the interface sends them (ISO `YYYY-MM-DD`) and as Brazilian staff type them (`dd/mm/aaaa`).

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** True for a leap year of the Gregorian calendar. */
function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** True when year/month/day name a real day (year 1–9999). */
function isRealDay(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= (daysInMonth[month - 1] ?? 0);
}

/** True when `value` is exactly `YYYY-MM-DD` and a real calendar day (so 2023-02-29 and 2024-04-31 are false). */
export function isIsoDate(value: string): boolean {
  // Why: plain arithmetic instead of `new Date(…)`, which silently rolls 2023-02-29 over to March 1st.
  const m = ISO_DATE.exec(value);
  return m !== null && isRealDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** `dd/mm/aaaa` (surrounding spaces ignored) to `YYYY-MM-DD`, or null when it is not a real calendar day. */
export function brDateToIso(value: string): string | null {
  const m = BR_DATE.exec(value.trim());
  if (m === null) return null;
  const [, day = '', month = '', year = ''] = m;
  const iso = `${year}-${month}-${day}`;
  return isIsoDate(iso) ? iso : null;
}

/** `YYYY-MM-DD` to `dd/mm/aaaa`, or null when it is not a real calendar day. */
export function isoDateToBr(value: string): string | null {
  if (!isIsoDate(value)) return null;
  const [year, month, day] = value.split('-');
  return `${day}/${month}/${year}`;
}

const WHOLE_BR_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** What is wrong with a date value: none, no such day, not all of dd/mm/aaaa, or a real day not written `YYYY-MM-DD`. */
export type DateIssue = 'notADay' | 'incomplete' | 'format' | undefined;

/**
 * Why a date value is not accepted as `YYYY-MM-DD`: `notADay` for a whole date the calendar lacks (31/02/2000,
 * 99/99/9999, 2023-02-29), `incomplete` for anything short of day, month and a four-digit year, `format` for a real
 * day written dd/mm/aaaa (the interface takes ISO only); undefined for a real day in ISO.
 */
export function dateIssue(value: string): DateIssue {
  const trimmed = value.trim();
  const iso = ISO_DATE.exec(trimmed);
  if (iso) return isRealDay(Number(iso[1]), Number(iso[2]), Number(iso[3])) ? undefined : 'notADay';
  const br = WHOLE_BR_DATE.exec(trimmed);
  if (!br) return 'incomplete';
  return isRealDay(Number(br[3]), Number(br[2]), Number(br[1])) ? 'format' : 'notADay';
}
