import { describe, expect, it } from 'vitest';
import { serviceCodeDictionary } from '../../../shared/codes/code-dictionary.ts';
import { dictionaryOf, newRow, presetTable, tableOf, type CodeTable } from './code-table.ts';

const simple = (table: CodeTable, field: keyof CodeTable['rows']) =>
  table.rows[field].map((row) => [row.code, row.label, row.cancels]);

describe('the code editor’s table', () => {
  it('shows a preset’s codes in the reader’s language', () => {
    expect(simple(presetTable('service', 'pt-BR'), 'invoice_state')).toEqual([
      ['0', 'Em aberto', false],
      ['1', 'Paga', false],
      ['2', 'Cancelada', true],
    ]);
    expect(simple(presetTable('service', 'en'), 'os_done')).toEqual([
      ['0', 'Open', false],
      ['1', 'Done', false],
      ['2', 'Cancelled', false],
    ]);
    expect(simple(presetTable('none', 'pt-BR'), 'invoice_state')).toEqual([]);
  });

  it('saves an untouched preset as the preset alone, so its labels follow the language', () => {
    expect(dictionaryOf(presetTable('service', 'pt-BR'), 'pt-BR')).toEqual({
      ok: true,
      dictionary: serviceCodeDictionary,
    });
    expect(dictionaryOf(tableOf(serviceCodeDictionary, 'en'), 'en')).toEqual({
      ok: true,
      dictionary: serviceCodeDictionary,
    });
  });

  it('saves what the operator changed: a label, a new code, a removed preset code, a cancelling state', () => {
    const table = presetTable('service', 'pt-BR');
    const [open, , cancelled] = table.rows.invoice_state;
    const edited: CodeTable = {
      ...table,
      rows: {
        ...table.rows,
        invoice_state: [
          { ...open!, label: 'A receber' },
          { ...cancelled! },
          newRow(' 7 ', ' Estornada ', true),
          newRow(),
        ],
        os_done: [...table.rows.os_done, newRow('3', 'Agendada')],
      },
    };
    const saved = dictionaryOf(edited, 'pt-BR');
    expect(saved).toEqual({
      ok: true,
      dictionary: {
        preset: 'service',
        fields: {
          invoice_state: [
            { code: 0, label: 'A receber' },
            { code: 1, label: '' },
            { code: 7, label: 'Estornada', cancels: true },
          ],
          os_done: [{ code: 3, label: 'Agendada' }],
        },
      },
    });
    // Read back, the table is what was typed (the removed code stays removed).
    if (!saved.ok) throw new Error('not saved');
    expect(simple(tableOf(saved.dictionary, 'pt-BR'), 'invoice_state')).toEqual([
      ['0', 'A receber', false],
      ['2', 'Cancelada', true],
      ['7', 'Estornada', true],
    ]);
  });

  it('tells each wrong row: no code, not a whole number, a code twice, a label too long', () => {
    const table = presetTable('none', 'pt-BR');
    const rows = [
      newRow('', 'Sem código'),
      newRow('1.5', 'Meio'),
      newRow('abc', 'Letras'),
      newRow('4', 'Quatro'),
      newRow('4', 'De novo'),
      newRow('5', 'x'.repeat(81)),
      newRow('99999', 'Grande demais'),
    ];
    const result = dictionaryOf({ ...table, rows: { ...table.rows, os_done: rows } }, 'pt-BR');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(rows.map((row) => result.problems.get(row.key))).toEqual([
      'missingCode',
      'badCode',
      'badCode',
      undefined,
      'repeated',
      'tooLong',
      'badCode',
    ]);
  });
});
