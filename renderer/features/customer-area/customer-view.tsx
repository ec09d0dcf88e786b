import { Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerInvoiceActions } from '../invoice-copy/index.ts';
import { useProfileId } from '../session/index.ts';
import { ConnectionDetails } from './connection-details.tsx';
import { CustomerHeader } from './customer-header.tsx';
import { CustomerListTab } from './customer-list-tab.tsx';
import { useCloseCustomer } from './customer-queries.ts';
import { requestDraft, useCustomerArea, type OpenCustomer } from './customer-store.ts';
import { InvoiceTotals } from './invoice-totals.tsx';
import { customerLists, type CustomerListKind } from './list-columns.ts';
import { PasswordModal } from './password-modal.tsx';
import { mayDo } from './permissions.ts';
import { SupportOrderDetails } from './support-order-details.tsx';
import { SupportOrderModal } from './support-order-modal.tsx';
import { useReopenFromCopy } from './use-reopen-from-copy.ts';

/** One open customer: the configuration header with the actions, and the four lists as tabs. */
export function CustomerView({ customer }: { customer: OpenCustomer }) {
  const { t } = useTranslation('customer-area');
  const profileId = useProfileId();
  const close = useCloseCustomer();
  const { draftFor } = useCustomerArea();
  const [tab, setTab] = useState<CustomerListKind>('contracts');
  const [supportForm, setSupportForm] = useState<{ restore: boolean } | undefined>();
  const [passwordForm, setPasswordForm] = useState(false);
  // Why (issue 46): an area opened from the local copy only reads it; the real one takes its place when the server is back.
  useReopenFromCopy(customer, true);

  // A draft of this customer's support order was chosen in the drafts offer: the form opens with it.
  const draftWanted =
    draftFor !== undefined &&
    draftFor.toLowerCase() === customer.username.toLowerCase() &&
    mayDo(customer.config, 'supportOrders');
  const shownForm = supportForm ?? (draftWanted ? { restore: true } : undefined);
  const closeSupportForm = () => {
    setSupportForm(undefined);
    if (draftWanted) requestDraft(undefined);
  };

  return (
    <Stack gap="sm" data-customer={customer.username}>
      <CustomerHeader
        customer={customer}
        onSupportOrder={() => setSupportForm({ restore: false })}
        onPassword={() => setPasswordForm(true)}
        onClose={() => close.mutate(customer.customerId)}
        closing={close.isPending}
      />
      <Tabs value={tab} onChange={(value) => value && setTab(value as CustomerListKind)} keepMounted={false}>
        <Tabs.List aria-label={t('tabs.label')}>
          {customerLists.map((kind) => (
            <Tabs.Tab key={kind} value={kind} data-tab={kind}>
              {t(`tabs.${kind}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="contracts" pt="xs">
          <CustomerListTab customer={customer} kind="contracts" />
        </Tabs.Panel>
        <Tabs.Panel value="invoices" pt="xs">
          <CustomerListTab
            customer={customer}
            kind="invoices"
            summary={(page, today) => <InvoiceTotals page={page} today={today} />}
            // The chosen invoice's second copy (issue 18): PIX, typeable line, boleto, WhatsApp, e-mail.
            detail={(row, cachedAt) => (
              <CustomerInvoiceActions
                row={row}
                cachedAt={cachedAt}
                clientPk={customer.clientPk}
                payer={customer.label}
                beneficiary={customer.config.title ?? undefined}
              />
            )}
          />
        </Tabs.Panel>
        <Tabs.Panel value="connections" pt="xs">
          <CustomerListTab
            customer={customer}
            kind="connections"
            detail={(row) => <ConnectionDetails record={row} />}
          />
        </Tabs.Panel>
        <Tabs.Panel value="supportOrders" pt="xs">
          <CustomerListTab
            customer={customer}
            kind="supportOrders"
            detail={(row) => <SupportOrderDetails record={row} clientId={customer.clientPk ?? customer.username} />}
          />
        </Tabs.Panel>
      </Tabs>
      {shownForm && (
        <SupportOrderModal
          customer={customer}
          profileId={profileId}
          restoreAtOnce={shownForm.restore}
          onClose={closeSupportForm}
          onCreated={() => setTab('supportOrders')}
        />
      )}
      {passwordForm && <PasswordModal customer={customer} onClose={() => setPasswordForm(false)} />}
    </Stack>
  );
}
