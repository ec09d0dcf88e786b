import type { SqlExecutor } from '../../server/db/sql-engine.ts';
import type { FormClient } from '../../tests/support/form-client.ts';
import { benchPageSize } from '../common/list-cases.ts';
import { loginAdmin, timeClientListOverHttp } from '../common/list-latency.ts';
import { logProgress } from '../common/progress-log.ts';
import { scaleCases, type ScaleCase } from './scale-cases.ts';
import type { IndexState, ScaleCaseFigures, ScaleSetFigures } from './scale-figures.ts';
import {
  createIndexes,
  dropIndexes,
  filterIndexNames,
  readIndexDefinitions,
  type IndexBuild,
} from './scale-indexes.ts';
import { boundedPlan } from './scale-plan.ts';
import { percentile, spreadOverRuns, summarize } from '../common/stats.ts';
import type { RepeatPlan } from '../common/timed-loop.ts';
import type { ServiceWorker } from '../common/worker-handle.ts';

/** Statements run on the worker's engine (in the service's process), e.g. to drop and rebuild indexes. */
export function workerExecutor(worker: ServiceWorker): SqlExecutor {
  return {
    query: async <Row extends object>(sql: string, params: readonly unknown[] = []) =>
      (await worker.call({ type: 'sql', sql, params: [...params] })).rows as Row[],
  };
}

interface Probe {
  total: number;
  rows: number;
  ms: number;
}

/** One request kept out of the figures: checks the answer's total against the case's own SQL count, and times it to choose the plan. */
async function probeCase(
  db: SqlExecutor,
  client: FormClient,
  prefix: string,
  scaleCase: ScaleCase,
  expected: number | undefined,
): Promise<Probe> {
  const [counted] = await db.query<{ total: number }>(scaleCase.checkSql, scaleCase.checkParams);
  const run = await timeClientListOverHttp(client, prefix, scaleCase.where, benchPageSize, { warmup: 0, timed: 1 });
  const sqlTotal = counted?.total ?? Number.NaN;
  if (run.total !== sqlTotal || run.rows !== Math.min(benchPageSize, sqlTotal)) {
    throw new Error(
      `${scaleCase.id}: the service answered ${run.total} (${run.rows} rows), the SQL count is ${sqlTotal}`,
    );
  }
  if (expected !== undefined && run.total !== expected)
    throw new Error(`${scaleCase.id}: ${run.total} rows without the indexes, ${expected} with them`);
  return { total: run.total, rows: run.rows, ms: run.samples[0] ?? Number.NaN };
}

/** Measures every case in one index state: a probe each, then `runs` rounds taking the cases in turn. */
async function measureSet(
  db: SqlExecutor,
  client: FormClient,
  prefix: string,
  cases: readonly ScaleCase[],
  state: IndexState,
  plan: RepeatPlan,
  runs: number,
  label: string,
  expected?: ScaleSetFigures,
): Promise<ScaleSetFigures> {
  const probes: Probe[] = [];
  for (const scaleCase of cases)
    probes.push(
      await probeCase(
        db,
        client,
        prefix,
        scaleCase,
        expected?.cases.find((found) => found.caseId === scaleCase.id)?.total,
      ),
    );
  const plans = probes.map((probe) => boundedPlan(plan, probe.ms));
  const rounds = cases.map(() => [] as number[][]);
  for (let run = 0; run < runs; run += 1) {
    for (const [index, scaleCase] of cases.entries()) {
      logProgress(`${label}, ${state} indexes: ${scaleCase.label} (run ${run + 1} of ${runs})`);
      const timed = await timeClientListOverHttp(
        client,
        prefix,
        scaleCase.where,
        benchPageSize,
        plans[index]?.plan ?? plan,
      );
      rounds[index]?.push(timed.samples);
    }
  }
  return {
    indexes: state,
    cases: cases.map((scaleCase, index): ScaleCaseFigures => {
      const samples = (rounds[index] ?? []).flat();
      const probe = probes[index] as Probe;
      const chosen = plans[index] ?? { plan, bounded: false };
      return {
        caseId: scaleCase.id,
        label: scaleCase.label,
        total: probe.total,
        rows: probe.rows,
        probeMs: probe.ms,
        plan: chosen.plan,
        bounded: chosen.bounded,
        runP50s: spreadOverRuns((rounds[index] ?? []).map((round) => summarize(round).p50)),
        p95: percentile(
          [...samples].sort((a, b) => a - b),
          0.95,
        ),
        samples,
      };
    }),
  };
}

/** The cases on one worker's data: with the filter indexes, then without them (dropped), then the indexes rebuilt (timed). */
export async function measureScaleSize(
  worker: ServiceWorker,
  plan: RepeatPlan,
  runs: number,
  label: string,
): Promise<{ sets: ScaleSetFigures[]; indexBuilds: IndexBuild[] }> {
  const { sampleCpf, adminUrl, adminPrefix } = worker.ready;
  if (!sampleCpf) throw new Error(`${label}: the database holds no individual client`);
  const client = await loginAdmin(adminUrl);
  const db = workerExecutor(worker);
  const cases = scaleCases(sampleCpf);
  const withIndexes = await measureSet(db, client, adminPrefix, cases, 'with', plan, runs, label);
  const indexes = await readIndexDefinitions(db, filterIndexNames);
  logProgress(`${label}: dropping the filter indexes`);
  await dropIndexes(db, indexes);
  // Why rebuild in `finally`: a failed measurement must still leave the database as it was found.
  let withoutIndexes: ScaleSetFigures;
  let indexBuilds: IndexBuild[];
  try {
    withoutIndexes = await measureSet(db, client, adminPrefix, cases, 'without', plan, runs, label, withIndexes);
  } finally {
    logProgress(`${label}: rebuilding the filter indexes`);
    indexBuilds = await createIndexes(db, indexes);
  }
  return { sets: [withIndexes, withoutIndexes], indexBuilds };
}
