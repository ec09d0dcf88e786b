import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { indexRange } from './grid-keys.ts';

/** The checked clients by client_pk, in the order they were checked. */
export type Checks = ReadonlyMap<number, ClientRecord>;

/** No client checked. */
export const noChecks: Checks = new Map();

/** `checks` with `records` checked (or unchecked when `check` is false). */
export function withChecks(checks: Checks, records: readonly ClientRecord[], check: boolean): Checks {
  const next = new Map(checks);
  for (const record of records) {
    if (check) next.set(record.client_pk, record);
    else next.delete(record.client_pk);
  }
  return next;
}

/** Whether every row of the page is checked (false for an empty page). */
export function pageAllChecked(checks: Checks, rows: readonly ClientRecord[]): boolean {
  return rows.length > 0 && rows.every((row) => checks.has(row.client_pk));
}

/**
 * The rows a Shift+click on row `to` checks: from the anchor row (the one last checked one by one) when
 * it is on this page, else from the selected row, else just the clicked row.
 */
export function rangeRows(
  rows: readonly ClientRecord[],
  to: number,
  anchorPk: number | undefined,
  selectedIndex: number | undefined,
): ClientRecord[] {
  const anchorIndex = rows.findIndex((row) => row.client_pk === anchorPk);
  const from = anchorIndex >= 0 ? anchorIndex : (selectedIndex ?? to);
  return indexRange(from, to).flatMap((index) => rows[index] ?? []);
}

/** Exactly the clients `pks`, with records from the checks or the page; a client_pk found in neither is left out. */
export function checksOf(pks: Iterable<number>, checks: Checks, rows: readonly ClientRecord[]): Checks {
  const known = new Map(checks);
  for (const row of rows) known.set(row.client_pk, row);
  const next = new Map<number, ClientRecord>();
  for (const pk of pks) {
    const record = known.get(pk);
    if (record) next.set(pk, record);
  }
  return next;
}

/** The checked records, each replaced by the page's copy when the page holds it (fresher after a refresh). */
export function freshRecords(checks: Checks, rows: readonly ClientRecord[]): ClientRecord[] {
  const onPage = new Map(rows.map((row) => [row.client_pk, row]));
  return [...checks.values()].map((record) => onPage.get(record.client_pk) ?? record);
}
