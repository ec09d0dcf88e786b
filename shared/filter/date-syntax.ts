const pattern = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?)?$/;

const isLeapYear = (year: number): boolean => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysIn = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

// Why check the calendar: February 30th should get a clear message here, not a database error.
/** True for `YYYY-MM-DD` or `YYYY-MM-DD HH:MM:SS[.ffffff]` (`T` may replace the space) naming a real moment. */
export function isDateTimeText(text: string): boolean {
  const match = pattern.exec(text);
  if (!match) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match
    .slice(1, 7)
    .map((part) => (part === undefined ? 0 : Number(part)));
  if (year === undefined || month === undefined || day === undefined) return false;
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysIn(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59
  );
}
