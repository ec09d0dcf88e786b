/** When a pending draft was kept, as dd/mm hh:mm in the machine's time (drafts are local, so is their clock). */
export function formatKeptAt(savedAt: number): string {
  const date = new Date(savedAt);
  const two = (value: number): string => String(value).padStart(2, '0');
  return `${two(date.getDate())}/${two(date.getMonth() + 1)} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
