/** A date cell of a spreadsheet: Excel's serial day number, and whether it carries a time of day. */
export interface ExcelDate {
  excelSerial: number;
  withTime: boolean;
}

const wireDate = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
// Why 25569: Excel's serial of 1970-01-01 in its 1900 date system (days counted from 1899-12-30).
const unixEpochSerial = 25569;
const dayMs = 86_400_000;

/**
 * A wire date (`YYYY-MM-DD`, or a date-time `YYYY-MM-DD HH:MM[:SS]`) as an Excel date; null for anything else,
 * a zero date (`0000-00-00`) and a day that does not exist. Why no Date in the machine's zone: the provider
 * sends its own wall-clock time without an offset, and the sheet must show that same time (as the grid does).
 */
export function excelDateOf(value: string): ExcelDate | null {
  const match = wireDate.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  if (year === undefined || month === undefined || day === undefined) return null;
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(ms);
  // Why checked: Date.UTC rolls 2024-02-31 over into March; such a value is not a date, and stays text.
  if (year < 1900 || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  const withTime = hour !== 0 || minute !== 0 || second !== 0;
  return { excelSerial: ms / dayMs + unixEpochSerial, withTime };
}
