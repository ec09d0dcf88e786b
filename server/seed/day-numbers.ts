/** Calendar arithmetic on whole days (days since 1970-01-01, UTC) and the SQL text forms of dates. */

const msPerDay = 86_400_000;
const isoCache = new Map<number, string>();

/** The day number of a `YYYY-MM-DD` string; throws on anything else. */
export function dayFromIso(iso: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new RangeError(`Expected a date as YYYY-MM-DD, got "${iso}"`);
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const value = Date.UTC(year, month - 1, day);
  if (new Date(value).getUTCDate() !== day) throw new RangeError(`Not a calendar date: "${iso}"`);
  return value / msPerDay;
}

/** `YYYY-MM-DD` of a day number. */
export function isoFromDay(day: number): string {
  // Why a cache: a large seed formats tens of millions of dates, all within a few thousand days.
  let iso = isoCache.get(day);
  if (iso === undefined) {
    iso = new Date(day * msPerDay).toISOString().slice(0, 10);
    isoCache.set(day, iso);
  }
  return iso;
}

/** `YYYY-MM-DD HH:MM:SS` of a day number and a second within that day. */
export function timestampFromDay(day: number, secondOfDay: number): string {
  const hours = Math.floor(secondOfDay / 3600);
  const minutes = Math.floor((secondOfDay % 3600) / 60);
  const seconds = secondOfDay % 60;
  return `${isoFromDay(day)} ${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}`;
}

/** `YYYYMMDD` of a day number (the date part of a support protocol). */
export function compactDate(day: number): string {
  return isoFromDay(day).replaceAll('-', '');
}

/** Months since 1970-01 of a day number (so months can be stepped with plain arithmetic). */
export function monthIndexOfDay(day: number): number {
  const date = new Date(day * msPerDay);
  return date.getUTCFullYear() * 12 + date.getUTCMonth() - 1970 * 12;
}

/** The day number of day `dayOfMonth` in month `monthIndex` (months since 1970-01). */
export function dayInMonth(monthIndex: number, dayOfMonth: number): number {
  return Date.UTC(1970, monthIndex, dayOfMonth) / msPerDay;
}

/** The day number `years` whole years before `day` (approximately: 365.25 days a year). */
export function yearsBefore(day: number, years: number): number {
  return day - Math.round(years * 365.25);
}

function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}
