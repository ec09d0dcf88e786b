import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { plainText } from '../../grid/cell-text.ts';
import { GridValue, listColumns, shownColumns, useCodeLabels, type ListColumn } from '../customer-area/index.ts';

type Row = Readonly<Record<string, unknown>>;
/** A client-area list the card shows. */
export type CardListKind = keyof typeof listColumns;

/** The columns of a list, by their ids, in the order given (ids the list does not know are left out). */
export function cardColumns(kind: CardListKind, ids: readonly string[]): ListColumn[] {
  return ids.flatMap((id) => listColumns[kind].filter((column) => column.id === id));
}

/** What a compact table shows. */
export interface CardTableProps {
  kind: CardListKind;
  columns: readonly ListColumn[];
  rows: readonly Row[];
  rowKey: string;
  today: string;
  label: string;
  stale?: boolean;
  /** Extra cells after the columns (the invoice copy actions, say), with their header. */
  extra?: { header: string; cell: (row: Row) => React.ReactNode; wrap?: boolean };
}

/** A small read-only table of client-area rows, each value written as the customer area writes it. */
export function CardTable({ kind, columns: asked, rows, rowKey, today, label, stale, extra }: CardTableProps) {
  const { t } = useTranslation('customer-area');
  const labels = useCodeLabels();
  const columns = shownColumns(asked, labels);
  return (
    // Why focusable and named: on a narrow window the table scrolls sideways, and a scrolling region must be
    // reachable by keyboard to be scrolled (axe).
    <Table.ScrollContainer minWidth={520} type="native" tabIndex={0} role="region" aria-label={label}>
      <Table
        striped
        withTableBorder
        verticalSpacing={4}
        fz="sm"
        aria-label={label}
        aria-busy={stale || undefined}
        data-card-table={kind}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.id} data-column={column.id} style={{ whiteSpace: 'nowrap' }}>
                {t(`column.${column.id}` as 'column.invoice_pk')}
              </Table.Th>
            ))}
            {extra && <Table.Th style={{ whiteSpace: 'nowrap' }}>{extra.header}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={plainText(row[rowKey])} data-row-key={plainText(row[rowKey])}>
              {columns.map((column) => {
                const numeric = column.kind === 'money' || column.kind === 'number' || column.kind === 'decimal';
                return (
                  <Table.Td
                    key={column.id}
                    ta={numeric ? 'right' : undefined}
                    ff={column.kind === 'mac' || column.kind === 'ip' ? 'monospace' : undefined}
                    style={{ whiteSpace: column.id === 'os_obs' ? 'normal' : 'nowrap' }}
                    data-cell={column.id}
                  >
                    <GridValue column={column} row={row} today={today} labels={labels} />
                  </Table.Td>
                );
              })}
              {extra && (
                <Table.Td style={{ whiteSpace: extra.wrap ? 'normal' : 'nowrap' }} data-cell="extra">
                  {extra.cell(row)}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
