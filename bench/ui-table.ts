/** The page phase's table, shared by the terminal and Markdown reports. */
import { formatCount, formatDuration, formatLatency } from './format.ts';
import type { Table } from './tables.ts';
import { droppedFrameMs, filterPaintTargetMs, firstScreenJsTargetBytes, type UiFigures } from './ui-figures.ts';

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KB`;
const verdict = (met: boolean): string => (met ? 'met' : 'NOT MET');

/** Figure, value and target/verdict of each page measurement. */
export function uiTable(ui: UiFigures): Table {
  const { firstScreenJs: js, filterPaint: paint, scroll, browserStart: start } = ui;
  return {
    header: ['figure', 'value', 'target'],
    rows: [
      [`first-screen JavaScript, gzip (${js.files.length} files, ${kib(js.bytes)} raw)`, kib(js.gzipBytes), `< ${kib(firstScreenJsTargetBytes)}: ${verdict(js.gzipBytes < firstScreenJsTargetBytes)}`],
      [
        `filter applied → rows painted, p50 / p95 (${paint.count} runs, ${formatLatency(paint.min)}–${formatLatency(paint.max)} ms)`,
        `${formatLatency(paint.p50)} / ${formatLatency(paint.p95)} ms`,
        `< ${filterPaintTargetMs} ms (p50): ${verdict(paint.p50 < filterPaintTargetMs)}`,
      ],
      [
        `scrolling a ${formatCount(scroll.rows)}-row page: frames, over ${droppedFrameMs} ms, worst`,
        `${scroll.frames} frames in ${formatDuration(scroll.durationMs)}, ${scroll.droppedFrames} over ${droppedFrameMs} ms, worst ${formatLatency(scroll.worstFrameMs)} ms`,
        'printed, not judged',
      ],
      [
        'browser mode start → login form (core + web host + fresh page)',
        `${formatDuration(start.totalMs)} (core ${formatDuration(start.coreMs)}, host ${formatDuration(start.hostMs)}, page ${formatDuration(start.pageMs)})`,
        '–',
      ],
    ],
  };
}
