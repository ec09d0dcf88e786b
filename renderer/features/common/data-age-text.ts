import type { TFunction } from 'i18next';
import { dataAge, elapsed } from '../../format/data-age.ts';

/** "dados de 14:05", "dados de ontem, 14:05" or "dados de 28/11, 14:05" (English: "data from …") for data fetched at `cachedAt`. */
export function dataAgeText(t: TFunction<'common'>, cachedAt: number, now: number, timeZone?: string): string {
  const age = dataAge(cachedAt, now, timeZone);
  return t(`dataAge.${age.day}`, { time: age.time, date: age.date });
}

/** The moment alone, for a sentence of its own: "09:12", "ontem, 09:12", "28/11, 09:12" (English: "yesterday, 09:12"). */
export function whenText(t: TFunction<'common'>, cachedAt: number, now: number, timeZone?: string): string {
  const age = dataAge(cachedAt, now, timeZone);
  return t(`when.${age.day}`, { time: age.time, date: age.date });
}

/** "há 3 h", "há 25 min", "há 2 dias" (English: "3 h ago") since `cachedAt`. */
export function elapsedText(t: TFunction<'common'>, cachedAt: number, now: number): string {
  const { unit, count } = elapsed(cachedAt, now);
  return t(`elapsed.${unit}`, { count });
}
