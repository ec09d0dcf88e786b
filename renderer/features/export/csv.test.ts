import { describe, expect, it } from 'vitest';
import { buildCsv, csvField, neutralizeFormula } from './csv.ts';

describe('CSV building', () => {
  it('starts with a BOM, separates with ; and ends every line with CRLF', () => {
    expect(
      buildCsv(
        ['Nome', 'Código'],
        [
          ['Ana', 1],
          ['Bruno', 2],
        ],
      ),
    ).toBe('\uFEFFNome;Código\r\nAna;1\r\nBruno;2\r\n');
  });

  it('keeps accents as they are (UTF-8)', () => {
    expect(buildCsv(['Situação'], [['João Conceição']])).toBe('\uFEFFSituação\r\nJoão Conceição\r\n');
  });

  it('quotes fields with quotes, separators or line breaks, doubling the quotes', () => {
    expect(csvField('Rua "A"')).toBe('"Rua ""A"""');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(csvField('linha 1\r\nlinha 2')).toBe('"linha 1\r\nlinha 2"');
    expect(csvField('a,b')).toBe('a,b');
    expect(csvField('')).toBe('');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+55 11', '-2', '@SUM(A1)']) expect(neutralizeFormula(text)).toBe(`'${text}`);
    expect(neutralizeFormula('Ana = Bia')).toBe('Ana = Bia');
    expect(csvField('=HYPERLINK("x";"y")')).toBe('"\'=HYPERLINK(""x"";""y"")"');
  });

  it('writes numbers as they are, negative ones too', () => {
    expect(csvField(-3)).toBe('-3');
    expect(csvField(42)).toBe('42');
  });

  it('writes an empty result as the header alone', () => {
    expect(buildCsv(['Nome'], [])).toBe('\uFEFFNome\r\n');
  });
});
