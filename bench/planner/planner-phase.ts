import { openPostgresEngine } from '../../server/db/postgres-engine.ts';
import type { SqlEngine } from '../../server/db/sql-engine.ts';
import { startProviderService, type RunningService } from '../../server/service.ts';
import type { BenchOptions } from '../common/bench-options.ts';
import { registerCleanup } from '../common/cleanup.ts';
import { loginAdmin, timeClientListOverHttp } from '../common/list-latency.ts';
import { startSeededPostgres } from '../common/postgres-database.ts';
import { logProgress } from '../common/progress-log.ts';
import { benchServiceSettings, benchTimeZone } from '../common/service-settings.ts';
import { spreadOverRuns, summarize, type LatencySummary, type RunSpread } from '../common/stats.ts';

/** The containment case: clients with a connection in 100.64.0.0/14 (oper 18, `<<=`), as the scale phase asks it. */
export const containmentWhere = JSON.stringify([{ field: 'network_cpe_ip', oper: 18, value: '100.64.0.0/14' }]);

/** One variant of the service's PostgreSQL connections, measured on the same database in the same rounds. */
export interface PlannerVariant {
  id: 'before' | 'after';
  label: string;
  http: LatencySummary;
  /** The p50 of each round. */
  runs: RunSpread;
  total: number;
}

/** What the `planner` phase measured. */
export interface PlannerFigures {
  clients: number;
  runs: number;
  variants: PlannerVariant[];
}

interface Started {
  engine: SqlEngine;
  service: RunningService;
}

/**
 * The containment case on PostgreSQL, before and after the service's own planner settings
 * (server/db/postgres-engine.ts): two services on one seeded database, in the same process, one whose
 * connections keep the server's defaults (`plannerSettings: ''`, as before issue 20) and one as shipped; the
 * rounds take the two in turn, each 10 warm-up + 50 timed 50-row pages over HTTP.
 */
export async function runPlannerPhase(options: BenchOptions): Promise<PlannerFigures> {
  const database = await startSeededPostgres(options.clients, options.seed);
  const stopCluster = registerCleanup(() => database.cluster.stop());
  const started: Started[] = [];
  try {
    for (const plannerSettings of ['', undefined]) {
      const engine = await openPostgresEngine(database.cluster.url, {
        timeZone: benchTimeZone,
        ...(plannerSettings === undefined ? {} : { plannerSettings }),
      });
      started.push({ engine, service: await startProviderService(benchServiceSettings(0, 1), { engine }) });
    }
    const variants = [
      { id: 'before' as const, label: 'server defaults (random_page_cost 4): before', ...started[0] },
      { id: 'after' as const, label: 'service planner settings (random_page_cost 1.1): after', ...started[1] },
    ];
    const clients = await Promise.all(variants.map((variant) => loginAdmin(variant.service?.adminUrl ?? '')));
    const samples = variants.map(() => [] as number[]);
    const p50s = variants.map(() => [] as number[]);
    let total = 0;
    for (let run = 0; run < options.runs; run += 1) {
      for (const [index, variant] of variants.entries()) {
        logProgress(`planner: ${variant.label} (run ${run + 1} of ${options.runs})`);
        const client = clients[index];
        if (!client) continue;
        const measured = await timeClientListOverHttp(client, 'admin_ctl', containmentWhere, 50, options.requests);
        samples[index]?.push(...measured.samples);
        const round = summarize(measured.samples);
        p50s[index]?.push(round.p50);
        logProgress(`planner: ${variant.id}: p50 ${round.p50.toFixed(1)} ms, p95 ${round.p95.toFixed(1)} ms`);
        total = measured.total;
      }
    }
    return {
      clients: options.clients,
      runs: options.runs,
      variants: variants.map((variant, index) => ({
        id: variant.id,
        label: variant.label,
        http: summarize(samples[index] ?? []),
        runs: spreadOverRuns(p50s[index] ?? []),
        total,
      })),
    };
  } finally {
    for (const item of started) {
      await item.service.close();
      await item.engine.close();
    }
    stopCluster();
    await database.cluster.stop();
  }
}
