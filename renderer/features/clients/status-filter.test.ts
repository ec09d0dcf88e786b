import { describe, expect, it } from 'vitest';
import { and, condition } from '../../../shared/filter/builders.ts';
import { OPER_EQUAL, OPER_ILIKE, OPER_NOT_EQUAL } from '../../../shared/filter/opers.ts';
import { defaultStatusView, statusViewFilter } from './status-filter.ts';

describe('statusViewFilter', () => {
  it('starts on active clients', () => {
    expect(defaultStatusView).toBe('active');
  });

  it('is client_status = 0 for Ativos, <> 0 for Inativos, and nothing for Todos', () => {
    expect(statusViewFilter('active', [])).toEqual(and(condition('client_status', OPER_EQUAL, 0)));
    expect(statusViewFilter('inactive', [])).toEqual(and(condition('client_status', OPER_NOT_EQUAL, 0)));
    expect(statusViewFilter('all', [])).toEqual([]);
  });

  it('steps aside when the filter builder already chose a status, at any depth', () => {
    const byStatus = and(condition('client_status', OPER_EQUAL, 3));
    expect(statusViewFilter('active', byStatus)).toEqual([]);
    const nested = and(
      condition('client_complete_name', OPER_ILIKE, '%ana%'),
      and(condition('client.client_status', OPER_EQUAL, 1), condition('offices_pk', OPER_EQUAL, 1)),
    );
    expect(statusViewFilter('active', nested)).toEqual([]);
    const other = and(condition('client_complete_name', OPER_ILIKE, '%ana%'));
    expect(statusViewFilter('active', other)).toEqual(and(condition('client_status', OPER_EQUAL, 0)));
  });
});
