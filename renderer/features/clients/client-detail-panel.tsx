import { Button, CloseButton, DataList, Group, Paper, ScrollArea, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { clientFields } from '../../grid/client-fields.ts';
import styles from '../../grid/grid.module.css';
import { fieldText } from '../../grid/cell-text.ts';
import { otherFields } from './other-fields.ts';
import { StatusActionButton } from '../registration/index.ts';
import { OpenCustomerAreaButton } from '../customer-area/index.ts';
import { OpenCardButton } from '../client-card/index.ts';
import { DossierButton } from '../dossier/index.ts';
import { StatusBadge } from '../../grid/status-badge.tsx';
import { knownName, typedFieldLabel } from '../../grid/typed-fields.ts';
import { MaskedValue, maskKindOfField } from '../../privacy/index.ts';

/** What the detail panel shows and reports. */
export interface ClientDetailPanelProps {
  record: ClientRecord;
  onClose: () => void;
  onEdit: (clientPk: number) => void;
}

/** The selected client's every field, labelled and formatted, beside the grid (the grid keeps working). */
export function ClientDetailPanel({ record, onClose, onEdit }: ClientDetailPanelProps) {
  const { t } = useTranslation('clients');
  const extra = otherFields(record, {
    // Why words: main adds `client_password_known` to say whether the card can open the area without asking.
    label: (key) => (key === 'client_password_known' ? t('detail.passwordKnown') : undefined),
    value: (key, value) =>
      key === 'client_password_known'
        ? value === true
          ? t('detail.passwordKnownYes')
          : t('detail.passwordKnownNo')
        : undefined,
    yes: t('detail.yes'),
    no: t('detail.no'),
  });
  return (
    <Paper
      component="aside"
      aria-label={t('detail.label')}
      withBorder
      w={400}
      miw={400}
      p="sm"
      style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      data-client-detail={record.client_pk}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb={6}>
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h3" lineClamp={2}>
            {knownName(record)}
          </Title>
          <Group gap="xs" mt={4}>
            <StatusBadge code={record.client_status} />
            <Text size="xs" className={styles.muted}>
              #{record.client_pk}
            </Text>
          </Group>
        </div>
        <CloseButton aria-label={t('detail.close')} onClick={onClose} />
      </Group>
      <Group gap={6} mb="xs">
        <OpenCardButton record={record} />
        <Button variant="light" onClick={() => onEdit(record.client_pk)} data-action="edit">
          {t('detail.edit')}
        </Button>
        <StatusActionButton record={record} />
        <OpenCustomerAreaButton record={record} />
        <DossierButton record={record} />
      </Group>
      {/* Why focusable: a scrolling region must be reachable by keyboard to be scrolled (axe). */}
      <ScrollArea
        type="auto"
        style={{ flex: 1 }}
        offsetScrollbars
        viewportProps={{ tabIndex: 0, 'aria-label': t('detail.label') }}
      >
        <DataList size="sm" gap={6} labelWidth={140} withDivider>
          {clientFields.map((field) => {
            const text = fieldText(field, record[field.id], t, 'detail');
            // Why per type: a company's client_lastname is its nome fantasia, never a "Sobrenome".
            const label = typedFieldLabel(field.id, record.client_type, t) ?? t(`field.${field.id}`);
            const empty = (
              <Text span className={styles.muted}>
                {t('detail.empty')}
              </Text>
            );
            return (
              <DataList.Item key={field.id} data-field={field.id}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue
                  style={{
                    whiteSpace: field.kind === 'multiline' || field.kind === 'list' ? 'pre-wrap' : undefined,
                    overflowWrap: 'anywhere',
                  }}
                >
                  {maskKindOfField(field.id) ? (
                    <MaskedValue
                      clientId={record.client_pk}
                      field={field.id}
                      value={record[field.id]}
                      label={label}
                      empty={empty}
                    />
                  ) : (
                    text || empty
                  )}
                </DataList.ItemValue>
              </DataList.Item>
            );
          })}
        </DataList>
        {extra.length > 0 && (
          <>
            <Text size="sm" fw={600} mt="md" mb={4}>
              {t('detail.other')}
            </Text>
            <DataList size="sm" gap={6} labelWidth={140} withDivider>
              {extra.map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList>
          </>
        )}
      </ScrollArea>
    </Paper>
  );
}
