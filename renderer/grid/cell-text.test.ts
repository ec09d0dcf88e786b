import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { codeLabel, fieldText, plainText } from './cell-text.ts';

// A stand-in translator that shows which key (and code) was asked for.
const t = ((key: string, options?: { code?: string }) =>
  options?.code === undefined ? key : `${key}:${options.code}`) as unknown as TFunction<'clients'>;

describe('fieldText', () => {
  it('formats each kind for reading', () => {
    expect(fieldText({ kind: 'document' }, '52998224725', t)).toBe('529.982.247-25');
    expect(fieldText({ kind: 'zip' }, '79002000', t)).toBe('79002-000');
    expect(fieldText({ kind: 'date' }, '2024-03-07 14:05:00', t)).toBe('07/03/2024');
    expect(fieldText({ kind: 'date' }, '2024-03-07 14:05:00', t, 'detail')).toBe('07/03/2024 14:05');
    expect(fieldText({ kind: 'number' }, 42, t)).toBe('42');
    expect(fieldText({ kind: 'status' }, 2, t)).toBe('status.2');
    expect(fieldText({ kind: 'type' }, 1, t)).toBe('type.1');
  });

  it('is empty for nothing', () => {
    expect(fieldText({ kind: 'text' }, null, t)).toBe('');
    expect(fieldText({ kind: 'status' }, undefined, t)).toBe('');
  });
});

describe('codeLabel', () => {
  it('names unknown codes with their number', () => {
    expect(codeLabel('status', 7, t)).toBe('status.unknown:7');
    expect(codeLabel('type', '0', t)).toBe('type.0');
  });
});

describe('plainText', () => {
  it('writes any value as text', () => {
    expect(plainText(undefined)).toBe('');
    expect(plainText(false)).toBe('false');
    expect(plainText([1, 'a'])).toBe('1: 1\n2: a');
    expect(plainText({ clients: { active: 420 } })).toBe('clients › active: 420');
  });
});

describe('fieldText of lists', () => {
  it('puts phones on one line in the grid and one a line in the details', () => {
    const phones = 'Celular#-#(67) 99273-4796,Residencial#-#(67) 3142-2213';
    expect(fieldText({ kind: 'list' }, phones, t)).toBe('Celular (67) 99273-4796 · Residencial (67) 3142-2213');
    expect(fieldText({ kind: 'list' }, phones, t, 'detail')).toBe(
      'Celular: (67) 99273-4796\nResidencial: (67) 3142-2213',
    );
  });
});
