import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { formatCep } from '../../format/cep.ts';

const part = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A client's address in two parts around the street number (masked apart): "Rua X" and "complement · district · city/UF · CEP". */
export function addressParts(record: ClientRecord): { street: string; rest: string } {
  const city = [part(record.cli_addr_province), part(record.cli_addr_state)].filter(Boolean).join('/');
  const zip = part(record.cli_addr_zipcode);
  return {
    street: part(record.cli_addr_address),
    rest: [part(record.cli_addr_completation), part(record.cli_addr_neighborhood), city, zip && formatCep(zip)]
      .filter(Boolean)
      .join(' · '),
  };
}
