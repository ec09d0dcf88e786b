import { Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/language.ts';
import { formatMoney } from '../../format/money.ts';
import { GridPager } from '../../grid/grid-pager.tsx';
import { clampPage, pageCount } from '../../grid/paging.ts';
import {
  invoiceStatus,
  useCodeLabels,
  useCustomerList,
  useGoneSession,
  type InvoiceRow,
  type OpenCustomer,
} from '../customer-area/index.ts';
import { InvoiceCopyActions, type PayableFields } from '../invoice-copy/index.ts';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { CardSection, SectionState } from './card-section.tsx';
import { CardTable, cardColumns } from './card-table.tsx';
import { pendingInvoices } from './pending-invoices.ts';
import { clientName } from './use-card-session.ts';

// Why one large page, newest due first: the interface filters invoices by nothing, and a customer's unpaid
// invoices are among the latest ones; the card says when the customer has more than were read.
const pendingRead = { page: 1, pageSize: 500, sort: 'invoice_date_due', desc: true } as const;
const pendingColumns = cardColumns('invoices', [
  'invoice_status',
  'invoice_date_due',
  'invoice_amount_document',
  'contract_number',
  'invoice_pk',
]);
const historyColumns = cardColumns('invoices', [
  'invoice_status',
  'invoice_date_due',
  'invoice_amount_document',
  'invoice_date_credit',
  'invoice_amount_paid',
  'contract_number',
  'invoice_pk',
]);

/** The invoices still owed (overdue first) with their totals: the first thing asked on the phone. */
export function PendingInvoicesSection({
  customer,
  record,
  today,
}: {
  customer: OpenCustomer;
  record: ClientRecord;
  today: string;
}) {
  const { t, i18n } = useTranslation('client-card');
  const query = useCustomerList(customer.customerId, 'invoices', pendingRead);
  useGoneSession(customer, query.error);
  const rows = (query.data?.rows ?? []) as readonly InvoiceRow[];
  const labels = useCodeLabels();
  const pending = pendingInvoices(rows, (row) => invoiceStatus(row, today, labels));
  const money = (cents: number) => formatMoney(cents / 100, i18n.language as Language);
  const state = SectionState({ query, empty: false });
  return (
    <CardSection
      id="pending-invoices"
      title={t('section.pending')}
      cachedAt={query.data?.cachedAt}
      readAt={query.dataUpdatedAt}
    >
      {state ?? (
        <Stack gap={6}>
          <Group gap="lg" wrap="wrap" data-pending-totals>
            <Text size="sm" fw={700} data-total="due" data-cents={pending.due.cents}>
              {t('section.pendingTotal', { amount: money(pending.due.cents), count: pending.due.count })}
            </Text>
            {pending.due.unreadable > 0 && (
              // Why said: a total that could not read an amount is not the whole debt (issue 44).
              <Text size="sm" c="red.8" data-unreadable={pending.due.unreadable}>
                {t('section.unreadable', { count: pending.due.unreadable })}
              </Text>
            )}
            <Text size="sm" data-total="overdue" data-cents={pending.overdue.cents}>
              {t('section.overdueTotal', { amount: money(pending.overdue.cents), count: pending.overdue.count })}
            </Text>
            <Text size="sm" data-total="open" data-cents={pending.open.cents}>
              {t('section.openTotal', { amount: money(pending.open.cents), count: pending.open.count })}
            </Text>
          </Group>
          {(query.data?.total ?? 0) > rows.length && (
            <Text size="xs">{t('section.pendingOfLatest', { count: rows.length })}</Text>
          )}
          {pending.invoices.length === 0 ? (
            <Text size="sm" data-pending-none>
              {t('section.noPending')}
            </Text>
          ) : (
            <CardTable
              kind="invoices"
              columns={pendingColumns}
              rows={pending.invoices.map((invoice) => invoice.row)}
              rowKey="invoice_pk"
              today={today}
              label={t('section.pending')}
              extra={{
                header: t('section.secondCopy'),
                wrap: true,
                // Why the record's phones and e-mails: the second copy is sent to the client's own contacts.
                cell: (row) => (
                  <InvoiceCopyActions
                    invoice={row as unknown as PayableFields}
                    clientPk={record.client_pk}
                    phones={record.client_phones}
                    emails={record.client_mail}
                    payer={clientName(record)}
                    beneficiary={customer.config.title ?? undefined}
                    cachedAt={query.data?.cachedAt}
                  />
                ),
              }}
            />
          )}
        </Stack>
      )}
    </CardSection>
  );
}

/** Every invoice of the customer, newest due first, paged by the server. */
export function InvoiceHistorySection({ customer, today }: { customer: OpenCustomer; today: string }) {
  const { t } = useTranslation('client-card');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const query = useCustomerList(customer.customerId, 'invoices', {
    page,
    pageSize,
    sort: 'invoice_date_due',
    desc: true,
  });
  useGoneSession(customer, query.error);
  const rows = query.data?.rows ?? [];
  const total = query.isPlaceholderData ? undefined : query.data?.total;
  const state = SectionState({ query, empty: rows.length === 0 && !query.isPlaceholderData });
  return (
    <CardSection
      id="invoice-history"
      title={t('section.history')}
      cachedAt={query.isPlaceholderData ? undefined : query.data?.cachedAt}
      readAt={query.isPlaceholderData ? undefined : query.dataUpdatedAt}
    >
      {state ?? (
        <CardTable
          kind="invoices"
          columns={historyColumns}
          rows={rows}
          rowKey="invoice_pk"
          today={today}
          label={t('section.history')}
          stale={query.isPlaceholderData}
        />
      )}
      <GridPager
        page={page}
        pageSize={pageSize}
        total={total}
        onPage={(next) => setPage(clampPage(next, pageCount(total ?? 0, pageSize)))}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </CardSection>
  );
}
