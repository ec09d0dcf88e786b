import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { createDeskCore } from '../../electron/core/create-desk-core.ts';
import type { DemoController } from '../../electron/demo/demo-controller.ts';
import { noSecretBox } from '../../electron/secrets/secret-box.ts';
import { encodeForm } from '../../shared/provider/form-encode.ts';
import { cpfForClient } from '../../server/seed/tax-ids.ts';
import { startProviderService } from '../../server/service.ts';
import type { BenchOptions } from '../common/bench-options.ts';
import { registerCleanup } from '../common/cleanup.ts';
import { logProgress } from '../common/progress-log.ts';
import { spreadOverRuns, summarize, type LatencySummary, type RunSpread } from '../common/stats.ts';

/** The app's cost for one operation: the whole main path against a bare undici POST, same server, same run. */
export interface AppCostResult {
  operation: string;
  /** Over every timed sample of every run. */
  bare: LatencySummary;
  app: LatencySummary;
  /** The median over runs of each run's app p50 ÷ bare p50 (target: under 1.10). */
  ratio: number;
  /** The median over runs of each run's app p50 − bare p50, in ms. */
  addedMs: number;
  /** Each run's figures and their spread (absent in results written before runs existed). */
  runs?: { ratio: RunSpread; addedMs: RunSpread; bareP50: RunSpread; appP50: RunSpread };
  /** Every timed sample, in ms, run after run. */
  bareSamples?: number[];
  appSamples?: number[];
}

/** Target of the app-cost ratio, at most (issue 20: ×1.05; under ×1.10 in issue 3). */
export const appCostTarget = 1.05;

/** Untimed rounds before each run's timed ones. */
const warmupRounds = 10;

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Timed rounds of one run of one operation: fewer with `--quick`. */
export function appCostRounds(quick: boolean): number {
  return quick ? 100 : 200;
}

async function interleave(
  bare: () => Promise<unknown>,
  app: () => Promise<unknown>,
  rounds: number,
): Promise<{ bare: number[]; app: number[] }> {
  const samples = { bare: [] as number[], app: [] as number[] };
  for (let round = 0; round < rounds + warmupRounds; round += 1) {
    // Why alternate: both sides see the same machine load, the same caches and the same server state.
    for (const [side, job] of round % 2 === 0
      ? ([
          ['bare', bare],
          ['app', app],
        ] as const)
      : ([
          ['app', app],
          ['bare', bare],
        ] as const)) {
      const started = performance.now();
      await job();
      if (round >= warmupRounds) samples[side].push(performance.now() - started);
    }
  }
  return samples;
}

/** Folds an operation's runs (each run's interleaved samples) into its result: ratios per run, their median and spread. */
export function appCostResult(operation: string, runs: readonly { bare: number[]; app: number[] }[]): AppCostResult {
  const perRun = runs.map((run) => ({ bare: summarize(run.bare).p50, app: summarize(run.app).p50 }));
  const ratio = spreadOverRuns(perRun.map((run) => run.app / run.bare));
  const addedMs = spreadOverRuns(perRun.map((run) => run.app - run.bare));
  const bareSamples = runs.flatMap((run) => run.bare);
  const appSamples = runs.flatMap((run) => run.app);
  return {
    operation,
    bare: summarize(bareSamples),
    app: summarize(appSamples),
    ratio: ratio.median,
    addedMs: addedMs.median,
    runs: {
      ratio,
      addedMs,
      bareP50: spreadOverRuns(perRun.map((run) => run.bare)),
      appP50: spreadOverRuns(perRun.map((run) => run.app)),
    },
    bareSamples,
    appSamples,
  };
}

/** A new natural-person client with a CPF no other call used (client numbers far above the demo's), and a phone. */
function registration(serial: number, side: 'bare' | 'app') {
  return {
    offices_pk: 1,
    client_type: 0,
    client_status: 2,
    client_name: 'Bench',
    client_lastname: `Custo ${side} ${serial}`,
    client_doc1: cpfForClient(1, 500_000 + serial),
    // Why a phone: the desk registers no client without one (issue 42); through the app the write is then read
    // back to confirm the phones were kept, a real cost of the app's registration.
    client_phones: 'Celular#-#(67) 99273-4796',
  };
}

/**
 * Measures what the app adds per operation: a 50-row client page, a client's registration and a
 * customer's invoice page through the dispatcher (contract parse, provider client, response
 * validation, Result serialisation; the reads with a call id, as the page's cancellable queries), against a
 * bare undici POST of the same form to the same service with the same cookie; `options.runs` runs of
 * interleaved rounds.
 */
export async function measureAppCost(options: Pick<BenchOptions, 'quick' | 'runs'>): Promise<AppCostResult[]> {
  const rounds = appCostRounds(options.quick);
  logProgress('app cost: starting a service (PGlite, 2,000 demo clients)');
  const service = await startProviderService({ adminPort: 0, clientPort: 0, demoClients: 2000, logLevel: 'silent' });
  const dataDir = await mkdtemp(join(tmpdir(), 'desk-bench-'));
  const addresses = {
    adminUrl: service.adminUrl,
    clientUrl: service.clientUrl,
    adminPrefix: service.config.adminPrefix,
  };
  const demo: DemoController = {
    status: () => ({ state: 'running' }),
    ensureRunning: async () => addresses,
    stop: async () => undefined,
  };
  const core = await createDeskCore({
    dataDir,
    secretBox: noSecretBox,
    facts: { version: 'bench', host: 'browser', platform: process.platform, osRelease: '' },
    demo: () => demo,
    log: quiet,
  });
  const unregister = registerCleanup(() => service.close());
  try {
    const login = await core.dispatcher.dispatch('session:login', {
      profileId: 'demo',
      username: 'admin',
      password: service.config.staffPassword,
      remember: false,
    });
    if (!login.ok) throw new Error(`bench login failed: ${login.error.message}`);
    const adminCookie = await cookieOf(service.adminUrl, 'admin', service.config.staffPassword);
    const [customer] = await service.engine.query<{ client_username: string }>(
      'select client_username from client where client_status = 0 order by client_pk limit 1',
    );
    const opened = await core.dispatcher.dispatch('customer:open', {
      username: customer?.client_username ?? '',
      password: service.config.clientPassword,
    });
    if (!opened.ok) throw new Error(`bench customer open failed: ${opened.error.message}`);
    const customerId = (opened.data as { customerId: string }).customerId;
    const customerCookie = await cookieOf(
      service.clientUrl,
      customer?.client_username ?? '',
      service.config.clientPassword,
    );

    const bare = (url: string, cookie: string, form: () => Record<string, string | number>) => async () => {
      const answer = await request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', cookie },
        body: encodeForm(form()),
      });
      const body = (await answer.body.json()) as { success?: unknown };
      if (body.success !== true)
        throw new Error(`bare POST ${url} answered ${answer.statusCode}: ${JSON.stringify(body).slice(0, 300)}`);
    };
    let calls = 0;
    // Why a call id for the reads and none for the create: as the page calls them (the grid's and the customer
    // area's queries can be cancelled, so they carry one and main gives them an AbortSignal; a save does not).
    const viaApp =
      (channel: 'clients:list' | 'clients:create' | 'customer:invoices', input: () => object) => async () => {
        const callId = channel === 'clients:create' ? undefined : `bench-${(calls += 1)}`;
        const result = await core.dispatcher.dispatch(channel, input(), callId);
        if (!result.ok) throw new Error(`${channel} failed: ${result.error.message}`);
        return JSON.stringify(result);
      };
    let serial = 0;
    const next = (side: 'bare' | 'app') => registration((serial += 1), side);

    const cases = [
      {
        operation: 'client page (50 rows)',
        bare: bare(`${service.adminUrl}/admin_ctl/client/list`, adminCookie, () => ({ start: 0, limit: 50 })),
        app: viaApp('clients:list', () => ({ start: 0, limit: 50 })),
      },
      {
        operation: 'create a client',
        bare: bare(`${service.adminUrl}/admin_ctl/client/create`, adminCookie, () => next('bare')),
        app: viaApp('clients:create', () => next('app')),
      },
      {
        operation: 'customer invoice page',
        bare: bare(`${service.clientUrl}/invoice_ctl/invoice/list`, customerCookie, () => ({
          start: 0,
          limit: 50,
          page: 1,
        })),
        app: viaApp('customer:invoices', () => ({ customerId, start: 0, limit: 50 })),
      },
    ];
    const samples = cases.map(() => [] as { bare: number[]; app: number[] }[]);
    // Why runs outermost: a slow spell of the shared machine then hits every operation alike.
    for (let run = 0; run < options.runs; run += 1) {
      for (const [index, item] of cases.entries()) {
        logProgress(`app cost: ${item.operation}, ${rounds} interleaved rounds (run ${run + 1} of ${options.runs})`);
        samples[index]?.push(await interleave(item.bare, item.app, rounds));
      }
    }
    return cases.map((item, index) => appCostResult(item.operation, samples[index] ?? []));
  } finally {
    unregister();
    await core.close();
    await service.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function cookieOf(baseUrl: string, username: string, password: string): Promise<string> {
  const answer = await request(`${baseUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: encodeForm({ username, password }),
  });
  await answer.body.text();
  const header = answer.headers['set-cookie'];
  return (Array.isArray(header) ? header[0] : header)?.split(';')[0] ?? '';
}
