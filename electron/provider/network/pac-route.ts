/** Where requests to one origin go: straight to the server, or through an HTTP or HTTPS proxy (its URL). */
export type ProxyRoute = { kind: 'direct' } | { kind: 'proxy'; uri: string };

/** The route a PAC answer gives, and the kinds of the entries passed over on the way (SOCKS5, …). */
export interface PacChoice {
  route: ProxyRoute;
  skipped: string[];
}

const schemes: Record<string, string> = { PROXY: 'http', HTTPS: 'https' };

function proxyUri(kind: string, target: string): string | undefined {
  const scheme = schemes[kind];
  if (!scheme || !target || !URL.canParse(`${scheme}://${target}`)) return undefined;
  const url = new URL(`${scheme}://${target}`);
  if (!url.hostname || url.pathname !== '/' || url.search || url.hash) return undefined;
  // Why the whole href: browser mode's HTTP_PROXY may carry `user:password@`, which ProxyAgent sends
  // as Proxy-Authorization (Electron's answers never carry credentials).
  return url.href.replace(/\/$/, '');
}

/**
 * Reads an answer in Chromium's PAC syntax (what Electron's `session.resolveProxy` gives: "DIRECT",
 * "PROXY host:port; DIRECT", "HTTPS host:port", "SOCKS5 host:port") into the first entry undici can take:
 * DIRECT, PROXY (an HTTP proxy) or HTTPS (a proxy spoken to over TLS). Other kinds (SOCKS, SOCKS4,
 * SOCKS5, QUIC) and unreadable entries are passed over; with no usable entry left (or an empty answer)
 * the route is direct.
 */
export function routeFromPac(answer: string): PacChoice {
  const skipped: string[] = [];
  for (const entry of answer.split(';')) {
    const [kindWord = '', target = ''] = entry.trim().split(/\s+/, 2);
    const kind = kindWord.toUpperCase();
    if (kind === '') continue;
    if (kind === 'DIRECT') return { route: { kind: 'direct' }, skipped };
    const uri = proxyUri(kind, target);
    if (uri) return { route: { kind: 'proxy', uri }, skipped };
    // Why only the kind, and only a short word: the log learns what was passed over, never an address.
    skipped.push(
      schemes[kind] ? `${kind} (unreadable address)` : /^[A-Z0-9]{1,12}$/.test(kind) ? kind : 'an unknown kind',
    );
  }
  return { route: { kind: 'direct' }, skipped };
}
