import { Button, Divider, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { useDeskEvent } from '../../api/use-desk-event.ts';
import { registerDraftOpener } from '../drafts/index.ts';
import { useOpenCustomer } from './customer-queries.ts';
import { findOpenCustomer, markExpired, requestDraft, showCustomer, useCustomerArea } from './customer-store.ts';
import { CustomerView } from './customer-view.tsx';
import { NewAreaPassword } from './new-area-password.tsx';
import { OpenCustomerForm } from './open-customer-form.tsx';
import { recordLabel } from './record-label.ts';
import { ReopenCustomer } from './reopen-customer.tsx';
import { supportOrderDraftForm } from './support-order-modal.tsx';

/** The customer-area screen: open a customer (user name and password), the customers open as tabs, and the one on screen. */
export function CustomerAreaPage() {
  const { t } = useTranslation('customer-area');
  const { customers, activeId, draftFor, expired } = useCustomerArea();
  const [adding, setAdding] = useState(false);
  // The record of the user name typed, once looked up: when the server sent no password, "Definir nova senha".
  const [found, setFound] = useState<ClientRecord>();
  const open = useOpenCustomer();

  useEffect(
    () =>
      registerDraftOpener(supportOrderDraftForm, (draft) => {
        // The customer's area must be open for its order to be sent: show it, or ask to open it first.
        requestDraft(draft.subject);
        const open = findOpenCustomer(draft.subject);
        if (open) showCustomer(open.customerId);
        else setAdding(true);
      }),
    [],
  );

  useDeskEvent('session:expired', ({ area, customerId }) => {
    // Why here: the shell handles only the operator's session; a customer's is asked for again on its own screen.
    if (area === 'client' && customerId) markExpired(customerId);
  });

  const opened = () => {
    setAdding(false);
    setFound(undefined);
  };
  const showForm = customers.length === 0 || adding;
  return (
    <Stack gap="sm" data-page="customer-area">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        {customers.length > 0 && !adding && (
          <Button variant="default" onClick={() => setAdding(true)} data-action="open-another">
            {t('openAnother')}
          </Button>
        )}
      </Group>
      {showForm && (
        <Paper withBorder p="md" maw={520}>
          <Title order={2} size="h4" mb={4}>
            {t('open.title')}
          </Title>
          <Text size="sm" mb="sm">
            {t('open.hint')}
          </Text>
          <OpenCustomerForm
            key={draftFor ?? ''}
            {...(draftFor ? { suggested: draftFor } : {})}
            onOpened={opened}
            onRecord={setFound}
          />
          {adding && customers.length > 0 && (
            <Button variant="subtle" mt="xs" onClick={() => setAdding(false)}>
              {t('cancel', { ns: 'common' })}
            </Button>
          )}
          {found?.client_username && found.client_password_known !== true && (
            <>
              <Divider my="sm" label={t('open.or')} labelPosition="left" />
              {/* Why open with no password after it: main keeps the password it sent in the update. */}
              <NewAreaPassword
                record={found}
                onDone={() =>
                  open.mutate(
                    { username: found.client_username ?? '', clientPk: found.client_pk, label: recordLabel(found) },
                    { onSuccess: opened },
                  )
                }
              />
            </>
          )}
        </Paper>
      )}
      {customers.length === 0 ? (
        <Text size="sm">{t('intro')}</Text>
      ) : (
        <Tabs
          value={activeId ?? null}
          onChange={(value) => value && showCustomer(value)}
          keepMounted={false}
          variant="outline"
        >
          <Tabs.List aria-label={t('customers')}>
            {customers.map((customer) => (
              <Tabs.Tab key={customer.customerId} value={customer.customerId} data-customer-tab={customer.username}>
                {customer.label === customer.username ? customer.username : `${customer.label} (${customer.username})`}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {customers.map((customer) => (
            <Tabs.Panel key={customer.customerId} value={customer.customerId} pt="sm">
              {expired.includes(customer.customerId) ? (
                <ReopenCustomer customer={customer} />
              ) : (
                <CustomerView customer={customer} />
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
