import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditKind } from '../../../shared/ipc/audit-schema.ts';
import { desk } from '../../api/desk.ts';
import { unwrap } from '../../api/desk-error.ts';

/** The screen's filters as the operator sets them (empty ones left out). */
export interface ActivityFilter {
  operator?: string;
  client?: string;
  kind?: AuditKind;
  from?: string;
  to?: string;
}

/** Entries per page of the list. */
export const activityPageSize = 50;

/** The feature's react-query keys (under its own first element, renderer/api/query-keys.ts). */
export const activityKeys = {
  all: ['activity-log'],
  list: (filter: ActivityFilter, page: number) => ['activity-log', 'list', filter, page] as const,
  verify: ['activity-log', 'verify'],
} as const;

/** The filter without empty values, as main takes it. */
export function filterInput(filter: ActivityFilter): ActivityFilter {
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => typeof value === 'string' && value.trim() !== ''),
  );
}

/** One page of the journal, newest first; read again each time the screen opens. */
export function useActivityList(filter: ActivityFilter, page: number) {
  return useQuery({
    queryKey: activityKeys.list(filter, page),
    queryFn: async ({ signal }) =>
      unwrap(
        await desk.auditList(
          { ...filterInput(filter), start: page * activityPageSize, limit: activityPageSize },
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

/** The chain's verification, run every time the screen opens. */
export function useActivityVerification() {
  return useQuery({
    queryKey: activityKeys.verify,
    queryFn: async () => unwrap(await desk.auditVerify({})),
    refetchOnMount: 'always',
    staleTime: 0,
  });
}
