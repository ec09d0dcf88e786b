/** A table to render: a header, rows of cells, and which columns are right-aligned (numbers). */
export interface Table {
  header: string[];
  rows: string[][];
  rightAligned?: readonly number[];
}

/** Renders a table as aligned plain text for a terminal. */
export function renderTextTable(table: Table): string {
  const widths = table.header.map((cell, column) =>
    Math.max(cell.length, ...table.rows.map((row) => (row[column] ?? '').length)),
  );
  const right = new Set(table.rightAligned ?? []);
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) =>
        right.has(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(table.header), widths.map((width) => '-'.repeat(width)).join('  '), ...table.rows.map(line)].join('\n');
}

/** Renders a table as GitHub-flavoured Markdown. */
export function renderMarkdownTable(table: Table): string {
  const right = new Set(table.rightAligned ?? []);
  // Why escape pipes: case labels hold SQL such as `a | b` would break the row.
  const cell = (text: string): string => text.replaceAll('|', '\\|');
  const line = (cells: readonly string[]): string => `| ${cells.map(cell).join(' | ')} |`;
  const rule = `| ${table.header.map((_, column) => (right.has(column) ? '---:' : '---')).join(' | ')} |`;
  return [line(table.header), rule, ...table.rows.map(line)].join('\n');
}
