/** The "no growth" rule of the page's memory over the simulated hour (pure, unit-tested). */

/** A value measured at checkpoints: the turn it was taken at and the value. */
export interface GrowthPoint {
  turn: number;
  value: number;
}

/** What the rule found: end minus start, the least-squares trend projected over the run, the tolerance, and the verdict. */
export interface GrowthJudgement {
  growth: number;
  trend: number;
  tolerance: number;
  grew: boolean;
}

/** The least-squares slope of value over turn (0 for fewer than two distinct turns). */
export function leastSquaresSlope(points: readonly GrowthPoint[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const meanTurn = points.reduce((sum, point) => sum + point.turn, 0) / n;
  const meanValue = points.reduce((sum, point) => sum + point.value, 0) / n;
  const spread = points.reduce((sum, point) => sum + (point.turn - meanTurn) ** 2, 0);
  if (spread === 0) return 0;
  return points.reduce((sum, point) => sum + (point.turn - meanTurn) * (point.value - meanValue), 0) / spread;
}

/**
 * "No growth": the last checkpoint is within the tolerance of the first, and the trend over all checkpoints,
 * projected over the whole run, is too. Why both: one GC's leftovers can make the end look high or low,
 * while a steady leak shows as a slope even when the last point happens to be low. The tolerance is
 * `relative` of the start value with `floor` as the least (a heap of 30 MB wobbles by a few hundred KB after GC).
 */
export function judgeGrowth(points: readonly GrowthPoint[], relative: number, floor: number): GrowthJudgement {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return { growth: 0, trend: 0, tolerance: floor, grew: false };
  const tolerance = Math.max(floor, first.value * relative);
  const growth = last.value - first.value;
  const trend = leastSquaresSlope(points) * (last.turn - first.turn);
  return { growth, trend, tolerance, grew: growth > tolerance || trend > tolerance };
}
