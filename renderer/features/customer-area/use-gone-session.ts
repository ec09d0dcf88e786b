import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isDeskError } from '../../api/desk-error.ts';
import { markExpired, removeCustomer, type OpenCustomer } from './customer-store.ts';

/**
 * When main answers NOT_FOUND for a customer (its session was closed, say by a sign-out), the screen forgets
 * that customer and says so; SESSION_EXPIRED (main could not resume it) marks it for the password to be asked again.
 */
export function useGoneSession(customer: OpenCustomer, error: unknown): void {
  const { t } = useTranslation('customer-area');
  const gone = isDeskError(error, 'NOT_FOUND');
  const expired = isDeskError(error, 'SESSION_EXPIRED');
  useEffect(() => {
    if (expired) markExpired(customer.customerId);
  }, [expired, customer.customerId]);
  useEffect(() => {
    if (!gone) return;
    removeCustomer(customer.customerId);
    notifications.show({ message: t('closed', { username: customer.username }), color: 'blue' });
  }, [gone, customer.customerId, customer.username, t]);
}
