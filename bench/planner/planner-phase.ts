import type { BenchOptions } from '../common/bench-options.ts';
import { registerCleanup } from '../common/cleanup.ts';
import { loginAdmin, timeClientListOverHttp } from '../common/list-latency.ts';
import { startSeededPostgres } from '../common/postgres-database.ts';
import { logProgress } from '../common/progress-log.ts';
import { spreadOverRuns, summarize, type LatencySummary, type RunSpread } from '../common/stats.ts';
import { startServiceWorker, type ServiceWorker } from '../common/worker-handle.ts';

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

/**
 * The containment case on PostgreSQL, before and after the service's own planner settings
 * (server/db/postgres-engine.ts): two service workers on one seeded database, one whose connections keep the
 * server's defaults (`plannerSettings: ''`, as before issue 20) and one as shipped; the rounds take the two in
 * turn, each 10 warm-up + 50 timed 50-row pages over HTTP.
 */
export async function runPlannerPhase(options: BenchOptions): Promise<PlannerFigures> {
  const database = await startSeededPostgres(options.clients, options.seed);
  const unregisterCluster = registerCleanup(() => database.cluster.stop());
  const workers: ServiceWorker[] = [];
  const unregisterWorkers = registerCleanup(async () => {
    for (const worker of workers) await worker.stop();
  });
  try {
    workers.push(await startServiceWorker({ kind: 'postgres', url: database.cluster.url, plannerSettings: '' }));
    workers.push(await startServiceWorker({ kind: 'postgres', url: database.cluster.url }));
    const variants = [
      { id: 'before' as const, label: 'server defaults (random_page_cost 4): before' },
      { id: 'after' as const, label: 'service planner settings (random_page_cost 1.1): after' },
    ];
    const clients = await Promise.all(workers.map((worker) => loginAdmin(worker.ready.adminUrl)));
    const samples = variants.map(() => [] as number[]);
    const p50s = variants.map(() => [] as number[]);
    let total = 0;
    for (let run = 0; run < options.runs; run += 1) {
      for (const [index, variant] of variants.entries()) {
        logProgress(`planner: ${variant.label} (run ${run + 1} of ${options.runs})`);
        const client = clients[index];
        const worker = workers[index];
        if (!client || !worker) continue;
        const measured = await timeClientListOverHttp(
          client,
          worker.ready.adminPrefix,
          containmentWhere,
          50,
          options.requests,
        );
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
    for (const worker of workers) await worker.stop();
    unregisterWorkers();
    unregisterCluster();
    await database.cluster.stop();
  }
}
