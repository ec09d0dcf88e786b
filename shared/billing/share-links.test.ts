import { describe, expect, it } from 'vitest';
import { mailtoUrl, whatsAppUrl } from './share-links.ts';

const message =
  'Olá! Segue a sua fatura de R$ 99,90, vencimento 10/12/2026.\n\nPIX copia e cola:\n00020126580014br.gov.bcb.pix6304ABCD';

describe('links', () => {
  it('builds a wa.me link to +55 and the national number, the text encoded', () => {
    const url = new URL(whatsAppUrl('67992734796', message));
    expect(url.origin + url.pathname).toBe('https://wa.me/5567992734796');
    expect(url.searchParams.get('text')).toBe(message);
  });

  it('builds a mailto: link whose spaces are %20 (never +) and whose body reads back whole', () => {
    const url = mailtoUrl('ana@example.com', 'Sua fatura', message);
    expect(url.startsWith('mailto:ana@example.com?subject=Sua%20fatura&body=')).toBe(true);
    expect(url).not.toContain('+');
    expect(decodeURIComponent(url.split('&body=')[1] ?? '')).toBe(message);
  });
});
