import { HttpTransport } from '../../electron/provider/http-transport.ts';
import { runSearch } from '../../electron/operations/client-search.ts';
import { classifySearch } from '../../shared/search/search-rule.ts';
import { adminKit } from '../../tests/support/main-process-kit.ts';
import type { BenchOptions } from '../common/bench-options.ts';
import { registerCleanup } from '../common/cleanup.ts';
import { ensurePgliteSnapshot } from '../common/pglite-cache.ts';
import { startSeededPostgres } from '../common/postgres-database.ts';
import { logProgress } from '../common/progress-log.ts';
import { benchPasswords } from '../common/service-settings.ts';
import { summarize, type LatencySummary } from '../common/stats.ts';
import { timeRepeated } from '../common/timed-loop.ts';
import { startServiceWorker } from '../common/worker-handle.ts';

/** The texts a clerk types without accents, in another order or case (issue 42), searched as the palette does. */
export const searchTexts = ['araujo', 'joao pedro almeida', 'silva maria', 'ANTONIO JOAO'] as const;

/** One text's search on one engine: its latency and what the last answer found. */
export interface SearchCase {
  readonly text: string;
  readonly http: LatencySummary;
  /** Clients the name search found (rows answered, at most 5) and its total. */
  readonly rows: number;
  readonly total: number;
}

/** The `search` phase's figures on one engine: every text's case and the p50 over all of their requests. */
export interface EngineSearch {
  readonly engine: 'pglite' | 'postgres';
  readonly cases: SearchCase[];
  readonly all: LatencySummary;
}

/** The `search` phase's figures. */
export interface SearchFigures {
  readonly clients: number;
  readonly engines: EngineSearch[];
}

/**
 * Times main's `clients:search` work for each text (every search of the rule at once: the plain and the
 * accent-blind name filters, and a user name where the text reads as one), through the real provider client to
 * the service over loopback HTTP, 5 rows per kind as the palette asks.
 */
async function measureEngine(
  engine: 'pglite' | 'postgres',
  adminUrl: string,
  options: BenchOptions,
): Promise<EngineSearch> {
  const transport = new HttpTransport();
  try {
    const { api } = adminKit(adminUrl, transport);
    await api.login('admin', benchPasswords.staff);
    // Remembered across texts, as main does per server: after the first accented match, the plain filter alone.
    const memory = { foldsAccents: false };
    const cases: SearchCase[] = [];
    const samples: number[] = [];
    for (const text of searchTexts) {
      const searches = classifySearch(text).searches;
      const run = await timeRepeated(
        () =>
          Promise.all(
            searches.map((search) =>
              runSearch(
                search,
                [],
                5,
                ({ where, sort, limit }) => api.listClients({ start: 0, limit, sort, dir: 'ASC', where }),
                memory,
              ),
            ),
          ),
        options.requests,
      );
      samples.push(...run.samples);
      const names = run.last.find((group) => group.kind === 'name');
      cases.push({ text, http: summarize(run.samples), rows: names?.rows.length ?? 0, total: names?.total ?? 0 });
      logProgress(`${engine}: search "${text}" p50 ${summarize(run.samples).p50.toFixed(1)} ms`);
    }
    return { engine, cases, all: summarize(samples) };
  } finally {
    await transport.close();
  }
}

/** The `search` phase: the folded-name search on PGlite (the cached snapshot) and on a private PostgreSQL. */
export async function runSearchPhase(options: BenchOptions): Promise<SearchFigures> {
  const engines: EngineSearch[] = [];
  const snapshot = await ensurePgliteSnapshot(options.clients, options.seed, options.rebuildCache);
  logProgress('search: PGlite service on the snapshot');
  const pglite = await startServiceWorker({ kind: 'pglite-snapshot', snapshotPath: snapshot.path });
  try {
    engines.push(await measureEngine('pglite', pglite.ready.adminUrl, options));
  } finally {
    await pglite.stop();
  }
  const database = await startSeededPostgres(options.clients, options.seed);
  const unregister = registerCleanup(() => database.cluster.stop());
  try {
    const worker = await startServiceWorker({ kind: 'postgres', url: database.cluster.url });
    try {
      engines.push(await measureEngine('postgres', worker.ready.adminUrl, options));
    } finally {
      await worker.stop();
    }
  } finally {
    unregister();
    await database.cluster.stop();
  }
  return { clients: options.clients, engines };
}
