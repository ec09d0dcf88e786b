/** Random times of day within office hours, for registration and installation timestamps. */
import type { Prng } from './prng.ts';

/** A second of the day between 08:00 and 18:00. */
export function officeHoursSecond(prng: Prng): number {
  return prng.int(8 * 3600, 18 * 3600 - 1);
}
