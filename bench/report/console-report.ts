import { formatBytes, formatCount, formatDuration, formatLoad, shortVersion } from './format.ts';
import { glanceTable, latencyTable, oneOffTable, targetTable } from './report-tables.ts';
import type { ReportSection } from './section.ts';
import { busyMachineWarning } from '../common/machine.ts';
import type { BenchResults } from './results.ts';
import { renderTextTable } from './tables.ts';

/** The results as plain text for the terminal: settings, latency table, target verdicts, one-off figures. */
export function renderConsoleReport(results: BenchResults, sections: readonly ReportSection[]): string {
  const { machine, settings } = results;
  const versions = results.engines
    .map((engine) => `${engine.engine}: ${shortVersion(engine.serverVersion)}`)
    .join('; ');
  const warning = busyMachineWarning(machine);
  return [
    ...(warning ? [warning, ''] : []),
    `Provider Desk bench: ${formatCount(settings.clients)} clients (seed ${settings.seed}), ${settings.pageSize}-row pages, ` +
      `${settings.requests.warmup} warm-up + ${settings.requests.timed} timed sequential requests per case${settings.quick ? ' (--quick)' : ''}`,
    `Machine: ${machine.cpuModel}, ${machine.cores} cores, ${formatBytes(machine.memoryBytes)}, Node ${machine.nodeVersion}, ${machine.date}; ${versions}`,
    `Load average (1/5/15 min): ${formatLoad(machine.loadAtStart)} at the start, ${formatLoad(results.loadAtEnd)} at the end`,
    '',
    'Client list, 50-row page, ms (HTTP: over loopback with a session cookie; SQL: the same statements directly on the engine)',
    renderTextTable(latencyTable(results)),
    '',
    'Targets: filtered 50-row page at 100,000 clients, judged on the HTTP p95',
    renderTextTable(targetTable(results)),
    '',
    ...sections.flatMap((section) => [section.title, ...section.console, '']),
    'Every judged figure',
    renderTextTable(glanceTable(results, sections)),
    '',
    'One-off figures',
    renderTextTable(oneOffTable(results)),
    '',
    `Bench run took ${formatDuration(results.durationMs)}.`,
    '',
  ].join('\n');
}
