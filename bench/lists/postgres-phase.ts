import type { BenchOptions } from '../common/bench-options.ts';
import { registerCleanup } from '../common/cleanup.ts';
import { clientListCases } from '../common/list-cases.ts';
import { loginAdmin } from '../common/list-latency.ts';
import { measureSetup } from './measure-setup.ts';
import { startSeededPostgres } from '../common/postgres-database.ts';
import { logProgress } from '../common/progress-log.ts';
import type { EngineFigures, SetupResult } from '../common/measured.ts';
import { startServiceWorker } from '../common/worker-handle.ts';

/** PostgreSQL's figures: a private cluster seeded and analysed, the service on it, the list cases; the cluster is stopped at the end. */
export async function runPostgresPhase(
  options: BenchOptions,
): Promise<{ engine: EngineFigures; setups: SetupResult[] }> {
  const database = await startSeededPostgres(options.clients, options.seed);
  const unregister = registerCleanup(() => database.cluster.stop());
  try {
    logProgress('PostgreSQL: starting the service');
    const worker = await startServiceWorker({ kind: 'postgres', url: database.cluster.url });
    try {
      const { ready } = worker;
      if (!ready.sampleCpf) throw new Error('the PostgreSQL database holds no individual client');
      const client = await loginAdmin(ready.adminUrl);
      const cases = clientListCases(ready.sampleCpf);
      const setup = await measureSetup(
        { id: 'postgres', engine: 'postgres', label: 'PostgreSQL' },
        worker,
        client,
        cases,
        options.requests,
        options.runs,
      );
      const memoryAfterRun = await worker.call({ type: 'memory' });
      const engine: EngineFigures = {
        engine: 'postgres',
        serverVersion: ready.serverVersion,
        seed: { ...database.seed, fromCache: false, measuredAt: new Date().toISOString() },
        vacuumAnalyzeMs: database.vacuumAnalyzeMs,
        opening: ready.opening,
        serviceStartMs: ready.serviceStartMs,
        memoryAfterStart: ready.memory,
        memoryAfterRun,
      };
      return { engine, setups: [setup] };
    } finally {
      await worker.stop();
    }
  } finally {
    unregister();
    logProgress('PostgreSQL: stopping the cluster');
    await database.cluster.stop();
  }
}
