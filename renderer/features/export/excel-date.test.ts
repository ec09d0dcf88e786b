import { describe, expect, it } from 'vitest';
import { excelDateOf } from './excel-date.ts';

describe('Excel dates from wire dates', () => {
  it('counts days as Excel does (1900 date system)', () => {
    expect(excelDateOf('1970-01-01')).toEqual({ excelSerial: 25569, withTime: false });
    expect(excelDateOf('2024-03-09')).toEqual({ excelSerial: 45360, withTime: false });
    expect(excelDateOf('1900-03-01')).toEqual({ excelSerial: 61, withTime: false });
  });

  it('keeps the time of day as the fraction of the day, in the provider’s clock', () => {
    expect(excelDateOf('2024-03-09 18:00:00')).toEqual({ excelSerial: 45360.75, withTime: true });
    expect(excelDateOf('2024-03-09T06:00')).toEqual({ excelSerial: 45360.25, withTime: true });
    expect(excelDateOf('2024-03-09 00:00:00')).toEqual({ excelSerial: 45360, withTime: false });
  });

  it('leaves what is not a real date to be written as text', () => {
    for (const value of ['0000-00-00', '0000-00-00 00:00:00', '2024-02-30', '2024-13-01', '09/03/2024', '', 'x'])
      expect(excelDateOf(value)).toBeNull();
    expect(excelDateOf('2024-02-29')).not.toBeNull();
  });
});
