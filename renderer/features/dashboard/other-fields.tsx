import { Code, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OtherField } from './dashboard-figures.ts';

/** Fields of the dashboard record this app does not know, listed plainly as the server sent them. */
export function OtherFields({ fields }: { fields: OtherField[] }) {
  const { t } = useTranslation('dashboard');
  if (fields.length === 0) return null;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="other-fields-title" data-section="other-fields">
      <Title order={2} id="other-fields-title">
        {t('others')}
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {t('othersHint')}
      </Text>
      <Table verticalSpacing={2} withRowBorders={false}>
        <Table.Tbody>
          {fields.map((item) => (
            <Table.Tr key={item.field}>
              <Table.Th w="40%" fw={500}>
                <Code>{item.field}</Code>
              </Table.Th>
              <Table.Td>{item.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
