// A bench service worker: a child process that opens one engine, starts the provider service on it and
// answers the bench's commands over IPC. Why a process of its own: its RSS is then the service's alone,
// and the HTTP client (the parent) does not share the service's event loop.
import { readFileSync } from 'node:fs';
import { openPgliteEngine } from '../../server/db/pglite-engine.ts';
import { openPostgresEngine } from '../../server/db/postgres-engine.ts';
import type { SqlEngine } from '../../server/db/sql-engine.ts';
import { runList } from '../../server/repos/list-query.ts';
import { startProviderService, type RunningService } from '../../server/service.ts';
import { clientListQuery } from './client-list-query.ts';
import { benchServiceSettings, benchTimeZone } from './service-settings.ts';
import { timeRepeated } from './timed-loop.ts';
import type {
  CommandResults,
  DirectRun,
  EngineOpening,
  MemoryFigures,
  WorkerCommand,
  WorkerMessage,
  WorkerRequest,
  WorkerSpec,
} from './worker-protocol.ts';

const send = (message: WorkerMessage): void => void process.send?.(message);

function memoryFigures(): MemoryFigures {
  return {
    rssBytes: process.memoryUsage.rss(),
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
    heapUsedBytes: process.memoryUsage().heapUsed,
  };
}

async function openSpecEngine(
  spec: WorkerSpec,
): Promise<{ engine: SqlEngine; opening: EngineOpening; serverVersion: string }> {
  let started = performance.now();
  const tarball = spec.kind === 'pglite-snapshot' ? new Blob([readFileSync(spec.snapshotPath)]) : undefined;
  const readMs = performance.now() - started;
  started = performance.now();
  const engine =
    spec.kind === 'postgres'
      ? await openPostgresEngine(spec.url, {
          timeZone: benchTimeZone,
          ...(spec.plannerSettings === undefined ? {} : { plannerSettings: spec.plannerSettings }),
        })
      : await openPgliteEngine(tarball ? { loadDataDir: tarball } : {});
  const openMs = performance.now() - started;
  started = performance.now();
  const [row] = await engine.query<{ version: string }>('select version() as version');
  return {
    engine,
    opening: { readMs, openMs, firstQueryMs: performance.now() - started },
    serverVersion: row?.version ?? 'unknown',
  };
}

async function pickSampleCpf(engine: SqlEngine): Promise<string | undefined> {
  // A CPF from the middle of the data: an individual's document, as the equality case searches it.
  const [row] = await engine.query<{ doc: string }>(
    'select client_doc1 as doc from client where client_type = 0 and client_pk >= (select max(client_pk) / 2 from client) order by client_pk limit 1',
  );
  return row?.doc;
}

async function runDirect(engine: SqlEngine, command: Extract<WorkerCommand, { type: 'direct' }>): Promise<DirectRun> {
  // The query is built inside the job, as the route builds it for every request.
  const runs = await timeRepeated(() => runList(engine, clientListQuery(command.where, command.limit)), command.plan);
  return { samples: runs.samples, total: runs.last.total, rows: runs.last.rows.length };
}

async function answer(
  engine: SqlEngine,
  service: RunningService,
  command: WorkerCommand,
): Promise<CommandResults[WorkerCommand['type']]> {
  switch (command.type) {
    case 'direct':
      return runDirect(engine, command);
    case 'vacuum-analyze': {
      const started = performance.now();
      await engine.exec('vacuum analyze');
      return { ms: performance.now() - started };
    }
    case 'sql':
      return { rows: await engine.query(command.sql, command.params) };
    case 'memory':
      return memoryFigures();
    case 'stop':
      await service.close();
      await engine.close();
      return null;
    default:
      throw new Error(`unknown command ${JSON.stringify(command)}`);
  }
}

// Why: the bench (the parent) decides when a worker stops. Ctrl+C reaches the whole process group; a worker
// dying with it would close its IPC channel under a pending command and crash the parent before its cleanup
// stops PostgreSQL. So SIGINT is left to the parent, and a worker whose parent is gone (channel closed) exits.
let stopping = false;
process.on('SIGINT', () => undefined);
process.on('disconnect', () => {
  if (!stopping) process.exit(0);
});

async function main(): Promise<void> {
  const spec = JSON.parse(process.argv[2] ?? '{}') as WorkerSpec;
  const { engine, opening, serverVersion } = await openSpecEngine(spec);
  const started = performance.now();
  const before = spec.kind === 'pglite-snapshot' && spec.before === true;
  const service = await startProviderService(
    benchServiceSettings(0, 1),
    before ? { engine, countCache: false, busyBoundMs: Number.POSITIVE_INFINITY } : { engine },
  );
  const serviceStartMs = performance.now() - started;
  const sampleCpf = spec.kind === 'pglite-empty' ? undefined : await pickSampleCpf(engine);
  process.on('message', (message: WorkerRequest) => {
    if (message.command.type === 'stop') stopping = true;
    answer(engine, service, message.command).then(
      (result) => {
        send({ type: 'reply', id: message.id, ok: true, result });
        if (message.command.type === 'stop') process.disconnect();
      },
      (error: unknown) =>
        send({
          type: 'reply',
          id: message.id,
          ok: false,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        }),
    );
  });
  send({
    type: 'ready',
    opening,
    serviceStartMs,
    adminUrl: service.adminUrl,
    clientUrl: service.clientUrl,
    adminPrefix: service.config.adminPrefix,
    serverVersion,
    sampleCpf,
    memory: memoryFigures(),
  });
}

main().catch((error: unknown) => {
  send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exitCode = 1;
  process.disconnect?.();
});
