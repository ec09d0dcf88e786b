import { routeFromPac, type ProxyRoute } from './pac-route.ts';

/** Answers, in Chromium's PAC syntax, how to reach a URL ("DIRECT", "PROXY host:port; DIRECT"…): Electron's `session.resolveProxy`. */
export type ProxyResolver = (url: string) => Promise<string>;

/** How long a proxy decision is kept per origin: short, so a VPN or a network change is followed soon. */
export const proxyDecisionTtlMs = 30_000;

/** Settings of a ProxyRouter: the resolver (none: always direct), a log line for warnings, the clock. */
export interface ProxyRouterOptions {
  resolve?: ProxyResolver | undefined;
  warn?: (line: string) => void;
  ttlMs?: number;
  now?: () => number;
}

/**
 * Decides, per origin, whether provider traffic goes direct or through a proxy, asking the resolver at
 * most once per origin per `ttlMs`. An entry undici cannot use (SOCKS) is passed over with one warning
 * per kind; a resolver that fails means direct, with one warning.
 */
export class ProxyRouter {
  readonly #options: ProxyRouterOptions;
  readonly #decisions = new Map<string, { route: Promise<ProxyRoute>; until: number }>();
  readonly #warned = new Set<string>();

  constructor(options: ProxyRouterOptions = {}) {
    this.#options = options;
  }

  /** The route of a request to `url`. */
  route(url: string): Promise<ProxyRoute> {
    const resolve = this.#options.resolve;
    if (!resolve) return Promise.resolve({ kind: 'direct' });
    const origin = new URL(url).origin;
    const now = (this.#options.now ?? Date.now)();
    const kept = this.#decisions.get(origin);
    if (kept && kept.until > now) return kept.route;
    for (const [key, decision] of this.#decisions) if (decision.until <= now) this.#decisions.delete(key);
    // Why the origin and not the whole URL: the decision is kept per origin, and a PAC script has no need
    // of paths (Chromium itself strips https URLs to the origin before a PAC script sees them).
    const route = this.#ask(resolve, `${origin}/`);
    this.#decisions.set(origin, { route, until: now + (this.#options.ttlMs ?? proxyDecisionTtlMs) });
    return route;
  }

  async #ask(resolve: ProxyResolver, url: string): Promise<ProxyRoute> {
    let answer: string;
    try {
      answer = await resolve(url);
    } catch {
      this.#warnOnce('resolver', 'the system proxy could not be resolved; provider traffic goes direct');
      return { kind: 'direct' };
    }
    const { route, skipped } = routeFromPac(typeof answer === 'string' ? answer : '');
    for (const kind of skipped) {
      this.#warnOnce(
        kind,
        `the system proxy names a ${kind} entry, which provider traffic cannot use; it goes ${route.kind === 'direct' ? 'direct' : 'through the next proxy listed'}`,
      );
    }
    return route;
  }

  #warnOnce(key: string, line: string): void {
    if (this.#warned.has(key)) return;
    this.#warned.add(key);
    this.#options.warn?.(line);
  }
}
