import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { createDeskCore } from '../electron/core/create-desk-core.ts';
import type { DemoController } from '../electron/demo/demo-controller.ts';
import { noSecretBox } from '../electron/secrets/secret-box.ts';
import { encodeForm } from '../shared/provider/form-encode.ts';
import { startProviderService } from '../server/service.ts';
import { logProgress } from './progress-log.ts';
import { summarize, type LatencySummary } from './stats.ts';

/** The app's cost for one operation: the whole main path against a bare undici POST, same server, same run. */
export interface AppCostResult {
  operation: string;
  bare: LatencySummary;
  app: LatencySummary;
  /** App p50 ÷ bare p50 (target: under 1.10). */
  ratio: number;
  /** App p50 − bare p50, in ms. */
  addedMs: number;
}

/** Target of the app-cost ratio (issue 3). */
export const appCostTarget = 1.1;

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function interleave(bare: () => Promise<unknown>, app: () => Promise<unknown>, rounds: number): Promise<{ bare: number[]; app: number[] }> {
  const samples = { bare: [] as number[], app: [] as number[] };
  for (let round = 0; round < rounds + 10; round += 1) {
    // Why alternate: both sides see the same machine load, the same caches and the same server state.
    for (const [side, job] of round % 2 === 0 ? ([['bare', bare], ['app', app]] as const) : ([['app', app], ['bare', bare]] as const)) {
      const started = performance.now();
      await job();
      if (round >= 10) samples[side].push(performance.now() - started);
    }
  }
  return samples;
}

/**
 * Measures what the app adds per operation: a 50-row client page and a customer's invoice page through
 * the dispatcher (contract parse, provider client, response validation, Result serialisation), against
 * a bare undici POST of the same form to the same service with the same cookie.
 */
export async function measureAppCost(rounds: number): Promise<AppCostResult[]> {
  logProgress('app cost: starting a service (PGlite, 2,000 demo clients)');
  const service = await startProviderService({ adminPort: 0, clientPort: 0, demoClients: 2000, logLevel: 'silent' });
  const dataDir = await mkdtemp(join(tmpdir(), 'desk-bench-'));
  const addresses = { adminUrl: service.adminUrl, clientUrl: service.clientUrl, adminPrefix: service.config.adminPrefix };
  const demo: DemoController = { status: () => ({ state: 'running' }), ensureRunning: async () => addresses, stop: async () => undefined };
  const core = await createDeskCore({ dataDir, secretBox: noSecretBox, facts: { version: 'bench', host: 'browser', platform: process.platform, osRelease: '' }, demo: () => demo, log: quiet });
  try {
    const login = await core.dispatcher.dispatch('session:login', { profileId: 'demo', username: 'admin', password: service.config.staffPassword, remember: false });
    if (!login.ok) throw new Error(`bench login failed: ${login.error.message}`);
    const adminCookie = await cookieOf(service.adminUrl, 'admin', service.config.staffPassword);
    const [customer] = await service.engine.query<{ client_username: string }>("select client_username from client where client_status = 0 order by client_pk limit 1");
    const opened = await core.dispatcher.dispatch('customer:open', { username: customer?.client_username ?? '', password: service.config.clientPassword });
    if (!opened.ok) throw new Error(`bench customer open failed: ${opened.error.message}`);
    const customerId = (opened.data as { customerId: string }).customerId;
    const customerCookie = await cookieOf(service.clientUrl, customer?.client_username ?? '', service.config.clientPassword);

    const bare = (url: string, cookie: string, form: Record<string, string | number>) => async () => {
      const answer = await request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', cookie }, body: encodeForm(form) });
      return answer.body.json();
    };
    const viaApp = (channel: 'clients:list' | 'customer:invoices', input: object) => async () => JSON.stringify(await core.dispatcher.dispatch(channel, input));

    const cases = [
      { operation: 'client page (50 rows)', bare: bare(`${service.adminUrl}/admin_ctl/client/list`, adminCookie, { start: 0, limit: 50 }), app: viaApp('clients:list', { start: 0, limit: 50 }) },
      { operation: 'customer invoice page', bare: bare(`${service.clientUrl}/invoice_ctl/invoice/list`, customerCookie, { start: 0, limit: 50, page: 1 }), app: viaApp('customer:invoices', { customerId, start: 0, limit: 50 }) },
    ];
    const results: AppCostResult[] = [];
    for (const item of cases) {
      logProgress(`app cost: ${item.operation}, ${rounds} interleaved rounds`);
      const samples = await interleave(item.bare, item.app, rounds);
      const bareSummary = summarize(samples.bare);
      const appSummary = summarize(samples.app);
      results.push({ operation: item.operation, bare: bareSummary, app: appSummary, ratio: appSummary.p50 / bareSummary.p50, addedMs: appSummary.p50 - bareSummary.p50 });
    }
    return results;
  } finally {
    await core.close();
    await service.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function cookieOf(baseUrl: string, username: string, password: string): Promise<string> {
  const answer = await request(`${baseUrl}/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: encodeForm({ username, password }) });
  await answer.body.text();
  const header = answer.headers['set-cookie'];
  return (Array.isArray(header) ? header[0] : header)?.split(';')[0] ?? '';
}
