import { afterEach, describe, expect, it, vi } from 'vitest';
import { CookieJar } from 'tough-cookie';
import { cookieHeader } from './cookie-header.ts';
import { VersionedCookieStore } from './versioned-cookie-store.ts';

const base = 'http://provider.test';
const list = `${base}/admin_ctl/client/list`;

function jars(): { cached: CookieJar; plain: CookieJar } {
  return {
    cached: new CookieJar(new VersionedCookieStore(), { looseMode: true }),
    plain: new CookieJar(undefined, { looseMode: true }),
  };
}

/** Runs the same change on both jars. */
async function both(pair: { cached: CookieJar; plain: CookieJar }, change: (jar: CookieJar) => Promise<unknown>) {
  await change(pair.cached);
  await change(pair.plain);
}

describe('cookieHeader', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('builds the header tough-cookie builds: matching paths only, the longest path first', async () => {
    const pair = jars();
    await both(pair, (jar) => jar.setCookie('SessionCookie=abc; Path=/', `${base}/login`));
    await both(pair, (jar) => jar.setCookie('area=admin; Path=/admin_ctl', `${base}/admin_ctl/x`));
    await both(pair, (jar) => jar.setCookie('other=1; Path=/invoice_ctl', `${base}/invoice_ctl/x`));
    expect(await cookieHeader(pair.cached, list)).toBe('area=admin; SessionCookie=abc');
    expect(await cookieHeader(pair.cached, list)).toBe(await pair.plain.getCookieString(list));
    expect(await cookieHeader(pair.cached, `${base}/invoice_ctl/invoice/list`)).toBe('other=1; SessionCookie=abc');
  });

  it('a Set-Cookie after a lookup is in the next header, and a removed cookie is gone from it', async () => {
    const pair = jars();
    await both(pair, (jar) => jar.setCookie('SessionCookie=first; Path=/', `${base}/login`));
    expect(await cookieHeader(pair.cached, list)).toBe('SessionCookie=first');
    await pair.cached.setCookie('SessionCookie=second; Path=/', list);
    expect(await cookieHeader(pair.cached, list)).toBe('SessionCookie=second');
    await pair.cached.setCookie('extra=1; Path=/', list);
    expect(await cookieHeader(pair.cached, list)).toBe('SessionCookie=second; extra=1');
    await pair.cached.store.removeCookie('provider.test', '/', 'extra');
    expect(await cookieHeader(pair.cached, list)).toBe('SessionCookie=second');
  });

  it('after a logout clears the jar, no cookie is sent', async () => {
    const { cached } = jars();
    await cached.setCookie('SessionCookie=abc; Path=/', `${base}/login`);
    expect(await cookieHeader(cached, list)).toBe('SessionCookie=abc');
    await cached.removeAllCookies();
    expect(await cookieHeader(cached, list)).toBe('');
  });

  it('a cookie whose Expires passed is no longer sent, and the lookup sweeps it from the jar', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
    const { cached } = jars();
    await cached.setCookie('SessionCookie=abc; Path=/; Expires=Wed, 25 Nov 2026 12:00:30 GMT', `${base}/login`);
    await cached.setCookie('keep=1; Path=/', `${base}/login`);
    expect(await cookieHeader(cached, list)).toBe('SessionCookie=abc; keep=1');
    vi.setSystemTime(new Date('2026-11-25T12:00:29Z'));
    expect(await cookieHeader(cached, list)).toBe('SessionCookie=abc; keep=1');
    vi.setSystemTime(new Date('2026-11-25T12:00:31Z'));
    expect(await cookieHeader(cached, list)).toBe('keep=1');
    expect((await cached.serialize()).cookies.map((cookie) => cookie.key)).toEqual(['keep']);
  });

  it('a Max-Age cookie lives and expires as in a jar looked up every time (reckoned from its last use)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-25T12:00:00Z').getTime();
    vi.setSystemTime(start);
    const pair = jars();
    await both(pair, (jar) => jar.setCookie('SessionCookie=abc; Path=/; Max-Age=10', `${base}/login`));
    for (const seconds of [0, 8, 16, 24, 35, 36]) {
      vi.setSystemTime(start + seconds * 1000);
      const plain = await pair.plain.getCookieString(list);
      expect(await cookieHeader(pair.cached, list), `at ${seconds} s`).toBe(plain);
    }
    // Used at 24 s, so gone 10 s later in both.
    expect(await pair.plain.getCookieString(list)).toBe('');
  });

  it('a jar with another store is looked up every time', async () => {
    const { plain } = jars();
    await plain.setCookie('SessionCookie=abc; Path=/', `${base}/login`);
    expect(await cookieHeader(plain, list)).toBe('SessionCookie=abc');
    await plain.setCookie('SessionCookie=new; Path=/', `${base}/login`);
    expect(await cookieHeader(plain, list)).toBe('SessionCookie=new');
  });

  it('a kept jar read back (serialize, then deserialize into a versioned store) gives the same header', async () => {
    const { cached } = jars();
    await cached.setCookie('SessionCookie=abc; Path=/', `${base}/login`);
    const restored = await CookieJar.deserialize(await cached.serialize(), new VersionedCookieStore());
    expect(await cookieHeader(restored, list)).toBe('SessionCookie=abc');
    await restored.setCookie('SessionCookie=later; Path=/', list);
    expect(await cookieHeader(restored, list)).toBe('SessionCookie=later');
  });

  it('a kept header with an Expires cookie is checked without turning the date into text', async () => {
    const { cached } = jars();
    const expires = new Date(Date.now() + 3_600_000).toUTCString();
    await cached.setCookie(`SessionCookie=abc; Path=/; Expires=${expires}`, `${base}/login`);
    expect(await cookieHeader(cached, list)).toBe('SessionCookie=abc');
    // Why: tough-cookie's expiryTime() compares the date with the text "Infinity", which formats the date in the
    // local time zone: ~19 µs of every provider call in the app's process (docs/benchmarks.md, app cost).
    const toText = vi.spyOn(Date.prototype, 'toString');
    try {
      expect(await cookieHeader(cached, list)).toBe('SessionCookie=abc');
      expect(toText).not.toHaveBeenCalled();
    } finally {
      toText.mockRestore();
    }
  });
});
