import type { Language } from '../../../shared/language.ts';
import { DataList, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { plainText } from '../../grid/cell-text.ts';
import { presentGroups } from './connection-groups.ts';
import { useCodeLabels } from './use-code-labels.ts';
import { valueText } from './value-text.ts';

/** One connection's fields grouped (identity, network, Wi-Fi, fibre, signal); fields with nothing to say are left out. */
export function ConnectionDetails({ record }: { record: Readonly<Record<string, unknown>> }) {
  const { t, i18n } = useTranslation('customer-area');
  const labels = useCodeLabels();
  const language = i18n.language as Language;
  const groups = presentGroups(record, (field, kind) => valueText(kind, record[field], { field, language, t, labels }));
  const id = plainText(record.network_cpe_pk);
  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-label={t('connection.details', { id })}
      data-connection-details={id}
    >
      <Title order={3} size="h4" mb="xs">
        {t('connection.details', { id })}
      </Title>
      {groups.length === 0 ? (
        <Text size="sm">{t('connection.nothing')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
          {groups.map((group) => (
            <div key={group.id} data-group={group.id}>
              <Text size="sm" fw={600} mb={4}>
                {t(`connection.group.${group.id}`)}
              </Text>
              <DataList size="sm" gap={4} labelWidth={170} withDivider>
                {group.fields.map(({ field, text }) => (
                  <DataList.Item key={field.id} data-field={field.id}>
                    <DataList.ItemLabel>{t(`cpe.${field.id}`)}</DataList.ItemLabel>
                    <DataList.ItemValue
                      style={{
                        overflowWrap: 'anywhere',
                        fontFamily: field.kind === 'mac' || field.kind === 'ip' ? 'monospace' : undefined,
                      }}
                    >
                      {text}
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
