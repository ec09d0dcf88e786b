const two = (value: number): string => String(value).padStart(2, '0');

/**
 * A journal time (ISO, UTC) in the office's own clock as dd/mm/aaaa hh:mm:ss, in either language: the app's one
 * date format (renderer/format/dates.ts), so English mode never reads "12/2/26, 1:05 PM" beside "02/12/2026".
 */
export function localDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
  return `${day} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}
