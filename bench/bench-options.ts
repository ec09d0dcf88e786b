import type { RepeatPlan } from './timed-loop.ts';

/** What one bench run does: data size and seed, requests per case, and whether to rebuild the PGlite cache. */
export interface BenchOptions {
  clients: number;
  seed: number;
  quick: boolean;
  rebuildCache: boolean;
  requests: RepeatPlan;
  /** `--only ui`: run just the page phase and print its figures (no report files written). */
  only: 'ui' | undefined;
}

const usage = 'usage: npm run bench -- [--clients N] [--seed N] [--quick] [--rebuild-cache] [--only ui]';

const fullRequests: RepeatPlan = { warmup: 10, timed: 50 };
const quickRequests: RepeatPlan = { warmup: 5, timed: 20 };

function wholeNumber(flag: string, text: string | undefined, min: number, max: number): number {
  const value = Number(text);
  if (text === undefined || !Number.isInteger(value) || value < min || value > max) throw new Error(`${flag} needs a whole number from ${min} to ${max}\n${usage}`);
  return value;
}

/** Reads the bench's flags; `--quick` means 10,000 clients (unless `--clients` says otherwise) and fewer requests. */
export function parseBenchOptions(argv: readonly string[]): BenchOptions {
  let clients: number | undefined;
  let seed = 1;
  let quick = false;
  let rebuildCache = false;
  let only: 'ui' | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, inline] = (argv[index] ?? '').split('=', 2) as [string, string | undefined];
    const value = (): string | undefined => inline ?? argv[(index += 1)];
    if (flag === '--clients') clients = wholeNumber(flag, value(), 1, 1_000_000);
    else if (flag === '--seed') seed = wholeNumber(flag, value(), -2_147_483_648, 2_147_483_647);
    else if (flag === '--quick') quick = true;
    else if (flag === '--rebuild-cache') rebuildCache = true;
    else if (flag === '--only') {
      if (value() !== 'ui') throw new Error(`--only takes ui\n${usage}`);
      only = 'ui';
    }
    else throw new Error(`unknown argument ${flag}\n${usage}`);
  }
  return { clients: clients ?? (quick ? 10_000 : 100_000), seed, quick, rebuildCache, requests: quick ? quickRequests : fullRequests, only };
}
