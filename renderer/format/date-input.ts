const datePattern = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** Reads a date typed as dd/mm/aaaa into YYYY-MM-DD, or undefined when it is not a real calendar date. */
export function parseDayMonthYear(text: string): string | undefined {
  const match = datePattern.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
