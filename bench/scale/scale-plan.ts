import type { RepeatPlan } from '../common/timed-loop.ts';

/** The data sizes of the scale phase: 10,000, 100,000 and 1,000,000 clients; `--quick` stops at 100,000. */
export function scaleSizes(quick: boolean): number[] {
  return quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000];
}

/** The size every larger one is copied from: the largest the demo generator seeds in reasonable time. */
export const scaleSeededMax = 100_000;

/** A first request slower than this gets fewer requests per run. */
export const slowRequestMs = 200;
/** A first request slower than this gets the fewest. */
export const verySlowRequestMs = 1000;

const slowPlan: RepeatPlan = { warmup: 2, timed: 10 };
const verySlowPlan: RepeatPlan = { warmup: 1, timed: 5 };

/** The requests per run for a case whose first request took `probeMs`: the phase's plan, or fewer for slow cases (bounded). */
export function boundedPlan(plan: RepeatPlan, probeMs: number): { plan: RepeatPlan; bounded: boolean } {
  const cap = probeMs > verySlowRequestMs ? verySlowPlan : probeMs > slowRequestMs ? slowPlan : undefined;
  if (!cap || (cap.warmup >= plan.warmup && cap.timed >= plan.timed)) return { plan, bounded: false };
  return { plan: { warmup: Math.min(plan.warmup, cap.warmup), timed: Math.min(plan.timed, cap.timed) }, bounded: true };
}

/** How a size is built from the seeded data: seeded directly (factor 1), or the largest seeded size copied `factor` times. */
export function scaleRecipe(clients: number): { seededClients: number; factor: number } {
  if (clients <= scaleSeededMax) return { seededClients: clients, factor: 1 };
  const factor = clients / scaleSeededMax;
  if (!Number.isInteger(factor))
    throw new RangeError(`${clients} clients is not a whole multiple of ${scaleSeededMax}`);
  return { seededClients: scaleSeededMax, factor };
}
