/** How many untimed warm-up calls precede how many timed ones. */
export interface RepeatPlan {
  warmup: number;
  timed: number;
}

/** The durations (ms) of the timed calls and the last call's result (to check what was measured). */
export interface TimedRuns<T> {
  samples: number[];
  last: T;
}

/** Calls `job` sequentially: the warm-up calls untimed, then each timed call on its own. */
export async function timeRepeated<T>(job: () => Promise<T>, plan: RepeatPlan): Promise<TimedRuns<T>> {
  if (plan.timed < 1) throw new RangeError('at least one timed call is needed');
  for (let index = 0; index < plan.warmup; index += 1) await job();
  const samples: number[] = [];
  let last: T | undefined;
  for (let index = 0; index < plan.timed; index += 1) {
    const started = performance.now();
    last = await job();
    samples.push(performance.now() - started);
  }
  return { samples, last: last as T };
}
