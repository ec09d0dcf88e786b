/** Height of a row and of the header, width of the check column, in pixels (kept in step with grid.module.css). */
export const gridMetrics = { rowHeight: 30, headerHeight: 33, checkWidth: 32 } as const;
