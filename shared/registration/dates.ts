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
