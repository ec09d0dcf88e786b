import { request } from 'undici';
import type { BenchOptions } from '../common/bench-options.ts';
import { registerCleanup } from '../common/cleanup.ts';
import { loginAdmin } from '../common/list-latency.ts';
import { failuresOf, type LoadSample } from './load-job.ts';
import { runLoadProcess } from './load-runner.ts';
import { loadPlan, loadScenarios, type LoadPlan, type LoadScenario } from './load-scenarios.ts';
import { ensurePgliteSnapshot } from '../common/pglite-cache.ts';
import { startSeededPostgres } from '../common/postgres-database.ts';
import { logProgress } from '../common/progress-log.ts';
import type { EngineKind } from '../common/measured.ts';
import { spreadOverRuns, type RunSpread } from '../common/stats.ts';
import { startServiceWorker, type ServiceWorker } from '../common/worker-handle.ts';
import type { MemoryFigures, WorkerSpec } from '../common/worker-protocol.ts';

/** One scenario at one concurrency on one engine: each run's figures, and their median and spread. */
export interface LoadScenarioResult {
  scenarioId: string;
  label: string;
  connections: number;
  /** One autocannon run per bench run, as measured. */
  samples: LoadSample[];
  requestsPerSecond: RunSpread;
  latencyP50: RunSpread;
  latencyP99: RunSpread;
  /** Connection errors (timeouts included) plus non-2xx answers, summed over every run. */
  failures: number;
  /** After each run: ms until the service answered a request again (the backlog the run left queued). */
  drainMs: number[];
}

/** The load figures of one engine. */
export interface LoadEngineResult {
  engine: EngineKind;
  label: string;
  /** The service as before issue 20 (no count cache, no busy gate): a baseline, printed and not judged. */
  before?: boolean;
  scenarios: LoadScenarioResult[];
  /** The service process's memory after every run. */
  memoryAfter: MemoryFigures;
}

/** What the `load` phase measured. */
export interface LoadFigures {
  clients: number;
  runs: number;
  plan: LoadPlan;
  engines: LoadEngineResult[];
}

/** Folds the runs of one scenario and concurrency into its result. */
export function loadScenarioResult(
  scenario: Pick<LoadScenario, 'id' | 'label'>,
  connections: number,
  samples: readonly LoadSample[],
  drainMs: readonly number[] = [],
): LoadScenarioResult {
  return {
    scenarioId: scenario.id,
    label: scenario.label,
    connections,
    samples: [...samples],
    requestsPerSecond: spreadOverRuns(samples.map((sample) => sample.requestsPerSecond)),
    latencyP50: spreadOverRuns(samples.map((sample) => sample.latencyP50)),
    latencyP99: spreadOverRuns(samples.map((sample) => sample.latencyP99)),
    failures: samples.reduce((sum, sample) => sum + failuresOf(sample), 0),
    drainMs: [...drainMs],
  };
}

/** Sends each request of every scenario once and checks the service answers it with success, so a load run never measures refusals. */
async function checkScenarios(baseUrl: string, cookie: string, scenarios: readonly LoadScenario[]): Promise<void> {
  for (const item of scenarios.flatMap((scenario) => scenario.requests)) {
    const answer = await request(`${baseUrl}${item.path}`, {
      method: item.method,
      headers: { accept: 'application/json', cookie, 'content-type': 'application/x-www-form-urlencoded' },
      ...(item.body !== undefined ? { body: item.body } : {}),
    });
    const text = await answer.body.text();
    if (answer.statusCode !== 200 || (JSON.parse(text) as { success?: unknown }).success !== true)
      throw new Error(`load check: ${item.path} answered ${answer.statusCode}: ${text.slice(0, 300)}`);
  }
}

/**
 * Waits until the service answers a one-row page again and answers how long that took. Why: when the
 * generator stops, requests it gave up on may still be queued in the service (PGlite runs one query at
 * a time); the next run must not start behind that backlog.
 */
async function drain(baseUrl: string, adminPrefix: string, cookie: string): Promise<number> {
  const started = performance.now();
  const answer = await request(`${baseUrl}/${adminPrefix}/client/list`, {
    method: 'POST',
    headers: { accept: 'application/json', cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'start=0&limit=1',
    headersTimeout: 300_000,
  });
  await answer.body.text();
  if (answer.statusCode !== 200) throw new Error(`load drain: the service answered ${answer.statusCode}`);
  return performance.now() - started;
}

async function measureEngine(
  engine: EngineKind,
  label: string,
  worker: ServiceWorker,
  options: BenchOptions,
): Promise<LoadEngineResult> {
  const { ready } = worker;
  if (!ready.sampleCpf) throw new Error(`${label}: the database holds no individual client`);
  const plan = loadPlan(options.quick);
  const cookie = (await loginAdmin(ready.adminUrl)).cookie ?? '';
  const scenarios = loadScenarios(ready.adminPrefix, ready.sampleCpf);
  await checkScenarios(ready.adminUrl, cookie, scenarios);
  const job = (scenario: LoadScenario, connections: number, durationSeconds: number) => ({
    baseUrl: ready.adminUrl,
    cookie,
    connections,
    durationSeconds,
    requests: scenario.requests,
  });
  const mix = scenarios.at(-1);
  if (mix) {
    logProgress(`${label} load: ${plan.warmupSeconds} s warm-up (mix, 10 connections)`);
    await runLoadProcess(job(mix, 10, plan.warmupSeconds));
    await drain(ready.adminUrl, ready.adminPrefix, cookie);
  }
  const samples = new Map<string, LoadSample[]>();
  const drains = new Map<string, number[]>();
  // Why runs outermost: a slow spell of the shared machine then hits every scenario alike, not one of them.
  for (let run = 0; run < options.runs; run += 1) {
    for (const scenario of scenarios) {
      for (const connections of plan.connections) {
        logProgress(
          `${label} load: ${scenario.label}, ${connections} connections, ${plan.durationSeconds} s (run ${run + 1} of ${options.runs})`,
        );
        const sample = await runLoadProcess(job(scenario, connections, plan.durationSeconds));
        const key = `${scenario.id}@${connections}`;
        samples.set(key, [...(samples.get(key) ?? []), sample]);
        drains.set(key, [...(drains.get(key) ?? []), await drain(ready.adminUrl, ready.adminPrefix, cookie)]);
      }
    }
  }
  const results = scenarios.flatMap((scenario) =>
    plan.connections.map((connections) =>
      loadScenarioResult(
        scenario,
        connections,
        samples.get(`${scenario.id}@${connections}`) ?? [],
        drains.get(`${scenario.id}@${connections}`),
      ),
    ),
  );
  return { engine, label, scenarios: results, memoryAfter: await worker.call({ type: 'memory' }) };
}

async function withWorker<T>(spec: WorkerSpec, job: (worker: ServiceWorker) => Promise<T>): Promise<T> {
  const worker = await startServiceWorker(spec);
  const unregister = registerCleanup(() => worker.stop());
  try {
    return await job(worker);
  } finally {
    unregister();
    await worker.stop();
  }
}

/**
 * PGlite under load twice on the same snapshot: first as the service was before issue 20 (every page and
 * dashboard counted afresh, no busy gate), the baseline of the same run, then as it is.
 */
async function loadPglite(options: BenchOptions): Promise<LoadEngineResult[]> {
  const snapshot = await ensurePgliteSnapshot(options.clients, options.seed, options.rebuildCache);
  logProgress('PGlite load (before: no count cache, no busy gate): starting the service on the snapshot');
  const before = await withWorker({ kind: 'pglite-snapshot', snapshotPath: snapshot.path, before: true }, (worker) =>
    measureEngine('pglite', 'PGlite before issue 20 (no count cache, no busy gate)', worker, options),
  );
  logProgress('PGlite load: starting the service on the snapshot');
  const now = await withWorker({ kind: 'pglite-snapshot', snapshotPath: snapshot.path }, (worker) =>
    measureEngine('pglite', 'PGlite', worker, options),
  );
  return [{ ...before, before: true }, now];
}

/**
 * Throughput and latency under concurrent load: the service in its own process (PGlite on the cached
 * snapshot, then PostgreSQL in a private cluster), autocannon in another, over loopback, each scenario
 * at each concurrency bounded in time, in `options.runs` rounds.
 */
export async function runLoadPhase(options: BenchOptions): Promise<LoadFigures> {
  const figures = (engines: LoadEngineResult[]): LoadFigures => ({
    clients: options.clients,
    runs: options.runs,
    plan: loadPlan(options.quick),
    engines,
  });
  const pglite = options.engines.includes('pglite') ? await loadPglite(options) : [];
  if (!options.engines.includes('postgres')) return figures(pglite);
  const database = await startSeededPostgres(options.clients, options.seed);
  const unregister = registerCleanup(() => database.cluster.stop());
  try {
    logProgress('PostgreSQL load: starting the service');
    const postgres = await withWorker({ kind: 'postgres', url: database.cluster.url }, (worker) =>
      measureEngine('postgres', 'PostgreSQL', worker, options),
    );
    return figures([...pglite, postgres]);
  } finally {
    unregister();
    logProgress('PostgreSQL: stopping the cluster');
    await database.cluster.stop();
  }
}
