import type { FormClient } from '../tests/support/form-client.ts';
import { benchPageSize, type ListCase } from './list-cases.ts';
import { timeClientListOverHttp } from './list-latency.ts';
import { logProgress } from './progress-log.ts';
import type { CaseResult, EngineKind, SetupId, SetupResult } from './results.ts';
import { summarize } from './stats.ts';
import type { RepeatPlan } from './timed-loop.ts';
import type { ServiceWorker } from './worker-handle.ts';

/** Which set-up is measured. */
export interface SetupSpec {
  id: SetupId;
  engine: EngineKind;
  label: string;
}

/** Measures one case: the SQL directly on the engine (in the service's process), then the same page over HTTP. */
async function measureCase(worker: ServiceWorker, client: FormClient, listCase: ListCase, plan: RepeatPlan): Promise<CaseResult> {
  const direct = await worker.call({ type: 'direct', where: listCase.where, limit: benchPageSize, plan });
  const http = await timeClientListOverHttp(client, worker.ready.adminPrefix, listCase.where, benchPageSize, plan);
  if (direct.total !== http.total || direct.rows !== http.rows) {
    throw new Error(`${listCase.id}: the service answered ${http.total} (${http.rows} rows), the direct SQL ${direct.total} (${direct.rows} rows)`);
  }
  const httpSummary = summarize(http.samples);
  const directSummary = summarize(direct.samples);
  return {
    caseId: listCase.id,
    label: listCase.label,
    filtered: listCase.filtered,
    total: http.total,
    rows: http.rows,
    http: httpSummary,
    direct: directSummary,
    httpOverDirect: httpSummary.p50 / directSummary.p50,
    httpSamples: http.samples,
    directSamples: direct.samples,
  };
}

/** Measures every list case on a set-up, one after the other. */
export async function measureSetup(setup: SetupSpec, worker: ServiceWorker, client: FormClient, cases: readonly ListCase[], plan: RepeatPlan): Promise<SetupResult> {
  const results: CaseResult[] = [];
  for (const listCase of cases) {
    logProgress(`${setup.label}: ${listCase.label}`);
    results.push(await measureCase(worker, client, listCase, plan));
  }
  return { ...setup, cases: results };
}
