import { describe, expect, it } from 'vitest';
import { dataAge, elapsed } from './data-age.ts';

const zone = 'America/Sao_Paulo';
// 03/12/2026 14:05 in São Paulo (UTC−3, no daylight saving since 2019).
const now = Date.UTC(2026, 11, 3, 17, 5);

describe('dataAge', () => {
  it('says the time alone for data fetched today, on a 24-hour clock in the operator’s zone', () => {
    expect(dataAge(Date.UTC(2026, 11, 3, 12, 7), now, zone)).toEqual({ day: 'today', time: '09:07', date: '03/12' });
  });

  it('counts days by the operator’s calendar, not by 24 hours: 23:50 of the day before is yesterday', () => {
    // 02/12 23:50 in São Paulo is 03/12 02:50 UTC: the same day in UTC, yesterday at the desk.
    expect(dataAge(Date.UTC(2026, 11, 3, 2, 50), now, zone)).toEqual({
      day: 'yesterday',
      time: '23:50',
      date: '02/12',
    });
    // Just after midnight today is today, though less than 24 h have passed since yesterday’s data.
    expect(dataAge(Date.UTC(2026, 11, 3, 3, 1), now, zone).day).toBe('today');
  });

  it('gives an older date as dd/mm, with the year when it is another year', () => {
    expect(dataAge(Date.UTC(2026, 10, 28, 13, 0), now, zone)).toEqual({ day: 'older', time: '10:00', date: '28/11' });
    expect(dataAge(Date.UTC(2025, 11, 30, 13, 0), now, zone).date).toBe('30/12/2025');
  });

  it('reads a fetch time ahead of the clock as today', () => {
    expect(dataAge(now + 3_600_000, now, zone)).toEqual({ day: 'today', time: '15:05', date: '03/12' });
  });
});

describe('elapsed', () => {
  it('tells minutes under an hour, hours under two days, then days', () => {
    expect(elapsed(now - 25 * 60_000, now)).toEqual({ unit: 'minutes', count: 25 });
    expect(elapsed(now - (3 * 60 + 10) * 60_000, now)).toEqual({ unit: 'hours', count: 3 });
    expect(elapsed(now - 47 * 3_600_000, now)).toEqual({ unit: 'hours', count: 47 });
    expect(elapsed(now - 3 * 86_400_000, now)).toEqual({ unit: 'days', count: 3 });
    expect(elapsed(now + 60_000, now)).toEqual({ unit: 'minutes', count: 0 });
  });
});
