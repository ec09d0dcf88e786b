import type { Verdict } from '../common/measured.ts';
import { formatBytes, formatCount, formatDuration, formatLatency, formatLoad, formatRatio } from '../report/format.ts';
import type { FigureVerdict, ReportSection } from '../report/section.ts';
import { renderMarkdownTable, renderTextTable, type Table } from '../report/tables.ts';
import { wasMeasured, type BranchFigures, type CopySearch, type Maybe } from './branch-figures.ts';

/** Issue 46's targets, at 100,000 clients. */
export const branchTargets = {
  startMs: 300,
  paletteMs: 50,
  refreshMs: 5 * 60_000,
  slowdown: 1.1,
  pixMs: 1000,
  diskBytes: 200 * 2 ** 20,
  memoryBytes: 150 * 2 ** 20,
  compressionRatio: 0.4,
} as const;

/** The client count the issue's targets are set for; smaller runs (`--quick`) report without judging. */
const targetClients = 100_000;

const mib = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

/** A verdict row: judged when measured at the targets' size, otherwise shown and not judged. */
function judged<T extends object>(
  figures: BranchFigures,
  figure: string,
  target: string,
  measured: Maybe<T>,
  show: (value: T) => string,
  meets: (value: T) => boolean,
): FigureVerdict {
  if (!wasMeasured(measured))
    return { figure, value: `not measured: ${measured.notMeasured}`, target, verdict: 'not judged' };
  const verdict: Verdict = figures.clients < targetClients ? 'not judged' : meets(measured) ? 'met' : 'not met';
  return { figure, value: show(measured), target, verdict };
}

/** Every figure of the issue's table, judged. */
export function branchVerdicts(figures: BranchFigures): FigureVerdict[] {
  const clients = formatCount(figures.clients);
  const verdicts: FigureVerdict[] = [];
  for (const start of figures.start) {
    const outage = wasMeasured(start) ? start.outage : undefined;
    verdicts.push(
      judged(
        figures,
        `app start → first grid page from the copy, link down${outage ? ` (${outage})` : ''}, ${clients} clients, main's core (p50)`,
        `≤ ${branchTargets.startMs} ms`,
        start,
        (value) =>
          `p50 ${formatDuration(value.latency.p50)} (p95 ${formatDuration(value.latency.p95)}, ${value.latency.count} starts)`,
        (value) => value.latency.p50 <= branchTargets.startMs,
      ),
    );
  }
  verdicts.push(
    judged(
      figures,
      `keystroke → palette results from the copy, ${clients} clients, clients:search source 'cache' (slowest text's p50)`,
      `≤ ${branchTargets.paletteMs} ms`,
      figures.palette,
      (value) => `p50 ${formatLatency(slowest(value.searches))} ms (all texts ${formatLatency(value.all.p50)} ms)`,
      (value) => slowest(value.searches) <= branchTargets.paletteMs,
    ),
    judged(
      figures,
      `full background refresh of ${clients} clients over the branch link${driven(figures)}`,
      '≤ 5 min',
      figures.refresh,
      (value) => formatDuration(value.refreshMs),
      (value) => value.refreshMs <= branchTargets.refreshMs,
    ),
    judged(
      figures,
      `the clerk's grid page while the refresh runs ÷ without it (p50)${driven(figures)}`,
      `≤ ${formatRatio(branchTargets.slowdown)}`,
      figures.refresh,
      (value) =>
        `${formatRatio(value.slowdown)} (${formatLatency(value.duringRefresh.p50)} vs ${formatLatency(value.withoutRefresh.p50)} ms)`,
      (value) => value.slowdown <= branchTargets.slowdown,
    ),
  );
  for (const pix of figures.pix) {
    const outage = wasMeasured(pix) ? pix.outage : undefined;
    verdicts.push(
      judged(
        figures,
        `CPF typed → PIX on the clipboard, link down${outage ? ` (${outage})` : ''}, client opened before (p50)`,
        `≤ ${formatDuration(branchTargets.pixMs)}`,
        pix,
        (value) => `p50 ${formatDuration(value.latency.p50)} (${value.callers} callers)`,
        (value) => value.latency.p50 <= branchTargets.pixMs,
      ),
    );
  }
  verdicts.push(
    judged(
      figures,
      `the copy on disk, ${clients} clients`,
      '≤ 200 MiB',
      figures.copy,
      (value) => mib(value.diskBytes),
      (value) => value.diskBytes <= branchTargets.diskBytes,
    ),
    judged(
      figures,
      `main's memory with the copy open, ${clients} clients (RSS added)`,
      '≤ +150 MiB',
      figures.memory,
      (value) => `+${mib(value.openBytes - value.beforeBytes)} (heap ${formatBytes(value.heapUsedBytes)})`,
      (value) => value.openBytes - value.beforeBytes <= branchTargets.memoryBytes,
    ),
  );
  const drafts = figures.drafts;
  verdicts.push(
    wasMeasured(drafts)
      ? {
          figure: `offline drafts replayed after reconnect, a scripted run of ${drafts.drafts}`,
          value:
            `${drafts.duplicates} duplicates, ${drafts.lost} lost (${drafts.created} sent, ${drafts.held} held by the check; ` +
            `check p50 ${formatLatency(drafts.steps.check.p50)} ms, send p50 ${formatLatency(drafts.steps.send.p50)} ms, ` +
            `the whole run ${formatDuration(drafts.ms)})`,
          target: '0 duplicates, 0 lost',
          verdict: drafts.duplicates === 0 && drafts.lost === 0 ? 'met' : 'not met',
        }
      : {
          figure: 'offline drafts replayed after reconnect, a scripted run of 200',
          value: `not measured: ${drafts.notMeasured}`,
          target: '0 duplicates, 0 lost',
          verdict: 'not judged',
        },
  );
  return verdicts;
}

/** Says when the refresh was driven by the bench rather than by main's core. */
const driven = (figures: BranchFigures): string =>
  wasMeasured(figures.refresh) && figures.refresh.driver === 'bench'
    ? ' (BackgroundRefresh driven by the bench: main does not run it yet)'
    : '';

const slowest = (searches: readonly CopySearch[]): number => Math.max(...searches.map((search) => search.latency.p50));

/** The issue's figures: measured value, target, verdict. */
function verdictTable(verdicts: readonly FigureVerdict[], compressionRatio: number | undefined): Table {
  const rows = verdicts.map((row) => [row.figure, row.value, row.target, row.verdict]);
  rows.splice(rows.length - 3, 0, [
    '1,000-row page over the branch link, compressed ÷ plain (the compression phase’s figure)',
    compressionRatio === undefined
      ? 'not measured here: the compression phase did not run (`--only compression,branch` takes both)'
      : formatRatio(compressionRatio),
    `≤ ${formatRatio(branchTargets.compressionRatio)}`,
    compressionRatio === undefined
      ? 'not judged'
      : `${compressionRatio <= branchTargets.compressionRatio ? 'met' : 'not met'} (judged in its section)`,
  ]);
  return { header: ['figure', 'measured', 'target', 'verdict'], rows };
}

/** Searches of the copy, directly and through the dispatcher. */
function searchTable(figures: BranchFigures): Table {
  const palette = wasMeasured(figures.palette) ? figures.palette.searches : [];
  return {
    header: ['typed', 'kind', 'found', 'ClientCache.search p50 ms', 'p95', "clients:search 'cache' p50 ms", 'p95'],
    rows: figures.copy.searches.map((search, index) => {
      const through = palette[index];
      return [
        search.shown,
        search.kind,
        formatCount(search.found),
        formatLatency(search.latency.p50),
        formatLatency(search.latency.p95),
        through ? formatLatency(through.latency.p50) : '–',
        through ? formatLatency(through.latency.p95) : '–',
      ];
    }),
    rightAligned: [2, 3, 4, 5, 6],
  };
}

/** The copy's own figures (ClientCache directly). */
function copyTable(figures: BranchFigures): Table {
  const copy = figures.copy;
  return {
    header: ['the copy alone', 'value'],
    rows: [
      ['clients', formatCount(copy.clients)],
      ['filled in pages of 1,000 (sealing each record)', formatDuration(copy.fillMs)],
      ['on disk', mib(copy.diskBytes)],
      ['opened (p50)', formatDuration(copy.openMs.p50)],
      ['first 50-row page after opening (p50)', formatDuration(copy.firstPageMs.p50)],
    ],
    rightAligned: [1],
  };
}

/** The PIX chain's steps, each outage. */
function pixTable(figures: BranchFigures): Table | undefined {
  const measured = figures.pix.filter(wasMeasured);
  if (measured.length === 0) return undefined;
  return {
    header: ['link down', 'search by CPF', 'customer:open', 'customer:invoices', 'clipboard', 'whole p50', 'p95'],
    rows: measured.map((pix) => [
      pix.outage,
      formatLatency(pix.steps.search.p50),
      formatLatency(pix.steps.open.p50),
      formatLatency(pix.steps.invoices.p50),
      formatLatency(pix.steps.clipboard.p50),
      formatLatency(pix.latency.p50),
      formatLatency(pix.latency.p95),
    ]),
    rightAligned: [1, 2, 3, 4, 5, 6],
  };
}

/** The `branch` phase as a report section. */
export function branchSection(figures: BranchFigures): ReportSection {
  const verdicts = branchVerdicts(figures);
  const tables = [verdictTable(verdicts, figures.compressionRatio), copyTable(figures), searchTable(figures)];
  const pix = pixTable(figures);
  if (pix) tables.push(pix);
  const shape = figures.shape;
  const method = [
    `Issue 46's branch office: ${shape.bitsPerSecond / 1_000_000} Mbit/s, ${2 * (shape.delayMs ?? 0)} ms round trip, ${100 * (shape.lossRate ?? 0)}% of`,
    `segments lost (bench/compression/shaped-link.ts: a token bucket each way, the delay, each loss holding its direction back`,
    `one round trip), in front of the service on the ${formatCount(figures.clients)}-client PGlite snapshot (a process of its own);`,
    'one link for the staff area, one for the client area. The copy alone: electron/cache/client-cache.ts filled with every',
    'client and opened, searched and measured on disk; its memory in a fresh process (RSS before and after opening it, a',
    "page and a search made). Through main's core (createDeskCore with its dispatcher, a stand-in keychain and clipboard):",
    'sign-in over the link with the session remembered; the background refresh timed to its completion (cache:state)',
    'while the clerk asks a 50-row grid page every second, against as many pages after it; a few customers found by CPF',
    'and their invoices opened. Then the link goes down, refused (`reset`) and silent (`blackhole`), and the core is',
    'started again on that data folder: start → the first grid page (clients:list answered with cachedAt); the palette',
    "(clients:search, source 'cache'); CPF → customer:open (from the copy) → customer:invoices → clipboard:writeTemporary.",
    'While main runs no refresh of its own, the bench drives the real BackgroundRefresh (its page reader over the link,',
    "waiting for the clerk's calls in flight) into a copy of its own, and fills main's copy (its folder, its wrapped key)",
    'with every client before the offline starts. Offline drafts: 200 registrations with the link refused (each kept as a',
    'pending draft), 10 of them a person typed twice and 10 a client the server holds; at reconnect each is checked',
    '(drafts:check) and sent (clients:create) only when the check finds nothing; counted in the service’s own table.',
    "Measured through main's core, not the painted page. Targets are for 100,000 clients; smaller runs are not judged.",
    `Load averages: ${formatLoad(figures.load.start)} at the start, ${formatLoad(figures.load.end)} at the end; the phase took ${formatDuration(figures.durationMs)}.`,
  ];
  return {
    title: 'Branch office link (issue 46)',
    markdown: [method.join('\n'), ...tables.map(renderMarkdownTable)],
    console: [
      ...tables.map(renderTextTable),
      `load ${formatLoad(figures.load.start)} → ${formatLoad(figures.load.end)}, ${formatDuration(figures.durationMs)}`,
    ],
    verdicts,
  };
}
