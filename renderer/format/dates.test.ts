import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates.ts';

describe('formatDate', () => {
  it('writes wire dates as dd/mm/aaaa', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDate('1999-12-31')).toBe('31/12/1999');
  });

  it('takes the date part of a date-time without shifting it by a time zone', () => {
    expect(formatDate('2024-03-05 23:59:59')).toBe('05/03/2024');
    expect(formatDate('2024-01-01T00:00:00Z')).toBe('01/01/2024');
  });

  it('shows empty values as nothing and other text as given', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('yesterday')).toBe('yesterday');
  });
});

describe('formatDateTime', () => {
  it('writes wire date-times as dd/mm/aaaa hh:mm', () => {
    expect(formatDateTime('2024-03-05 14:07:09')).toBe('05/03/2024 14:07');
    expect(formatDateTime('2024-03-05T08:00:00.123')).toBe('05/03/2024 08:00');
  });

  it('writes a bare date as a date, and other text as given', () => {
    expect(formatDateTime('2024-03-05')).toBe('05/03/2024');
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('formatDateTime of date-only fields', () => {
  it('drops a midnight time, as servers send birth dates', () => {
    expect(formatDateTime('2024-03-07 14:05:09')).toBe('07/03/2024 14:05');
    expect(formatDateTime('2024-03-07 00:00:00')).toBe('07/03/2024');
    expect(formatDateTime('')).toBe('');
  });
});
