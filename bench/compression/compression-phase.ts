import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDeskCore, type DeskCore } from '../../electron/core/create-desk-core.ts';
import type { DemoController } from '../../electron/demo/demo-controller.ts';
import { noSecretBox } from '../../electron/secrets/secret-box.ts';
import { startProviderService } from '../../server/service.ts';
import type { BenchOptions } from '../common/bench-options.ts';
import { registerCleanup } from '../common/cleanup.ts';
import { logProgress } from '../common/progress-log.ts';
import { spreadOverRuns, summarize, type LatencySummary, type RunSpread } from '../common/stats.ts';
import { branchOfficeLink, lossyBranchLink, ShapedLink, type LinkShape } from './shaped-link.ts';

/** Rows of the page the phase reads: the largest the interface allows. */
export const compressionPageRows = 1000;

/** One way of reading the page: over which link, asking for compressed answers or not. */
export interface CompressionCase {
  /** `shaped`: bandwidth only; `branch`: issue 46's branch office (10 Mbit/s, 80 ms round trip, 1% loss). */
  link: 'shaped' | 'branch' | 'loopback';
  compressed: boolean;
  /** The whole main path, dispatcher to rows, over every timed read. */
  latency: LatencySummary;
  /** Each run's p50, its median and spread. */
  runs: RunSpread;
  /** Bytes the link carried from the service per page (headers included); absent on loopback. */
  bytesPerPage?: number;
  /** Connections the link carried anew during the timed reads (0: every page read on a kept-alive one); absent on loopback. */
  newConnections?: number;
}

/** What the compression phase measured. */
export interface CompressionFigures {
  rows: number;
  shape: LinkShape;
  cases: CompressionCase[];
  /** The shaped link's p50 without compression ÷ with it (the median over runs). */
  ratio: number;
  /** The branch link's shape (issue 46's profile). */
  branchShape: LinkShape;
  /** The branch link's p50 with compression ÷ without it (the median over runs): issue 46 asks for ≤ 0.4. */
  branchRatio: number;
}

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function coreFor(
  adminUrl: string,
  clientUrl: string,
  compressed: boolean,
): Promise<{ core: DeskCore; dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'desk-bench-compression-'));
  const addresses = { adminUrl, clientUrl, adminPrefix: 'admin_ctl' };
  const demo: DemoController = {
    status: () => ({ state: 'running' }),
    ensureRunning: async () => addresses,
    stop: async () => undefined,
  };
  const core = await createDeskCore({
    dataDir: dir,
    secretBox: noSecretBox,
    facts: { version: 'bench', host: 'browser', platform: process.platform, osRelease: '' },
    demo: () => demo,
    log: quiet,
    // Why not `auto`: the link is a proxy on loopback, where the app would rightly not ask.
    compression: compressed ? 'always' : 'never',
  });
  return { core, dir };
}

/**
 * Reads a 1,000-row client page through the app's whole main path (dispatcher, provider client, service) over a
 * shaped 10 Mbit/s link (shaped-link.ts) and over loopback, asking for compressed answers and not; the four
 * ways in turn, round after round, so each sees the same machine.
 */
export async function runCompressionPhase(options: Pick<BenchOptions, 'quick' | 'runs'>): Promise<CompressionFigures> {
  const reads = options.quick ? 4 : 8;
  logProgress('compression: starting a service (PGlite, 2,000 demo clients) and a 10 Mbit/s link to it');
  const service = await startProviderService({ adminPort: 0, clientPort: 0, demoClients: 2000, logLevel: 'silent' });
  const link = await ShapedLink.start(service.adminUrl, branchOfficeLink);
  const branch = await ShapedLink.start(service.adminUrl, lossyBranchLink);
  const unregister = registerCleanup(async () => {
    await link.close();
    await branch.close();
    await service.close();
  });
  const ways = [
    { link: 'shaped', compressed: false },
    { link: 'shaped', compressed: true },
    { link: 'branch', compressed: false },
    { link: 'branch', compressed: true },
    { link: 'loopback', compressed: false },
    { link: 'loopback', compressed: true },
  ] as const;
  const opened: Array<{ core: DeskCore; dir: string }> = [];
  try {
    const cores = [];
    for (const way of ways) {
      const made = await coreFor(
        way.link === 'shaped' ? link.url : way.link === 'branch' ? branch.url : service.adminUrl,
        service.clientUrl,
        way.compressed,
      );
      opened.push(made);
      const login = await made.core.dispatcher.dispatch('session:login', {
        profileId: 'demo',
        username: 'admin',
        password: service.config.staffPassword,
        remember: false,
      });
      if (!login.ok) throw new Error(`bench login failed: ${login.error.message}`);
      cores.push(made.core);
    }
    const samples = ways.map(() => [] as number[][]);
    const bytes = ways.map(() => [] as number[]);
    const connected = ways.map(() => 0);
    for (let run = 0; run < options.runs; run += 1) {
      const runSamples = ways.map(() => [] as number[]);
      // One untimed read each first: connections and caches warm, as an office's second page finds them.
      for (let read = -1; read < reads; read += 1) {
        for (const [index, core] of cores.entries()) {
          const carrier = ways[index]!.link === 'branch' ? branch : link;
          const before = carrier.bytesDown;
          const connectionsBefore = carrier.connections;
          const started = performance.now();
          const result = await core.dispatcher.dispatch('clients:list', { start: 0, limit: compressionPageRows });
          const took = performance.now() - started;
          if (!result.ok) throw new Error(`clients:list failed: ${result.error.message}`);
          if (read < 0) continue;
          runSamples[index]!.push(took);
          if (ways[index]!.link === 'loopback') continue;
          bytes[index]!.push(carrier.bytesDown - before);
          connected[index]! += carrier.connections - connectionsBefore;
        }
      }
      runSamples.forEach((values, index) => samples[index]!.push(values));
      logProgress(`compression: run ${run + 1} of ${options.runs} done`);
    }
    const cases: CompressionCase[] = ways.map((way, index) => {
      const all = samples[index]!.flat();
      const seen = bytes[index]!;
      return {
        ...way,
        latency: summarize(all),
        runs: spreadOverRuns(samples[index]!.map((values) => summarize(values).p50)),
        ...(seen.length > 0
          ? {
              bytesPerPage: Math.round(seen.reduce((a, b) => a + b, 0) / seen.length),
              newConnections: connected[index]!,
            }
          : {}),
      };
    });
    const plain = cases[0]!.runs.values;
    const packed = cases[1]!.runs.values;
    const branchPlain = cases[2]!.runs.values;
    const branchPacked = cases[3]!.runs.values;
    return {
      rows: compressionPageRows,
      shape: branchOfficeLink,
      cases,
      ratio: spreadOverRuns(plain.map((value, run) => value / (packed[run] ?? Number.NaN))).median,
      branchShape: lossyBranchLink,
      branchRatio: spreadOverRuns(branchPacked.map((value, run) => value / (branchPlain[run] ?? Number.NaN))).median,
    };
  } finally {
    await Promise.all(opened.map(({ core }) => core.close()));
    await Promise.all(opened.map(({ dir }) => rm(dir, { recursive: true, force: true })));
    await link.close();
    await branch.close();
    await service.close();
    unregister();
  }
}
