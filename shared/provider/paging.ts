import { z } from 'zod';
import { formInt, sortColumn, sortDir } from './form-fields.ts';

/** Largest page the service returns in one call (documented in docs/provider-service.md). */
export const maxPageSize = 1000;
/** Page size used when a request names none. */
export const defaultPageSize = 25;
/** Largest `start` accepted; far beyond any real table, it keeps offsets within PostgreSQL's range. */
export const maxStart = 100_000_000;

/** Paging and sorting fields shared by every list operation. */
export const pagingShape = {
  start: formInt.pipe(z.number().min(0, 'must be 0 or more').max(maxStart, `must be at most ${maxStart}`)).optional(),
  limit: formInt
    .pipe(z.number().min(1, 'must be 1 or more').max(maxPageSize, `must be at most ${maxPageSize}`))
    .optional(),
  sort: sortColumn.optional(),
  dir: sortDir.optional(),
};

/** Client-area lists also take `page` (1-based), used to compute `start` when `start` is absent. */
export const clientAreaPagingShape = {
  ...pagingShape,
  page: formInt.pipe(z.number().min(1, 'must be 1 or more').max(maxStart, `must be at most ${maxStart}`)).optional(),
};

/** Paging as the service applies it: defaults filled in, `page` resolved to `start`. */
export interface ResolvedPaging {
  start: number;
  limit: number;
  sort: string | undefined;
  dir: 'ASC' | 'DESC';
}

/** Fills in the documented defaults; `start` wins over `page` when both are given. */
export function resolvePaging(input: {
  start?: number | undefined;
  limit?: number | undefined;
  page?: number | undefined;
  sort?: string | undefined;
  dir?: 'ASC' | 'DESC' | undefined;
}): ResolvedPaging {
  const limit = input.limit ?? defaultPageSize;
  const start = input.start ?? (input.page !== undefined ? (input.page - 1) * limit : 0);
  return { start: Math.min(start, maxStart), limit, sort: input.sort, dir: input.dir ?? 'ASC' };
}
