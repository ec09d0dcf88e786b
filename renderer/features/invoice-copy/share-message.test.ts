import { describe, expect, it } from 'vitest';
import { shareMessage, shareSubject } from './share-message.ts';

const facts = {
  amount: '99.90',
  dueDate: '2026-12-10',
  pix: '00020126580014br.gov.bcb.pix6304ABCD',
  line: '75691.09321 40000.000006 12345.678901 2 16560000009990',
};

describe('shareMessage', () => {
  it('says amount and due date in pt-BR, then the PIX code and the typeable line', () => {
    expect(shareMessage(facts)).toBe(
      [
        'Olá! Segue a sua fatura de R$ 99,90, vencimento 10/12/2026.',
        '',
        'PIX copia e cola:',
        facts.pix,
        '',
        'Linha digitável do boleto:',
        facts.line,
      ].join('\n'),
    );
    expect(shareSubject(facts)).toBe('Sua fatura com vencimento 10/12/2026');
  });

  it('leaves out what the invoice does not have', () => {
    expect(shareMessage({ amount: '10', dueDate: null, pix: undefined, line: undefined })).toBe(
      'Olá! Segue a sua fatura de R$ 10,00.',
    );
  });
});
