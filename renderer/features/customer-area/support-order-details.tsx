import type { Language } from '../../../shared/language.ts';
import { DataList, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { plainText } from '../../grid/cell-text.ts';
import { isKeyOf } from '../../i18n/is-key-of.ts';
import { MaskedValue } from '../../privacy/index.ts';
import { ptBR } from './locales/pt-BR.ts';
import { otherFieldLabel, supportOrderGroups, type SupportOrderField } from './support-order-fields.ts';
import { useCodeLabels } from './use-code-labels.ts';
import { valueText } from './value-text.ts';

/** One support order as the customer area opens it: everything the server sent, in words, grouped. */
export function SupportOrderDetails({
  record,
  clientId,
}: {
  record: Readonly<Record<string, unknown>>;
  /** The client the order belongs to (for journaling a revealed phone). */
  clientId: number | string;
}) {
  const { t, i18n } = useTranslation('customer-area');
  const labels = useCodeLabels();
  const groups = supportOrderGroups(record);
  const protocol = plainText(record.support_protocol);
  const label = (id: string): string => (isKeyOf(ptBR.order.field, id) ? t(`order.field.${id}`) : otherFieldLabel(id));
  const value = (field: SupportOrderField) => {
    // Why masked: the contact phone is personal data, shown as every other phone is (revealed on purpose).
    if (field.kind === 'phone')
      return (
        <MaskedValue
          clientId={clientId}
          field="support_phone"
          kind="phone"
          value={record[field.id]}
          label={label(field.id)}
        />
      );
    return valueText(field.kind, record[field.id], { field: field.id, language: i18n.language as Language, t, labels });
  };
  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-label={t('order.details', { protocol })}
      data-order-details={protocol}
    >
      <Title order={3} size="h4" mb="xs">
        {t('order.details', { protocol })}
      </Title>
      {groups.length === 0 ? (
        <Text size="sm">{t('order.nothing')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {groups.map((group) => (
            <div key={group.id} data-group={group.id}>
              <Text size="sm" fw={600} mb={4}>
                {t(`order.group.${group.id}`)}
              </Text>
              <DataList size="sm" gap={4} labelWidth={190} withDivider>
                {group.fields.map((field) => (
                  <DataList.Item key={field.id} data-field={field.id}>
                    <DataList.ItemLabel>{label(field.id)}</DataList.ItemLabel>
                    <DataList.ItemValue style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                      {value(field)}
                    </DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList>
            </div>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}
