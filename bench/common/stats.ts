/** Summary statistics of latency samples in milliseconds. */
export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  min: number;
  max: number;
  mean: number;
}

/** The nearest-rank percentile (0 < q ≤ 1) of samples already sorted ascending. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  // Why nearest rank: with ~50 samples it reports a latency that really occurred, no interpolation.
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

/** Summarises samples: p50 (the median), p95, min, max and mean. */
export function summarize(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const sum = sorted.reduce((total, value) => total + value, 0);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    min: sorted[0] ?? Number.NaN,
    max: sorted[sorted.length - 1] ?? Number.NaN,
    mean: sorted.length > 0 ? sum / sorted.length : Number.NaN,
  };
}

/** A figure measured in several runs: the median of the runs' values and their spread. */
export interface RunSpread {
  runs: number;
  median: number;
  min: number;
  max: number;
  values: number[];
}

/** Median and min–max of one figure's value in each run, e.g. the p50 of each round of requests. */
export function spreadOverRuns(values: readonly number[]): RunSpread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  // Why the mean of the two middle values for an even count: with two runs (--quick) the nearest rank would report the better run alone.
  const median =
    sorted.length % 2 === 1
      ? (sorted[Math.floor(middle)] ?? Number.NaN)
      : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
  return {
    runs: sorted.length,
    median,
    min: sorted[0] ?? Number.NaN,
    max: sorted[sorted.length - 1] ?? Number.NaN,
    values: [...values],
  };
}
