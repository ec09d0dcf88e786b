import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { MaskedValue } from '../../privacy/index.ts';
import { addressParts } from './address-text.ts';

/** The client's address on one line, the street number masked under the privacy policy (with 'Revelar'). */
export function AddressValue({ record, empty }: { record: ClientRecord; empty: ReactNode }) {
  const { t } = useTranslation('client-card');
  const { street, rest } = addressParts(record);
  const number = typeof record.cli_addr_number === 'string' ? record.cli_addr_number.trim() : '';
  if (!street && !number && !rest) return <>{empty}</>;
  return (
    <span data-address>
      {street}
      {number && (
        <>
          {street ? ', ' : ''}
          <MaskedValue
            clientId={record.client_pk}
            field="cli_addr_number"
            value={number}
            label={t('header.streetNumber')}
          />
        </>
      )}
      {rest && `${street || number ? ' · ' : ''}${rest}`}
    </span>
  );
}
