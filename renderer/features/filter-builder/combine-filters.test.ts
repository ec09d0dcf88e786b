import { describe, expect, it } from 'vitest';
import { between, condition } from '../../../shared/filter/builders.ts';
import { OPER_EQUAL, OPER_ILIKE } from '../../../shared/filter/opers.ts';
import { combineFilters } from './combine-filters.ts';

const search = [condition('client_complete_name', OPER_ILIKE, '%silva%')];
const status = condition('client_status', OPER_EQUAL, 0);

describe('combineFilters', () => {
  it('joins the quick search and the builder with AND', () => {
    expect(combineFilters(search, [status])).toEqual([search[0], { field: 'AND' }, status]);
  });

  it('keeps nested groups and drops the joiners of each side before joining again', () => {
    const range = between('client_pk', 1, 9);
    expect(combineFilters([], [status, { field: 'AND' }, range])).toEqual([status, { field: 'AND' }, range]);
  });

  it('adds nothing for an empty side', () => {
    expect(combineFilters([], [])).toEqual([]);
    expect(combineFilters(search, [])).toEqual(search);
    expect(combineFilters([], [status])).toEqual([status]);
  });
});
