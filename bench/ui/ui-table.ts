/** The page phase's tables, shared by the terminal and Markdown reports. */
import { formatCount, formatDuration, formatLatency } from '../report/format.ts';
import type { RunSpread } from '../common/stats.ts';
import type { Table } from '../report/tables.ts';
import { droppedFrameMs, filterPaintTargetMs, firstScreenJsTargetBytes, type UiFigures } from './ui-figures.ts';

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KB`;
const spread = (runs: RunSpread, format: (value: number) => string): string =>
  `${format(runs.median)} (${runs.runs} runs, ${format(runs.min)}–${format(runs.max)})`;
const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const signed = (bytes: number): string => `${bytes < 0 ? '−' : '+'}${mib(Math.abs(bytes))}`;

/** The plain-DOM list's scroll beside the grid's, when the report has it. */
function baselineRows(ui: UiFigures): string[][] {
  const { baselineScrolls: scrolls, baselineDroppedFrames: dropped } = ui;
  if (!scrolls || !dropped || scrolls.length === 0) return [];
  const worst = Math.max(...scrolls.map((scroll) => scroll.worstFrameMs));
  return [
    [
      `the browser's floor: the same rows in a plain-DOM virtual list (no app code), scrolled the same way`,
      `${spread(dropped, formatCount)} of ${scrolls.map((scroll) => scroll.frames).join(' / ')} frames; worst ${formatLatency(worst)} ms`,
      '– (what the grid is measured against)',
    ],
  ];
}

/** Figure, value (median of the runs and their spread) and target of each page measurement. */
export function uiTable(ui: UiFigures): Table {
  const { firstScreenJs: js, filterPaintP50: paint, droppedFrames, browserStartTotal, soak } = ui;
  const worst = Math.max(...ui.scrolls.map((scroll) => scroll.worstFrameMs));
  const frames = ui.scrolls.map((scroll) => scroll.frames);
  const start = soak.checkpoints[0];
  const end = soak.checkpoints.at(-1);
  return {
    header: ['figure', 'value', 'target'],
    rows: [
      [
        `first-screen JavaScript, gzip (${js.files.length} files, ${kib(js.bytes)} raw)`,
        kib(js.gzipBytes),
        `≤ ${kib(firstScreenJsTargetBytes)}`,
      ],
      [
        `filter applied → rows painted, median of the rounds' p50 (${ui.filterRounds.map((round) => round.samples.length).join('+')} filters)`,
        spread(paint, (ms) => `${formatLatency(ms)} ms`),
        `≤ ${filterPaintTargetMs} ms`,
      ],
      [
        `scrolling a ${formatCount(ui.scrolls[0]?.rows ?? 0)}-row page for 2 s: frames over ${droppedFrameMs} ms`,
        `${spread(droppedFrames, formatCount)} of ${frames.join(' / ')} frames; worst ${formatLatency(worst)} ms; ${ui.scrolls.map((scroll) => formatCount(scroll.elementsAdded)).join(' / ')} elements built`,
        'none dropped (printed)',
      ],
      ...baselineRows(ui),
      [
        'browser mode start → login form (core + web host + fresh page)',
        spread(browserStartTotal, formatDuration),
        '–',
      ],
      [
        `JS heap after GC over ${formatCount(soak.turns)} page turns (start → end)`,
        start && end
          ? `${mib(start.heapUsedBytes)} → ${mib(end.heapUsedBytes)} (${signed(soak.growthBytes)}; trend ${signed(soak.trendBytes)})`
          : '–',
        `no growth (± ${mib(soak.toleranceBytes)})`,
      ],
      [
        'DOM nodes / JS event listeners (start → end)',
        start && end
          ? `${formatCount(start.nodes)} → ${formatCount(end.nodes)} / ${formatCount(start.jsEventListeners)} → ${formatCount(end.jsEventListeners)}`
          : '–',
        'no growth',
      ],
      [
        'heap soak duration',
        `${formatDuration(soak.durationMs)} (${Object.entries(soak.mix)
          .map(([kind, count]) => `${count} ${kind}`)
          .join(', ')})`,
        '–',
      ],
    ],
  };
}

/** The heap soak's checkpoints: turn, heap used after GC, DOM nodes, listeners. */
export function soakTable(ui: UiFigures): Table {
  return {
    header: ['turn', 'heap used', 'heap total', 'DOM nodes', 'listeners', 'documents'],
    rows: ui.soak.checkpoints.map((point) => [
      formatCount(point.turn),
      mib(point.heapUsedBytes),
      mib(point.heapTotalBytes),
      formatCount(point.nodes),
      formatCount(point.jsEventListeners),
      formatCount(point.documents),
    ]),
    rightAligned: [0, 1, 2, 3, 4, 5],
  };
}
