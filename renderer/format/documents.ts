import { formatCnpj } from '../../shared/registration/cnpj.ts';
import { formatCpf } from '../../shared/registration/cpf.ts';

/**
 * A client's document for reading: 123.456.789-09 for a CPF, 12.ABC.345/01DE-35 for a CNPJ (numeric
 * or alphanumeric), told apart by length; anything else is returned as given.
 */
export function formatDocument(value: string | null | undefined): string {
  if (!value) return '';
  const compact = value.replace(/[.\-/\s]/g, '');
  if (/^\d{11}$/.test(compact)) return formatCpf(compact);
  if (/^[0-9A-Za-z]{12}\d{2}$/.test(compact)) return formatCnpj(compact);
  return value;
}
