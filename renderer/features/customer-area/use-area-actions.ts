import { useTranslation } from 'react-i18next';
import { useServerNeeded } from '../session/index.ts';
import type { OpenCustomer } from './customer-store.ts';

/**
 * Why a customer's actions that write (a support order, the client-area password) cannot run now, or undefined
 * (issue 46): the server does not answer, or the area was opened from the local copy and only reads.
 */
export function useAreaActionsBlocked(customer: OpenCustomer | undefined): string | undefined {
  const { t } = useTranslation('customer-area');
  const server = useServerNeeded();
  if (server.reason) return server.reason;
  return customer?.cachedAt !== undefined ? t('fromCopy') : undefined;
}
