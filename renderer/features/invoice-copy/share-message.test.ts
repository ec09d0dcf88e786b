import { describe, expect, it } from 'vitest';
import { mailtoUrl, shareMessage, shareSubject, whatsAppUrl } from './share-message.ts';

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

describe('links', () => {
  it('builds a wa.me link to +55 and the national number, the text encoded', () => {
    const url = new URL(whatsAppUrl('67992734796', shareMessage(facts)));
    expect(url.origin + url.pathname).toBe('https://wa.me/5567992734796');
    expect(url.searchParams.get('text')).toBe(shareMessage(facts));
  });

  it('builds a mailto: link whose spaces are %20 (never +) and whose body reads back whole', () => {
    const url = mailtoUrl('ana@example.com', 'Sua fatura', shareMessage(facts));
    expect(url.startsWith('mailto:ana@example.com?subject=Sua%20fatura&body=')).toBe(true);
    expect(url).not.toContain('+');
    expect(decodeURIComponent(url.split('&body=')[1] ?? '')).toBe(shareMessage(facts));
  });
});
