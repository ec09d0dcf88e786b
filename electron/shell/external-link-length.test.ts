import { describe, expect, it } from 'vitest';
import { fitExternalUrl, maxExternalUrlLength } from './external-link-length.ts';

const message = `Olá! Segue a sua fatura de R$ 99,90.\n\nPIX copia e cola:\n${'0'.repeat(1200)}`;
const mailto = (body: string) =>
  `mailto:cliente@exemplo.com.br?subject=${encodeURIComponent('Sua fatura')}&body=${encodeURIComponent(body)}`;
const whatsApp = (text: string) => `https://wa.me/5511988887777?text=${encodeURIComponent(text)}`;

describe('links shell.openExternal can open (2,081 characters at most, as on Windows)', () => {
  it('leaves a link that fits as it is', () => {
    expect(fitExternalUrl(mailto('Olá'))).toEqual({ kind: 'mail', url: mailto('Olá') });
    expect(fitExternalUrl(whatsApp('Olá'))).toEqual({ kind: 'whatsapp', url: whatsApp('Olá') });
  });

  it('takes the body out of a mailto: link that is too long, keeping address and subject, and answers the text', () => {
    const long = mailto(`${message} çãé ${message}`);
    expect(long.length).toBeGreaterThan(maxExternalUrlLength);
    expect(fitExternalUrl(long)).toEqual({
      kind: 'mail',
      url: 'mailto:cliente@exemplo.com.br?subject=Sua%20fatura',
      leftOut: `${message} çãé ${message}`,
    });
  });

  it('keeps a + of the body as a plus (mail programs read it so), and a wa.me text’s + as a space', () => {
    const body = `${'a+b '.repeat(600)}`;
    expect(fitExternalUrl(`mailto:x@y.br?body=${body}`).leftOut).toBe(body);
    expect(fitExternalUrl(`https://wa.me/55119?text=${'a+b'.repeat(800)}`).leftOut).toBe('a b'.repeat(800));
  });

  it('takes the text out of a wa.me link that is too long, keeping the number', () => {
    expect(fitExternalUrl(whatsApp(`${message}${message}`))).toEqual({
      kind: 'whatsapp',
      url: 'https://wa.me/5511988887777',
      leftOut: `${message}${message}`,
    });
  });

  it('answers no URL when even the short link is too long, or the link is of another kind', () => {
    const address = `${'a'.repeat(2100)}@exemplo.com.br`;
    expect(fitExternalUrl(`mailto:${address}?body=oi`)).toEqual({ kind: 'mail', url: undefined, leftOut: 'oi' });
    expect(fitExternalUrl(`https://exemplo.com.br/${'a'.repeat(2100)}`)).toEqual({ kind: 'other', url: undefined });
  });
});
