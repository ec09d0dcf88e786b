import { Button, Divider, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { useRoute } from '../../router/router.ts';
import { useOpenCustomer } from './customer-queries.ts';
import { findOpenCustomer, showCustomer } from './customer-store.ts';
import { NewAreaPassword } from './new-area-password.tsx';
import { OpenCustomerForm } from './open-customer-form.tsx';

/**
 * "Open customer area" for a client record: logs in with its client-area user name and the password main kept,
 * with no prompt; when main has none, the two honest ways: the password the customer says, or a new one.
 */
export function OpenCustomerAreaButton({ record }: { record: ClientRecord }) {
  const { t } = useTranslation('customer-area');
  const [, navigate] = useRoute();
  const open = useOpenCustomer();
  const [asking, setAsking] = useState(false);
  const username = record.client_username?.trim() ?? '';
  const label = record.client_complete_name ?? [record.client_name, record.client_lastname].filter(Boolean).join(' ');
  const show = () => navigate('customer-area');

  const start = () => {
    const already = findOpenCustomer(username);
    if (already) {
      showCustomer(already.customerId);
      show();
      return;
    }
    // Why try without a password first: main may hold the one the server sent in the record (the page never sees it).
    if (record.client_password_known === true) openKept();
    else setAsking(true);
  };
  const openKept = () =>
    open.mutate(
      { username, clientPk: record.client_pk, label },
      {
        onSuccess: () => {
          setAsking(false);
          show();
        },
        onError: () => setAsking(true),
      },
    );

  return (
    <>
      <Button
        variant="light"
        onClick={start}
        loading={open.isPending}
        disabled={!username}
        title={username ? undefined : t('open.noUsername')}
        data-action="open-customer-area"
      >
        {t('open.button')}
      </Button>
      {asking && (
        <Modal
          opened
          onClose={() => setAsking(false)}
          closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}
          title={t('open.dialogTitle', { name: label || username })}
          data-dialog="open-customer"
        >
          <Text size="sm" mb="sm">
            {t(record.client_password_known === true ? 'open.passwordNeeded' : 'open.noPassword')}
          </Text>
          <OpenCustomerForm
            username={username}
            clientPk={record.client_pk}
            label={label}
            onOpened={() => {
              setAsking(false);
              show();
            }}
          />
          <Divider my="sm" label={t('open.or')} labelPosition="left" />
          {/* Why open with no password after it: main keeps the password it sent in the update. */}
          <NewAreaPassword record={record} onDone={openKept} />
        </Modal>
      )}
    </>
  );
}
