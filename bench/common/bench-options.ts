import type { EngineKind } from './measured.ts';
import type { RepeatPlan } from './timed-loop.ts';

/** What one bench run does: data size and seed, requests per case, and whether to rebuild the PGlite cache. */
export interface BenchOptions {
  clients: number;
  seed: number;
  quick: boolean;
  rebuildCache: boolean;
  requests: RepeatPlan;
  /** `--only a,b`: run just these phases and print their figures (no report files written). */
  only: BenchPhase[] | undefined;
  /** Rounds each repeated figure is measured in, for its median and spread over runs (`--runs N`). */
  runs: number;
  /** `--engines a,b`: the engines the load phase drives (both unless told). */
  engines: EngineKind[];
}

/** The phases of a bench run, in the order a full run does them. */
export const benchPhases = [
  'lists',
  'search',
  'scale',
  'planner',
  'load',
  'app-cost',
  'compression',
  'branch',
  'demo',
  'ui',
  'front-desk',
  'export',
  'second-copy',
] as const;
/** One phase of a bench run. */
export type BenchPhase = (typeof benchPhases)[number];

function isPhase(name: string): name is BenchPhase {
  return (benchPhases as readonly string[]).includes(name);
}

const usage = `usage: npm run bench -- [--clients N] [--seed N] [--quick] [--rebuild-cache] [--runs N] [--only ${benchPhases.join('|')}[,…]] [--engines pglite|postgres[,…]]`;

const fullRequests: RepeatPlan = { warmup: 10, timed: 50 };
const quickRequests: RepeatPlan = { warmup: 5, timed: 20 };

function wholeNumber(flag: string, text: string | undefined, min: number, max: number): number {
  const value = Number(text);
  if (text === undefined || !Number.isInteger(value) || value < min || value > max)
    throw new Error(`${flag} needs a whole number from ${min} to ${max}\n${usage}`);
  return value;
}

/** Reads the bench's flags; `--quick` means 10,000 clients (unless `--clients` says otherwise) and fewer requests. */
export function parseBenchOptions(argv: readonly string[]): BenchOptions {
  let clients: number | undefined;
  let seed = 1;
  let quick = false;
  let rebuildCache = false;
  let only: BenchPhase[] | undefined;
  let runs: number | undefined;
  let engines: EngineKind[] = ['pglite', 'postgres'];
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, inline] = (argv[index] ?? '').split('=', 2) as [string, string | undefined];
    const value = (): string | undefined => inline ?? argv[(index += 1)];
    if (flag === '--clients') clients = wholeNumber(flag, value(), 1, 1_000_000);
    else if (flag === '--seed') seed = wholeNumber(flag, value(), -2_147_483_648, 2_147_483_647);
    else if (flag === '--quick') quick = true;
    else if (flag === '--rebuild-cache') rebuildCache = true;
    else if (flag === '--runs') runs = wholeNumber(flag, value(), 1, 20);
    else if (flag === '--engines') {
      const names = (value() ?? '').split(',');
      const unknown = names.filter((name) => name !== 'pglite' && name !== 'postgres');
      if (unknown.length > 0 || names.length === 0)
        throw new Error(`--engines takes pglite, postgres; not ${unknown.join(', ')}\n${usage}`);
      engines = names as EngineKind[];
    } else if (flag === '--only') {
      const names = (value() ?? '').split(',');
      const unknown = names.filter((name) => !isPhase(name));
      if (unknown.length > 0)
        throw new Error(`--only takes ${benchPhases.join(', ')}; not ${unknown.join(', ')}\n${usage}`);
      only = names.filter(isPhase);
    } else throw new Error(`unknown argument ${flag}\n${usage}`);
  }
  return {
    clients: clients ?? (quick ? 10_000 : 100_000),
    seed,
    quick,
    rebuildCache,
    requests: quick ? quickRequests : fullRequests,
    only,
    runs: runs ?? (quick ? 2 : 3),
    engines,
  };
}
