import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../shared/ipc/audit-schema.ts';
import { useMaskingPolicy } from '../../privacy/index.ts';
import { clientLine, entryDetails } from './entry-details.ts';
import { journalWords } from './journal-words.ts';
import { kindKey } from './kind-key.ts';
import { localDateTime } from './local-time.ts';

const kindColor = (kind: AuditEntry['kind']): string =>
  kind === 'reveal' || kind === 'export' || kind === 'dossier'
    ? 'grape'
    : kind === 'client.remove'
      ? 'red'
      : kind === 'client.create' || kind === 'client.reactivate'
        ? 'green'
        : 'blue';

/** The journal's entries as a table: when, who, what kind, which client, and what it did (offices by name). */
export function ActivityTable({
  rows,
  offices,
}: {
  rows: readonly AuditEntry[];
  offices: ReadonlyMap<number, string>;
}) {
  const { t, i18n } = useTranslation('activity-log');
  const policy = useMaskingPolicy();
  // Why masked here too: the screen lists client data like the grid does; the CSV export (journaled) is whole.
  const words = journalWords(i18n, policy, offices);
  return (
    <Table striped highlightOnHover verticalSpacing="xs" data-activity-table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('columns.when')}</Table.Th>
          <Table.Th>{t('columns.operator')}</Table.Th>
          <Table.Th>{t('columns.kind')}</Table.Th>
          <Table.Th>{t('columns.client')}</Table.Th>
          <Table.Th>{t('columns.details')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((entry) => {
          const details = entryDetails(entry, words);
          return (
            <Table.Tr key={`${entry.operator}-${entry.seq}`} data-entry-kind={entry.kind}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{localDateTime(entry.at)}</Table.Td>
              <Table.Td>{entry.operator}</Table.Td>
              <Table.Td>
                <Badge color={kindColor(entry.kind)} variant="light">
                  {t(`kinds.${kindKey(entry.kind)}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{clientLine(entry)}</Table.Td>
              <Table.Td>
                {details.length === 0 ? (
                  <Text size="sm">{t('details.none')}</Text>
                ) : (
                  details.map((line) => (
                    <Text size="sm" key={line}>
                      {line}
                    </Text>
                  ))
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
