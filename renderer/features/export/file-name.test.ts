import { describe, expect, it } from 'vitest';
import { exportFileName } from './file-name.ts';

describe('export file name', () => {
  it('is clientes-YYYY-MM-DD with the extension, on the local day', () => {
    expect(exportFileName('csv', new Date(2026, 0, 5, 23, 59))).toBe('clientes-2026-01-05.csv');
    expect(exportFileName('xlsx', new Date(2026, 10, 21))).toBe('clientes-2026-11-21.xlsx');
  });
});
