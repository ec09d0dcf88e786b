import {
  formatBytes,
  formatCount,
  formatDuration,
  formatLatency,
  formatRatio,
  shortVersion,
} from '../report/format.ts';
import { benchPageSize } from '../common/list-cases.ts';
import type { Verdict } from '../common/measured.ts';
import { containmentNetwork } from './scale-cases.ts';
import type {
  IndexState,
  ScaleCaseFigures,
  ScaleEngineFigures,
  ScaleFigures,
  ScaleSizeFigures,
} from './scale-figures.ts';
import { filterIndexNames } from './scale-indexes.ts';
import { scaleSeededMax, slowRequestMs, verySlowRequestMs } from './scale-plan.ts';
import type { FigureVerdict, ReportSection } from '../report/section.ts';
import { renderMarkdownTable, renderTextTable, type Table } from '../report/tables.ts';
import { listPageTargets } from '../lists/targets.ts';

const boundedMark = '‡';

function caseAt(size: ScaleSizeFigures | undefined, state: IndexState, caseId: string): ScaleCaseFigures | undefined {
  if (!size?.measured) return undefined;
  return size.sets.find((set) => set.indexes === state)?.cases.find((found) => found.caseId === caseId);
}

/** One cell: the median of the runs' p50 with its spread, and the p95 over all requests; marked when the plan was bounded. */
export function latencyCell(figures: ScaleCaseFigures | undefined): string {
  if (!figures) return 'not measured';
  const { median, min, max } = figures.runP50s;
  return `${formatLatency(median)} (${formatLatency(min)}–${formatLatency(max)}), p95 ${formatLatency(figures.p95)}${figures.bounded ? ` ${boundedMark}` : ''}`;
}

/** The cases in the order measured, from the first measured size. */
function caseList(engine: ScaleEngineFigures): { id: string; label: string }[] {
  const first = engine.sizes.find((size) => size.measured);
  return first?.measured ? (first.sets[0]?.cases ?? []).map((found) => ({ id: found.caseId, label: found.label })) : [];
}

/** The latency table of one engine: a row per case and index state, a column per size, and the growth ratio. */
export function latencyTable(engine: ScaleEngineFigures, sizes: readonly number[]): Table {
  const smallest = sizes[0] ?? 0;
  const largest = sizes[sizes.length - 1] ?? 0;
  const rows = caseList(engine).flatMap(({ id, label }) =>
    (['with', 'without'] as const).map((state) => {
      const cells = sizes.map((clients) =>
        caseAt(
          engine.sizes.find((size) => size.clients === clients),
          state,
          id,
        ),
      );
      const first = cells[0];
      const last = cells[cells.length - 1];
      const ratio = first && last ? last.runP50s.median / first.runP50s.median : Number.NaN;
      return [label, state, ...cells.map(latencyCell), formatRatio(ratio)];
    }),
  );
  return {
    header: [
      'case',
      'filter indexes',
      ...sizes.map((clients) => `${formatCount(clients)} clients`),
      `p50 ${formatCount(largest)} ÷ ${formatCount(smallest)}`,
    ],
    rows,
    rightAligned: [...sizes.map((_, index) => index + 2), sizes.length + 2],
  };
}

/** Rows each case matched (`total` of the answer) at each size, from the first engine that measured it. */
export function totalsTable(figures: ScaleFigures): Table {
  const engines = figures.engines;
  const cases = engines.map(caseList).find((list) => list.length > 0) ?? [];
  const totalAt = (clients: number, caseId: string): string => {
    for (const engine of engines) {
      const found = caseAt(
        engine.sizes.find((size) => size.clients === clients),
        'with',
        caseId,
      );
      if (found) return formatCount(found.total);
    }
    return 'not measured';
  };
  return {
    header: ['case', ...figures.sizes.map((clients) => `${formatCount(clients)} clients`)],
    rows: cases.map(({ id, label }) => [label, ...figures.sizes.map((clients) => totalAt(clients, id))]),
    rightAligned: figures.sizes.map((_, index) => index + 1),
  };
}

/** How each dataset was made and what it cost: seed or copy, index rebuilds, opening, the service's memory, wall time. */
export function datasetTable(figures: ScaleFigures): Table {
  const rows = figures.engines.flatMap((engine) =>
    engine.sizes.map((size) => {
      if (!size.measured)
        return [engine.label, formatCount(size.clients), `not measured: ${size.reason}`, '', '', '', '', '', ''];
      const { dataset } = size;
      const copy = dataset.replication
        ? `${formatDuration(dataset.replication.totalMs)} (indexes ${formatDuration(dataset.replication.indexBuilds.reduce((sum, build) => sum + build.ms, 0))})`
        : '–';
      const cached = dataset.fromCache ? ' (cached)' : '';
      return [
        engine.label,
        formatCount(dataset.clients),
        `${dataset.source}${cached}`,
        formatCount(dataset.connections),
        formatDuration(dataset.seedMs),
        copy,
        formatDuration(dataset.openMs),
        formatBytes(dataset.workerRssBytes),
        formatDuration(size.wallMs),
      ];
    }),
  );
  return {
    header: [
      'engine',
      'clients',
      'data',
      'connections',
      'demo seed',
      'SQL copy (all indexes rebuilt)',
      'open',
      'service RSS',
      'wall time (data + measuring)',
    ],
    rows,
    rightAligned: [1, 3, 4, 5, 6, 7, 8],
  };
}

/** Rebuild time of each filter index after the measurements without it. */
export function indexBuildTable(figures: ScaleFigures): Table {
  const rows = figures.engines.flatMap((engine) =>
    engine.sizes.flatMap((size) =>
      size.measured
        ? [
            [
              engine.label,
              formatCount(size.clients),
              ...filterIndexNames.map((name) =>
                formatDuration(size.indexBuilds.find((build) => build.name === name)?.ms ?? Number.NaN),
              ),
            ],
          ]
        : [],
    ),
  );
  return {
    header: ['engine', 'clients', ...filterIndexNames],
    rows,
    rightAligned: filterIndexNames.map((_, index) => index + 1).concat(filterIndexNames.length + 1),
  };
}

/** Judges each case at the target's size, with the filter indexes, on the HTTP p95 (as the lists phase does). */
export function scaleVerdicts(figures: ScaleFigures): FigureVerdict[] {
  return figures.engines.flatMap((engine) => {
    const target = listPageTargets.find((candidate) => candidate.engine === engine.engine);
    if (!target) return [];
    const size = engine.sizes.find((candidate) => candidate.clients === target.clients);
    return caseList(engine).map(({ id, label }): FigureVerdict => {
      const found = caseAt(size, 'with', id);
      const verdict: Verdict = !found ? 'not judged' : found.p95 < target.limitMs ? 'met' : 'not met';
      const value = found
        ? `p95 ${formatLatency(found.p95)} ms (p50 ${formatLatency(found.runP50s.median)}, median of ${found.runP50s.runs} runs, ${formatLatency(found.runP50s.min)}–${formatLatency(found.runP50s.max)})`
        : `not measured at ${formatCount(target.clients)} clients`;
      return {
        figure: `filtered ${benchPageSize}-row page, ${formatCount(target.clients)} clients, ${engine.label}, ${label} (scale phase, with indexes)`,
        value,
        target: `< ${target.limitMs} ms`,
        verdict,
      };
    });
  });
}

function methodParagraph(figures: ScaleFigures): string {
  const { warmup, timed } = figures.plan;
  const versions = figures.engines.map((engine) => `${engine.label} ${shortVersion(engine.serverVersion)}`).join(', ');
  return [
    `What is measured: the time a client waits for a filtered ${benchPageSize}-row page of \`POST admin_ctl/client/list\` (default sort, session cookie, loopback HTTP, the service in a child process) for the filters staff use most, at ${figures.sizes.map(formatCount).join(', ')} clients, on ${versions}, with the filter indexes of the migrations and without them.`,
    `The containment case asks the client list for clients with a connection in ${containmentNetwork} (oper 18, \`<<=\`): the list answers it with an EXISTS over network_cpe, which the inet GiST index serves (it carries client_pk, so the count reads no connection row: migration 4); the interface has no administrative connection list.`,
    `Data: up to ${formatCount(scaleSeededMax)} clients the demo generator (seed ${figures.seed}) through the service's first start; larger sizes are the ${formatCount(scaleSeededMax)}-client seed copied in SQL (bench/scale/scale-replicate.ts): every client copied with client_pk + k × max(client_pk), a new unique CPF or CNPJ (the seed's own formulas, valid check digits), the user name suffixed \`.k\`, the same name, status, office and dates; each connection copied with its client, a new address from the same pool (the pool numbering carried on past the seeded addresses, so none overlaps), contract_pk empty. Contracts, invoices and support orders are not copied (the client list does not read them). Secondary indexes are dropped for the copy and rebuilt after it, then VACUUM ANALYZE. PGlite's grown snapshot is cached in .data/bench.`,
    `Runs: each size in a fresh service worker; every case is first requested once (its total checked against an independent SQL count, not timed in the figures), then measured in ${figures.runs} runs that take the cases in turn, each run ${warmup} warm-up + ${timed} timed requests on one keep-alive connection (${boundedMark}: fewer, as the first request took over ${slowRequestMs} ms: 2 + 10, or over ${verySlowRequestMs} ms: 1 + 5). A cell is the median of the runs' p50 (min–max over runs) and the p95 over all timed requests, in ms.`,
    `"Without": the indexes ${filterIndexNames.join(', ')} dropped (the sort index, the unique user-name index, the connections' client_pk index and the primary keys stay), then rebuilt; their rebuild times are below. The targets apply with the indexes only. Phase wall time: ${formatDuration(figures.durationMs)}.`,
  ].join('\n\n');
}

/** The scale phase's report section: method, a latency table per engine, rows matched, datasets, index builds, and the targets at 100,000 clients. */
export function scaleSection(figures: ScaleFigures): ReportSection {
  const latency = figures.engines.map((engine) => ({
    title: `${engine.label}: ${benchPageSize}-row page over HTTP, ms`,
    table: latencyTable(engine, figures.sizes),
  }));
  const tables = [
    ...latency,
    { title: 'Rows matched (`total` of the answer)', table: totalsTable(figures) },
    { title: 'Datasets', table: datasetTable(figures) },
    { title: 'Filter index rebuilds', table: indexBuildTable(figures) },
  ];
  return {
    title: 'Client-list latency as the data grows',
    markdown: [
      methodParagraph(figures),
      ...tables.flatMap(({ title, table }) => ['', `**${title}**`, '', renderMarkdownTable(table)]),
    ],
    console: [
      `Phase wall time ${formatDuration(figures.durationMs)}; ${figures.runs} runs; ${boundedMark} = fewer requests (first request > ${slowRequestMs} ms)`,
      ...tables.flatMap(({ title, table }) => ['', title, renderTextTable(table)]),
    ],
    verdicts: scaleVerdicts(figures),
  };
}
