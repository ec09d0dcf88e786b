import type { ProxyResolver } from './proxy-router.ts';

interface NoProxyEntry {
  host: string;
  port: number;
  /** `*.example.com`: subdomains only, not the name itself. */
  subdomainsOnly: boolean;
}

const defaultPorts: Record<string, number> = { 'http:': 80, 'https:': 443 };

/** NO_PROXY read as undici's EnvHttpProxyAgent reads it: names, `.suffix`, `*.suffix`, `host:port`, `*`. */
function parseNoProxy(text: string): NoProxyEntry[] {
  return text
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((entry) => {
      const bracketed = /^\[(.+)\](?::(\d+))?$/.exec(entry);
      const plain = bracketed ? undefined : /^([^:]+)(?::(\d+))?$/.exec(entry);
      const host = bracketed?.[1] ?? plain?.[1] ?? entry;
      const port = Number(bracketed?.[2] ?? plain?.[2] ?? 0);
      return {
        host: host
          .replace(/^\*?\./, '')
          .replace(/\.$/, '')
          .toLowerCase(),
        port,
        subdomainsOnly: entry.startsWith('*.'),
      };
    });
}

function bypasses(entries: NoProxyEntry[], url: URL): boolean {
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  const port = Number(url.port) || defaultPorts[url.protocol] || 0;
  return entries.some((entry) => {
    if (entry.port && entry.port !== port) return false;
    if (entry.host === '*') return true;
    return (!entry.subdomainsOnly && host === entry.host) || host.endsWith(`.${entry.host}`);
  });
}

/** A proxy variable's value as a PAC entry: `http://h:p` → `PROXY h:p`, `https://h:p` → `HTTPS h:p`, `h:p` → `PROXY h:p`. */
function pacEntry(value: string): string {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`;
  if (!URL.canParse(withScheme)) return 'DIRECT';
  const url = new URL(withScheme);
  const credentials = url.username ? `${url.username}${url.password ? `:${url.password}` : ''}@` : '';
  const kind =
    url.protocol === 'https:'
      ? 'HTTPS'
      : url.protocol === 'http:'
        ? 'PROXY'
        : url.protocol.replace(/:$/, '').toUpperCase();
  return `${kind} ${credentials}${url.host}`;
}

/**
 * Browser mode's system proxy (there is no Electron to ask): the standard variables, as curl and undici's
 * EnvHttpProxyAgent read them. HTTPS_PROXY for https (HTTP_PROXY when it is unset), HTTP_PROXY for http,
 * NO_PROXY for exceptions; lower-case names first. Answers in PAC syntax, like Electron's resolver, so
 * both hosts share one path. None when no proxy variable is set.
 */
export function envProxyResolver(env: Record<string, string | undefined>): ProxyResolver | undefined {
  const httpProxy = env.http_proxy || env.HTTP_PROXY || undefined;
  const httpsProxy = env.https_proxy || env.HTTPS_PROXY || httpProxy;
  if (!httpProxy && !httpsProxy) return undefined;
  const noProxy = parseNoProxy(env.no_proxy ?? env.NO_PROXY ?? '');
  return (address) => {
    const url = new URL(address);
    const proxy = url.protocol === 'https:' ? httpsProxy : httpProxy;
    return Promise.resolve(!proxy || bypasses(noProxy, url) ? 'DIRECT' : pacEntry(proxy));
  };
}
