// Chromium never sends loopback or link-local traffic through a proxy, whatever the system's settings
// or PAC file say: its implicit bypass rules (https://chromium.googlesource.com/chromium/src/+/HEAD/net/docs/proxy.md#implicit-bypass-rules,
// net/proxy_resolution/proxy_bypass_rules.cc: localhost, *.localhost, 127.0.0.0/8, [::1], 169.254/16,
// [fe80::]/10). session.resolveProxy answers DIRECT for them, and so does the stand-in.
import { isIP } from 'node:net';

/** Whether Chromium goes direct to this URL's host whatever the proxy settings (its implicit bypass rules). */
export function implicitlyDirect(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  const bare = host.startsWith('[') ? host.slice(1, -1) : host;
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (isIP(bare) === 4) return bare.startsWith('127.') || bare.startsWith('169.254.');
  if (isIP(bare) === 6) return bare === '::1' || /^fe[89ab][0-9a-f]:/.test(bare);
  return false;
}
