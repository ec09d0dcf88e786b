import { DataList, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { formatDate } from '../../format/dates.ts';
import styles from '../../grid/grid.module.css';
import { StatusBadge } from '../../grid/status-badge.tsx';
import { isCompany, knownName, typedFieldLabel } from '../../grid/typed-fields.ts';
import { MaskedValue } from '../../privacy/index.ts';
import { AddressValue } from './address-value.tsx';
import { DataAgeLabel } from '../common/index.ts';

/** The card's header: the client's name, status and code, the facts asked for on the phone, and the actions. */
export function CardHeader({
  record,
  actions,
  cachedAt,
  readAt,
}: {
  record: ClientRecord;
  actions: ReactNode;
  /** When the record came from the local copy (issue 46): "dados de HH:MM" beside the code. */
  cachedAt?: number | undefined;
  /** When the server answered the record: said while the server does not answer now (issue 46). */
  readAt?: number | undefined;
}) {
  const { t } = useTranslation('client-card');
  const empty = (
    <Text span size="sm" className={styles.muted}>
      {t('header.empty')}
    </Text>
  );
  // Why MaskedValue: CPF/CNPJ, phones, e-mails and the street number show masked under the privacy policy,
  // with 'Revelar' journaled per field (issue 19); phones and e-mails read one item a line (Label: value).
  const personal = (field: string, label: string): ReactNode => (
    <MaskedValue clientId={record.client_pk} field={field} value={record[field]} label={label} empty={empty} />
  );
  // Why per type: a company reads as a company: its CNPJ, and its nome fantasia in its own place under the razão social.
  const company = isCompany(record);
  const document = typedFieldLabel('client_doc1', record.client_type, t) ?? t('header.document');
  const tradeName = record.client_lastname?.trim();
  const facts: ReadonlyArray<{ id: string; label: string; value: ReactNode }> = [
    ...(company ? [{ id: 'trade-name', label: t('header.tradeName'), value: tradeName || empty }] : []),
    { id: 'document', label: document, value: personal('client_doc1', document) },
    { id: 'phones', label: t('header.phones'), value: personal('client_phones', t('header.phones')) },
    { id: 'email', label: t('header.email'), value: personal('client_mail', t('header.email')) },
    { id: 'address', label: t('header.address'), value: <AddressValue record={record} empty={empty} /> },
    { id: 'office', label: t('header.office'), value: record.offices_identification?.trim() || empty },
    { id: 'registered', label: t('header.registered'), value: formatDate(record.client_date_cad) || empty },
    { id: 'username', label: t('header.username'), value: record.client_username?.trim() || empty },
  ];
  return (
    <Paper withBorder p="sm" component="section" aria-label={t('header.label')} data-card-header={record.client_pk}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm" mb="xs">
        <div style={{ minWidth: 0 }}>
          {/* Why focusable by script: a card opened from the keyboard puts the focus on its name (screen readers read it). */}
          <Title order={1} size="h2" lineClamp={2} tabIndex={-1} data-card-name>
            {knownName(record)}
          </Title>
          <Group gap="xs" mt={4}>
            <StatusBadge code={record.client_status} />
            <Text size="sm" className={styles.muted}>
              {t('header.code')} #{record.client_pk}
            </Text>
            <DataAgeLabel cachedAt={cachedAt} readAt={readAt} />
          </Group>
        </div>
        <Group gap={6} role="group" aria-label={t('action.label')} data-card-actions>
          {actions}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing={0}>
        {[facts.slice(0, Math.ceil(facts.length / 2)), facts.slice(Math.ceil(facts.length / 2))].map(
          (column, index) => (
            <DataList key={index} size="sm" gap={4} labelWidth={150} withDivider>
              {column.map((fact) => (
                <DataList.Item key={fact.id} data-fact={fact.id}>
                  <DataList.ItemLabel>{fact.label}</DataList.ItemLabel>
                  <DataList.ItemValue style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                    {fact.value || empty}
                  </DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList>
          ),
        )}
      </SimpleGrid>
    </Paper>
  );
}
