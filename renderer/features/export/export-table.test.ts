import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { maskEverything } from '../../privacy/masking-rules.ts';
import { exportTable } from './export-table.ts';

const t = ((key: string) => `[${key}]`) as unknown as TFunction<'clients'>;
const prefs = [
  { id: 'client_doc1', visible: true, width: 100 },
  { id: 'client_mail', visible: false, width: 100 },
  { id: 'client_pk', visible: true, width: 100 },
  { id: 'client_date_cad', visible: true, width: 100 },
];
const record = {
  client_pk: 7,
  client_doc1: '12345678909',
  client_date_cad: '2024-03-09 10:00:00',
  client_mail: 'a@b.c',
} as unknown as ClientRecord;

describe('export table', () => {
  it('takes the visible columns in order with translated headers and grid text', () => {
    expect(exportTable([record], prefs, t, 'csv')).toEqual({
      header: ['[field.client_doc1]', '[field.client_pk]', '[field.client_date_cad]'],
      rows: [['123.456.789-09', '7', '09/03/2024']],
    });
  });

  it('masks personal values under a masking policy, as the grid shows them (issue 19)', () => {
    expect(exportTable([record], prefs, t, 'csv', maskEverything).rows).toEqual([
      ['***.456.789-**', '7', '09/03/2024'],
    ]);
    expect(exportTable([record], prefs, t, 'csv', null).rows).toEqual([['123.456.789-09', '7', '09/03/2024']]);
  });

  it('keeps number fields as numbers and dates as dates for XLSX', () => {
    expect(exportTable([record], prefs, t, 'xlsx').rows).toEqual([
      ['123.456.789-09', 7, { excelSerial: expect.closeTo(45360 + 10 / 24, 9) as number, withTime: true }],
    ]);
  });

  it('writes a masked date as its masked text, and a date that is not one as the grid shows it', () => {
    const birth = [{ id: 'client_date_birth', visible: true, width: 100 }];
    const born = { client_date_birth: '1980-05-17' } as unknown as ClientRecord;
    expect(exportTable([born], birth, t, 'xlsx', maskEverything).rows[0]?.[0]).toBe(
      exportTable([born], birth, t, 'csv', maskEverything).rows[0]?.[0],
    );
    expect(exportTable([born], birth, t, 'xlsx', null).rows).toEqual([[{ excelSerial: 29358, withTime: false }]]);
    const zero = { client_date_birth: '0000-00-00' } as unknown as ClientRecord;
    expect(exportTable([zero], birth, t, 'xlsx', null).rows).toEqual([['']]);
  });
});
