import { Alert, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OpenCustomer } from './customer-store.ts';
import { OpenCustomerForm } from './open-customer-form.tsx';

/** In place of a customer whose session the server no longer accepts: asks for the password and opens it again in the same place. */
export function ReopenCustomer({ customer }: { customer: OpenCustomer }) {
  const { t } = useTranslation('customer-area');
  return (
    <Paper withBorder p="md" maw={520} data-customer-expired={customer.username}>
      <Alert color="yellow" title={t('expired.title')} mb="sm">
        {t('expired.text', { username: customer.username })}
      </Alert>
      <OpenCustomerForm
        username={customer.username}
        {...(customer.clientPk ? { clientPk: customer.clientPk } : {})}
        label={customer.label}
        replaces={customer.customerId}
        onOpened={() => undefined}
      />
    </Paper>
  );
}
