import { describe, expect, it } from 'vitest';
import { openExternalLink, type LinkNotice } from './open-external-link.ts';

function recorder(refuse = false) {
  const seen = { opened: [] as string[], copied: [] as string[], notices: [] as LinkNotice[], logs: [] as string[] };
  return {
    seen,
    deps: {
      open: async (url: string) => {
        if (refuse) throw new Error('no mail program');
        seen.opened.push(url);
      },
      copy: (text: string) => void seen.copied.push(text),
      notify: (notice: LinkNotice) => void seen.notices.push(notice),
      log: { warn: (message: string) => void seen.logs.push(message) },
    },
  };
}

const body = `Olá! PIX copia e cola:\n${'00020126'.repeat(300)}`;
const longMail = `mailto:maria@exemplo.com.br?subject=Fatura&body=${encodeURIComponent(body)}`;

describe('opening a link with the system, never in silence', () => {
  it('opens a link that fits as it is, and tells nobody', async () => {
    const { seen, deps } = recorder();
    await openExternalLink('https://wa.me/5511988887777?text=Ol%C3%A1', deps);
    expect(seen).toEqual({ opened: ['https://wa.me/5511988887777?text=Ol%C3%A1'], copied: [], notices: [], logs: [] });
  });

  it('opens a too-long mailto: link without its body, copies the body and tells the clerk', async () => {
    const { seen, deps } = recorder();
    await openExternalLink(longMail, deps);
    expect(seen.opened).toEqual(['mailto:maria@exemplo.com.br?subject=Fatura']);
    expect(seen.copied).toEqual([body]);
    expect(seen.notices).toEqual(['mail-text-copied']);
    // The log has the link's kind and length, never the address or the message.
    expect(seen.logs.join('\n')).not.toMatch(/maria|00020126/);
  });

  it('copies the message and tells the clerk when the system refuses the link', async () => {
    const { seen, deps } = recorder(true);
    await openExternalLink('mailto:maria@exemplo.com.br?body=Ol%C3%A1', deps);
    expect(seen.copied).toEqual(['Olá']);
    expect(seen.notices).toEqual(['link-not-opened']);
    expect(seen.logs.join('\n')).not.toContain('maria');
  });
});
