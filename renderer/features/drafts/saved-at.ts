/** When a draft was saved, as dd/mm/aaaa hh:mm in the machine's time (drafts are local, so is their clock). */
export function formatSavedAt(savedAt: number): string {
  const date = new Date(savedAt);
  const two = (value: number): string => String(value).padStart(2, '0');
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
