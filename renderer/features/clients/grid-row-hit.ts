import type { MouseEvent } from 'react';

/** The row index of the row an event happened in, and whether it was on the row's check box. */
export function rowOf(event: MouseEvent): { index: number; onCheck: boolean } | undefined {
  const target = event.target as Element;
  const row = target.closest<HTMLElement>('[data-row-index]');
  return row ? { index: Number(row.dataset.rowIndex), onCheck: target.closest('[data-check]') !== null } : undefined;
}
