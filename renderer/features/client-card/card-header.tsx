import { DataList, Group, List, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { formatDate } from '../../format/dates.ts';
import { formatDocument } from '../../format/documents.ts';
import styles from '../../grid/grid.module.css';
import { parseLabelledList } from '../../grid/labelled-list.ts';
import { StatusBadge } from '../../grid/status-badge.tsx';
import { addressText } from './address-text.ts';
import { clientName } from './use-card-session.ts';

/** A labelled list (phones, e-mails) as one item a line, "Label: value". */
function LabelledItems({ text, field }: { text: string | null | undefined; field: string }) {
  const items = parseLabelledList(text);
  if (items.length === 0) return null;
  return (
    <List size="sm" listStyleType="none" spacing={0} data-items={field}>
      {items.map((item, index) => (
        <List.Item key={`${index}-${item.value}`}>
          {item.label ? `${item.label}: ` : ''}
          <span style={{ whiteSpace: 'nowrap' }}>{item.value}</span>
        </List.Item>
      ))}
    </List>
  );
}

/** The card's header: the client's name, status and code, the facts asked for on the phone, and the actions. */
export function CardHeader({ record, actions }: { record: ClientRecord; actions: ReactNode }) {
  const { t } = useTranslation('client-card');
  const empty = (
    <Text span size="sm" className={styles.muted}>
      {t('header.empty')}
    </Text>
  );
  const listed = (text: string | null | undefined, field: string): ReactNode =>
    parseLabelledList(text).length > 0 ? <LabelledItems text={text} field={field} /> : empty;
  const facts: ReadonlyArray<{ id: string; label: string; value: ReactNode }> = [
    { id: 'document', label: t('header.document'), value: formatDocument(record.client_doc1) || empty },
    { id: 'phones', label: t('header.phones'), value: listed(record.client_phones, 'phones') },
    { id: 'email', label: t('header.email'), value: listed(record.client_mail, 'email') },
    { id: 'address', label: t('header.address'), value: addressText(record) || empty },
    { id: 'office', label: t('header.office'), value: record.offices_identification?.trim() || empty },
    { id: 'registered', label: t('header.registered'), value: formatDate(record.client_date_cad) || empty },
    { id: 'username', label: t('header.username'), value: record.client_username?.trim() || empty },
  ];
  return (
    <Paper withBorder p="sm" component="section" aria-label={t('header.label')} data-card-header={record.client_pk}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm" mb="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h2" lineClamp={2} data-card-name>
            {clientName(record)}
          </Title>
          <Group gap="xs" mt={4}>
            <StatusBadge code={record.client_status} />
            <Text size="sm" className={styles.muted}>
              {t('header.code')} #{record.client_pk}
            </Text>
          </Group>
        </div>
        <Group gap={6} role="group" aria-label={t('action.label')} data-card-actions>
          {actions}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing={0}>
        {[facts.slice(0, 4), facts.slice(4)].map((column, index) => (
          <DataList key={index} size="sm" gap={4} labelWidth={150} withDivider>
            {column.map((fact) => (
              <DataList.Item key={fact.id} data-fact={fact.id}>
                <DataList.ItemLabel>{fact.label}</DataList.ItemLabel>
                <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{fact.value || empty}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
