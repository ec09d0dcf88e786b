import { describe, expect, it } from 'vitest';
import { isTrustedSender, originOf } from '../ipc/trusted-sender.ts';
import { allowedPermission, judgeExternalUrl } from './navigation-rules.ts';

describe('judgeExternalUrl', () => {
  it.each([
    ['https://www.anatel.gov.br/', 'open-external'],
    // The invoice's "Enviar por WhatsApp" and "Enviar por e-mail" (issue 18).
    ['https://wa.me/5567992734796?text=Fatura%20R%24%2099%2C90', 'open-external'],
    ['mailto:cliente@example.com?subject=Fatura&body=PIX%3A%2000020126', 'open-external'],
    ['mailto:?subject=Fatura', 'open-external'],
    // A long one too: it is opened shortened and its text copied (open-external-link.ts), never refused in silence.
    [`mailto:a@example.com?body=${'x'.repeat(5000)}`, 'open-external'],
    ['http://wa.me/5567992734796', 'deny'],
    ['whatsapp://send?phone=5567992734796', 'deny'],
    ['tel:+5567992734796', 'deny'],
    ['http://www.anatel.gov.br/', 'deny'],
    ['file:///etc/passwd', 'deny'],
    ['javascript:alert(1)', 'deny'],
    ['smb://server/share', 'deny'],
    ['not a url', 'deny'],
  ])('%s → %s', (url, verdict) => {
    expect(judgeExternalUrl(url)).toBe(verdict);
  });
});

describe('allowedPermission', () => {
  it('lets only our own page write the clipboard, and grants nothing else to anyone', () => {
    expect(allowedPermission('clipboard-sanitized-write', 'app://desk', 'app://desk')).toBe(true);
    expect(allowedPermission('clipboard-sanitized-write', 'https://evil.example', 'app://desk')).toBe(false);
    expect(allowedPermission('clipboard-sanitized-write', undefined, 'app://desk')).toBe(false);
    for (const permission of [
      'clipboard-read',
      'media',
      'notifications',
      'geolocation',
      'openExternal',
      'fullscreen',
    ]) {
      expect(allowedPermission(permission, 'app://desk', 'app://desk')).toBe(false);
    }
  });
});

describe('isTrustedSender', () => {
  it('trusts only the top frame of the app origin', () => {
    expect(isTrustedSender({ url: 'app://desk/index.html', isMainFrame: true }, 'app://desk')).toBe(true);
    expect(isTrustedSender({ url: 'app://desk/index.html', isMainFrame: false }, 'app://desk')).toBe(false);
    expect(isTrustedSender({ url: 'app://evil/index.html', isMainFrame: true }, 'app://desk')).toBe(false);
    expect(isTrustedSender({ url: 'https://desk/', isMainFrame: true }, 'app://desk')).toBe(false);
    expect(isTrustedSender(null, 'app://desk')).toBe(false);
  });

  it('reads the origin of custom schemes, which Node’s URL reports as null', () => {
    expect(originOf('app://desk/a/b?c')).toBe('app://desk');
    expect(originOf('http://127.0.0.1:4000/x')).toBe('http://127.0.0.1:4000');
    expect(originOf('garbage')).toBeUndefined();
  });
});
