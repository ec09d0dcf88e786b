import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './content-security-policy.ts';

describe('contentSecurityPolicy', () => {
  it('is the strict policy of the Electron window, word for word', () => {
    expect(contentSecurityPolicy).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; object-src 'none'",
    );
  });

  it('names no remote origin and allows no inline or evaluated script', () => {
    const script = contentSecurityPolicy.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(script).toBe("script-src 'self'");
    expect(contentSecurityPolicy).not.toMatch(/https?:|\*|unsafe-eval/);
  });
});

describe('securityHeaders', () => {
  it('carries the policy, nosniff and no referrer, and nothing of CORS', () => {
    expect(securityHeaders).toMatchObject({
      'content-security-policy': contentSecurityPolicy,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    expect(Object.keys(securityHeaders).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });
});
