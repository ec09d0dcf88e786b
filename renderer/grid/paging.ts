/** Page sizes the user may choose (the service allows up to 1000). */
export const pageSizes = [25, 50, 100, 200, 500, 1000] as const;
/** A page size the user may choose. */
export type PageSize = (typeof pageSizes)[number];
/** The page size before the user chooses one. */
export const defaultPageSize: PageSize = 50;

/** Whether a number is one of the offered page sizes. */
export function isPageSize(value: unknown): value is PageSize {
  return (pageSizes as readonly unknown[]).includes(value);
}

/** How many pages `total` rows fill; at least 1, so an empty result still has page 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** A page number kept within 1…count (whole numbers; anything unreadable is page 1). */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, count));
}

/** The `start` offset the service takes for a 1-based page. */
export function pageStart(page: number, pageSize: number): number {
  return (Math.max(1, page) - 1) * pageSize;
}

/** The 1-based numbers of the first and last rows a page shows ("51–100 of 2000"); 0–0 when empty. */
export function pageRowRange(page: number, pageSize: number, total: number): { first: number; last: number } {
  const first = pageStart(page, pageSize) + 1;
  if (total <= 0 || first > total) return { first: 0, last: 0 };
  return { first, last: Math.min(total, first + pageSize - 1) };
}

/** The page that keeps the first row of the current page in view when the page size changes. */
export function pageAfterResize(page: number, oldSize: number, newSize: number): number {
  return Math.floor(pageStart(page, oldSize) / newSize) + 1;
}

/** Reads a typed page number ("12", " 3 "); undefined when it is not a whole number. */
export function parsePageNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : undefined;
}
