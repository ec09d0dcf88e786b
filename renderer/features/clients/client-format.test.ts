import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDocument, formatLabelledList, formatZip, parseLabelledList } from './client-format.ts';

describe('formatDocument', () => {
  it('formats an 11-digit CPF', () => {
    expect(formatDocument('52998224725')).toBe('529.982.247-25');
  });

  it('formats a 14-digit CNPJ', () => {
    expect(formatDocument('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('formats an alphanumeric CNPJ in upper case', () => {
    expect(formatDocument('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('keeps an already punctuated document readable', () => {
    expect(formatDocument('529.982.247-25')).toBe('529.982.247-25');
  });

  it('returns other text as given, and empty for nothing', () => {
    expect(formatDocument('12345')).toBe('12345');
    expect(formatDocument(null)).toBe('');
    expect(formatDocument(undefined)).toBe('');
  });
});

describe('formatZip', () => {
  it('formats 8 digits as 00000-000', () => {
    expect(formatZip('79002000')).toBe('79002-000');
    expect(formatZip('79002-000')).toBe('79002-000');
  });

  it('returns other text as given', () => {
    expect(formatZip('1234')).toBe('1234');
    expect(formatZip('SW1A 1AA')).toBe('SW1A 1AA');
    expect(formatZip(null)).toBe('');
  });
});

describe('formatDate', () => {
  it('writes dates as dd/mm/aaaa', () => {
    expect(formatDate('2024-03-07 00:00:00')).toBe('07/03/2024');
    expect(formatDate('1999-12-31')).toBe('31/12/1999');
  });

  it('returns text that is not a date as given', () => {
    expect(formatDate('ontem')).toBe('ontem');
    expect(formatDate(null)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds the time unless it is midnight', () => {
    expect(formatDateTime('2024-03-07 14:05:09')).toBe('07/03/2024 14:05');
    expect(formatDateTime('2024-03-07 00:00:00')).toBe('07/03/2024');
    expect(formatDateTime('')).toBe('');
  });
});

describe('labelled lists', () => {
  const phones = 'Celular#-#(67) 99273-4796,Residencial#-#(67) 3142-2213';

  it('read Label#-#value items joined by commas', () => {
    expect(parseLabelledList(phones)).toEqual([
      { label: 'Celular', value: '(67) 99273-4796' },
      { label: 'Residencial', value: '(67) 3142-2213' },
    ]);
  });

  it('keep plain text as one item, and nothing as none', () => {
    expect(parseLabelledList('ana@example.com')).toEqual([{ label: '', value: 'ana@example.com' }]);
    expect(parseLabelledList(null)).toEqual([]);
    expect(parseLabelledList('Celular#-#,')).toEqual([]);
  });

  it('format for one line or one item a line', () => {
    expect(formatLabelledList(phones, 'line')).toBe('Celular (67) 99273-4796 · Residencial (67) 3142-2213');
    expect(formatLabelledList(phones, 'lines')).toBe('Celular: (67) 99273-4796\nResidencial: (67) 3142-2213');
    expect(formatLabelledList('ana@example.com', 'lines')).toBe('ana@example.com');
  });
});
