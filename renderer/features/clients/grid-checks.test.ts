import { describe, expect, it } from 'vitest';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { checksOf, freshRecords, noChecks, pageAllChecked, rangeRows, withChecks } from './grid-checks.ts';

const client = (pk: number, name = `Cliente ${pk}`): ClientRecord =>
  ({ client_pk: pk, client_complete_name: name }) as ClientRecord;
const page = [10, 11, 12, 13, 14].map((pk) => client(pk));
const pks = (records: Iterable<ClientRecord>): number[] => [...records].map((record) => record.client_pk);

describe('grid checks', () => {
  it('checks and unchecks records, keeping the order they were checked in', () => {
    const some = withChecks(withChecks(noChecks, [client(12)], true), [client(10), client(5)], true);
    expect([...some.keys()]).toEqual([12, 10, 5]);
    expect([...withChecks(some, [client(10)], false).keys()]).toEqual([12, 5]);
    expect(noChecks.size).toBe(0);
  });

  it('knows when the whole page is checked', () => {
    expect(pageAllChecked(withChecks(noChecks, page, true), page)).toBe(true);
    expect(pageAllChecked(withChecks(noChecks, page.slice(1), true), page)).toBe(false);
    expect(pageAllChecked(noChecks, [])).toBe(false);
  });

  it('checks a range from the anchor, else from the selected row, else the clicked row alone', () => {
    expect(pks(rangeRows(page, 3, 11, 0))).toEqual([11, 12, 13]);
    expect(pks(rangeRows(page, 0, 13, undefined))).toEqual([10, 11, 12, 13]);
    expect(pks(rangeRows(page, 4, 99, 2))).toEqual([12, 13, 14]);
    expect(pks(rangeRows(page, 1, undefined, undefined))).toEqual([11]);
  });

  it('sets exactly the given clients, with records from the checks or the page', () => {
    const elsewhere = withChecks(noChecks, [client(3)], true);
    const next = checksOf([3, 12, 77], elsewhere, page);
    expect([...next.keys()]).toEqual([3, 12]);
    expect(next.get(12)).toBe(page[2]);
  });

  it('answers the page’s copy of a checked record when the page holds it', () => {
    const stale = withChecks(noChecks, [client(11, 'Nome antigo'), client(3)], true);
    const records = freshRecords(stale, page);
    expect(records.map((record) => record.client_complete_name)).toEqual(['Cliente 11', 'Cliente 3']);
  });
});
