/** A Brazilian zip code (CEP) as 79117-101 when it has 8 digits; anything else as given. */
export function formatCep(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 8 || !/^[\d.\-\s]+$/.test(value)) return value;
  return `${digits.slice(0, 5)}-${digits.slice(5)}`;
}
