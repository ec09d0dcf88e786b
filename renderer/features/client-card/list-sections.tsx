import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCustomerList, useGoneSession, type OpenCustomer } from '../customer-area/index.ts';
import { CardSection, SectionState } from './card-section.tsx';
import { CardTable, cardColumns } from './card-table.tsx';
import { withSignal } from './signal-text.ts';

const contractColumns = cardColumns('contracts', [
  'contract_number',
  'contract_plan_name',
  'contract_status',
  'contract_amount',
  'contract_pay_day',
]);
const connectionColumns = cardColumns('connections', [
  'network_cpe_username',
  'network_cpe_ip',
  'network_cpe_mac',
  'network_cpe_status',
  'contract_pk',
]);
const orderColumns = cardColumns('supportOrders', [
  'support_protocol',
  'task_name',
  'os_done',
  'os_date_entry',
  'os_date_sched',
  'os_obs',
]);
// Why these sizes: a customer has a few contracts and connections; the card shows the latest orders only.
const contractsRead = { page: 1, pageSize: 50, sort: 'contract_number', desc: false } as const;
const connectionsRead = { page: 1, pageSize: 50, sort: 'network_cpe_pk', desc: false } as const;
const ordersRead = { page: 1, pageSize: 5, sort: 'os_date_entry', desc: true } as const;

/** The customer's contracts. */
export function ContractsSection({ customer, today }: { customer: OpenCustomer; today: string }) {
  const { t } = useTranslation('client-card');
  const query = useCustomerList(customer.customerId, 'contracts', contractsRead);
  useGoneSession(customer, query.error);
  const rows = query.data?.rows ?? [];
  return (
    <CardSection
      id="contracts"
      title={t('section.contracts')}
      cachedAt={query.data?.cachedAt}
      readAt={query.dataUpdatedAt}
    >
      {SectionState({ query, empty: rows.length === 0 }) ?? (
        <CardTable
          kind="contracts"
          columns={contractColumns}
          rows={rows}
          rowKey="contract_pk"
          today={today}
          label={t('section.contracts')}
        />
      )}
    </CardSection>
  );
}

/** The customer's connections: IP, MAC, status, and the signal where the server sent one. */
export function ConnectionsSection({ customer, today }: { customer: OpenCustomer; today: string }) {
  const { t, i18n } = useTranslation('client-card');
  const query = useCustomerList(customer.customerId, 'connections', connectionsRead);
  useGoneSession(customer, query.error);
  const rows = query.data?.rows ?? [];
  return (
    <CardSection
      id="connections"
      title={t('section.connections')}
      cachedAt={query.data?.cachedAt}
      readAt={query.dataUpdatedAt}
    >
      {SectionState({ query, empty: rows.length === 0 }) ?? (
        <CardTable
          kind="connections"
          columns={connectionColumns}
          rows={rows}
          rowKey="network_cpe_pk"
          today={today}
          label={t('section.connections')}
          extra={{ header: t('section.signal'), cell: (row) => withSignal(row, i18n.language) }}
        />
      )}
    </CardSection>
  );
}

/** The customer's latest support orders. */
export function SupportOrdersSection({ customer, today }: { customer: OpenCustomer; today: string }) {
  const { t } = useTranslation('client-card');
  const query = useCustomerList(customer.customerId, 'supportOrders', ordersRead);
  useGoneSession(customer, query.error);
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;
  return (
    <CardSection
      id="support-orders"
      title={t('section.supportOrders')}
      cachedAt={query.data?.cachedAt}
      readAt={query.dataUpdatedAt}
      extra={
        total > rows.length ? (
          <Text size="xs">{t('section.moreOrders', { shown: rows.length, total })}</Text>
        ) : undefined
      }
    >
      {SectionState({ query, empty: rows.length === 0 }) ?? (
        <CardTable
          kind="supportOrders"
          columns={orderColumns}
          rows={rows}
          rowKey="support_protocol"
          today={today}
          label={t('section.supportOrders')}
        />
      )}
    </CardSection>
  );
}
