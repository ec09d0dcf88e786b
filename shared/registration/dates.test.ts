import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { brDateToIso, dateIssue, isIsoDate, isoDateToBr } from './dates.ts';

describe('isIsoDate', () => {
  it('accepts real calendar days', () => {
    expect(isIsoDate('1990-12-31')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('0001-01-01')).toBe(true);
  });

  it('rejects days that do not exist', () => {
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2024-04-31')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-00-10')).toBe(false);
    expect(isIsoDate('2024-01-00')).toBe(false);
    expect(isIsoDate('0000-01-01')).toBe(false);
  });

  it('rejects other shapes', () => {
    expect(isIsoDate('1990-1-31')).toBe(false);
    expect(isIsoDate('31/12/1990')).toBe(false);
    expect(isIsoDate('1990-12-31T00:00:00Z')).toBe(false);
    expect(isIsoDate(' 1990-12-31')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('property: agrees with the UTC calendar for every day between 1900 and 2100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (y, m, d) => {
          const iso = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          const roundTrips = new Date(`${iso}T00:00:00Z`).toISOString().startsWith(iso);
          expect(isIsoDate(iso)).toBe(roundTrips);
        },
      ),
    );
  });
});

describe('brDateToIso and isoDateToBr', () => {
  it('converts dd/mm/aaaa to YYYY-MM-DD', () => {
    expect(brDateToIso('31/12/1990')).toBe('1990-12-31');
    expect(brDateToIso(' 29/02/2024 ')).toBe('2024-02-29');
  });

  it('returns null for impossible or malformed Brazilian dates', () => {
    expect(brDateToIso('29/02/2023')).toBeNull();
    expect(brDateToIso('12/31/1990')).toBeNull();
    expect(brDateToIso('1/2/1990')).toBeNull();
    expect(brDateToIso('1990-12-31')).toBeNull();
  });

  it('converts YYYY-MM-DD to dd/mm/aaaa, or null when invalid', () => {
    expect(isoDateToBr('1990-12-31')).toBe('31/12/1990');
    expect(isoDateToBr('2023-02-29')).toBeNull();
  });

  it('property: ISO → BR → ISO is the identity for real days', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          const br = isoDateToBr(iso);
          expect(br).not.toBeNull();
          expect(brDateToIso(br ?? '')).toBe(iso);
        },
      ),
    );
  });
});

describe('dateIssue', () => {
  it('finds nothing wrong with a real day in YYYY-MM-DD', () => {
    expect(dateIssue('2000-02-29')).toBeUndefined();
    expect(dateIssue('1990-12-31')).toBeUndefined();
  });

  it('calls a whole date that is no day of the calendar "notADay", in either shape', () => {
    expect(dateIssue('31/02/2000')).toBe('notADay');
    expect(dateIssue('99/99/9999')).toBe('notADay');
    expect(dateIssue('29/02/2023')).toBe('notADay');
    expect(dateIssue('00/01/2000')).toBe('notADay');
    expect(dateIssue('2023-02-29')).toBe('notADay');
    expect(dateIssue('2024-13-01')).toBe('notADay');
  });

  it('calls a partial or shapeless date "incomplete"', () => {
    expect(dateIssue('12/05')).toBe('incomplete');
    expect(dateIssue('12/05/19')).toBe('incomplete');
    expect(dateIssue('12/05/199')).toBe('incomplete');
    expect(dateIssue('1')).toBe('incomplete');
    expect(dateIssue('ontem')).toBe('incomplete');
    expect(dateIssue('12/05/19900')).toBe('incomplete');
  });

  it('calls a real day written dd/mm/aaaa "format": the interface takes YYYY-MM-DD only', () => {
    expect(dateIssue('31/12/1990')).toBe('format');
    expect(dateIssue('1/2/1990')).toBe('format');
  });
});
