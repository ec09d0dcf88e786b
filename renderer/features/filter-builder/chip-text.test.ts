import { describe, expect, it } from 'vitest';
import { newCondition } from './builder-condition.ts';
import { chipText, filterText, type ChipWords } from './chip-text.ts';

const words: ChipWords = {
  field: (name) => ({ client_status: 'Situação', client_name: 'Nome', client_date_cad: 'Cadastro' })[name] ?? name,
  op: (op) =>
    ({ eq: 'é', contains: 'contém', between: 'entre', in: 'é um de', isNull: 'está vazio (nulo)' })[op as string] ?? op,
  value: (field, value) =>
    field === 'client_status' ? (['Ativo', 'Desativado', 'Interessado', 'Removido'][Number(value)] ?? value) : value,
  and: 'e',
  or: 'ou',
  custom: 'Filtro personalizado',
};

describe('chipText', () => {
  it('reads a condition with its value label', () => {
    expect(chipText({ ...newCondition('client_status', 'eq'), value: '0' }, words)).toBe('Situação é Ativo');
    expect(chipText({ ...newCondition('client_name', 'contains'), value: 'silva' }, words)).toBe('Nome contém silva');
  });

  it('reads a range, a list and a null test', () => {
    expect(
      chipText({ ...newCondition('client_date_cad', 'between'), value: '01/01/2024', to: '31/01/2024' }, words),
    ).toBe('Cadastro entre 01/01/2024 e 31/01/2024');
    expect(chipText({ ...newCondition('client_status', 'in'), values: ['0', '2'] }, words)).toBe(
      'Situação é um de Ativo, Interessado',
    );
    expect(chipText(newCondition('client_name', 'isNull'), words)).toBe('Nome está vazio (nulo)');
  });

  it('joins the conditions with E', () => {
    const conditions = [
      { ...newCondition('client_status', 'eq'), value: '0' },
      { ...newCondition('client_name', 'contains'), value: 'silva' },
    ];
    expect(filterText(conditions, words, 'E')).toBe('Situação é Ativo E Nome contém silva');
  });
});
