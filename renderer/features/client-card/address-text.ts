import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { formatCep } from '../../format/cep.ts';

const part = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A client's address on one line: street and number, complement, neighbourhood, city/state, CEP; '' when none. */
export function addressText(record: ClientRecord): string {
  const street = [part(record.cli_addr_address), part(record.cli_addr_number)].filter(Boolean).join(', ');
  const city = [part(record.cli_addr_province), part(record.cli_addr_state)].filter(Boolean).join('/');
  const zip = part(record.cli_addr_zipcode);
  return [street, part(record.cli_addr_completation), part(record.cli_addr_neighborhood), city, zip && formatCep(zip)]
    .filter(Boolean)
    .join(' · ');
}
