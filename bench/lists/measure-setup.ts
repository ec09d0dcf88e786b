import type { FormClient } from '../../tests/support/form-client.ts';
import { benchPageSize, type ListCase } from '../common/list-cases.ts';
import { timeClientListOverHttp } from '../common/list-latency.ts';
import { logProgress } from '../common/progress-log.ts';
import type { CaseResult, EngineKind, SetupId, SetupResult } from '../common/measured.ts';
import { spreadOverRuns, summarize } from '../common/stats.ts';
import type { RepeatPlan } from '../common/timed-loop.ts';
import type { ServiceWorker } from '../common/worker-handle.ts';

/** Which set-up is measured. */
export interface SetupSpec {
  id: SetupId;
  engine: EngineKind;
  label: string;
}

/** One round of one case: the SQL directly on the engine (in the service's process), then the same page over HTTP. */
async function measureRound(
  worker: ServiceWorker,
  client: FormClient,
  listCase: ListCase,
  plan: RepeatPlan,
): Promise<{ http: number[]; direct: number[]; total: number; rows: number }> {
  const direct = await worker.call({ type: 'direct', where: listCase.where, limit: benchPageSize, plan });
  const http = await timeClientListOverHttp(client, worker.ready.adminPrefix, listCase.where, benchPageSize, plan);
  if (direct.total !== http.total || direct.rows !== http.rows) {
    throw new Error(
      `${listCase.id}: the service answered ${http.total} (${http.rows} rows), the direct SQL ${direct.total} (${direct.rows} rows)`,
    );
  }
  return { http: http.samples, direct: direct.samples, total: http.total, rows: http.rows };
}

/** Folds a case's rounds into its result: summaries over every request, and the spread of the rounds' p50s. */
function caseResult(listCase: ListCase, rounds: readonly Awaited<ReturnType<typeof measureRound>>[]): CaseResult {
  const httpSamples = rounds.flatMap((round) => round.http);
  const directSamples = rounds.flatMap((round) => round.direct);
  const http = summarize(httpSamples);
  const direct = summarize(directSamples);
  return {
    caseId: listCase.id,
    label: listCase.label,
    filtered: listCase.filtered,
    total: rounds[0]?.total ?? 0,
    rows: rounds[0]?.rows ?? 0,
    http,
    direct,
    httpRuns: spreadOverRuns(rounds.map((round) => summarize(round.http).p50)),
    directRuns: spreadOverRuns(rounds.map((round) => summarize(round.direct).p50)),
    httpOverDirect: http.p50 / direct.p50,
    httpSamples,
    directSamples,
  };
}

/** Measures every list case on a set-up in `runs` rounds; each round takes the cases in turn, so a slow spell hits them all alike. */
export async function measureSetup(
  setup: SetupSpec,
  worker: ServiceWorker,
  client: FormClient,
  cases: readonly ListCase[],
  plan: RepeatPlan,
  runs = 1,
): Promise<SetupResult> {
  const rounds = cases.map(() => [] as Awaited<ReturnType<typeof measureRound>>[]);
  for (let run = 0; run < runs; run += 1) {
    for (const [index, listCase] of cases.entries()) {
      logProgress(`${setup.label}: ${listCase.label} (run ${run + 1} of ${runs})`);
      rounds[index]?.push(await measureRound(worker, client, listCase, plan));
    }
  }
  return { ...setup, cases: cases.map((listCase, index) => caseResult(listCase, rounds[index] ?? [])) };
}
