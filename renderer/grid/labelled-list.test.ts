import { describe, expect, it } from 'vitest';
import { formatLabelledList, parseLabelledList } from './labelled-list.ts';

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
