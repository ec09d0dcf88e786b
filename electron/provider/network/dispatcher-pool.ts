import type { SecureContext } from 'node:tls';
import { Agent, buildConnector, Pool, ProxyAgent, type Dispatcher } from 'undici';
import type { Timeouts } from '../timeouts.ts';
import type { ProxyRoute } from './pac-route.ts';
import { verifiedConnector } from './verified-connect.ts';

/** What every pool of provider traffic is built with: the timeouts and the trusted CAs (read when first needed). */
export interface DispatcherSettings {
  timeouts: Timeouts;
  secureContext: () => SecureContext;
}

/**
 * TLS options towards a provider server, whose certificate verifiedConnector judges (see there why not
 * Node). Why no session resumption: a resumed session shows no certificate (OpenSSL keeps none for the
 * client), so it could be neither fingerprinted nor held to a pin; keep-alive pools make resumption rare
 * anyway.
 */
function serverTls(secureContext: SecureContext) {
  return { secureContext, rejectUnauthorized: false, maxCachedSessions: 0 };
}

/**
 * The undici dispatchers of provider traffic, one per way out: direct, or through one proxy; each of
 * those once more per pinned certificate, so that a connection made under a pin is never pooled with
 * one judged by the CAs (and the reverse). All share the same timeouts and keep-alive pools.
 */
export class DispatcherPool {
  readonly #settings: DispatcherSettings;
  readonly #dispatchers = new Map<string, Dispatcher>();

  constructor(settings: DispatcherSettings) {
    this.#settings = settings;
  }

  #poolOptions() {
    const { timeouts } = this.#settings;
    return { headersTimeout: timeouts.headers, bodyTimeout: timeouts.body, keepAliveTimeout: 30_000, connections: 16 };
  }

  /** The dispatcher of a route, for a pinned certificate (`AB:CD:…`) or the trusted CAs. */
  get(route: ProxyRoute, pin: string | undefined): Dispatcher {
    const key = `${route.kind === 'direct' ? 'direct' : route.uri} ${pin ?? 'ca'}`;
    let dispatcher = this.#dispatchers.get(key);
    if (!dispatcher) {
      dispatcher = route.kind === 'direct' ? this.#direct(pin) : this.#proxied(route.uri, pin);
      this.#dispatchers.set(key, dispatcher);
    }
    return dispatcher;
  }

  #direct(pin: string | undefined): Dispatcher {
    const timeout = this.#settings.timeouts.connect;
    const plain = buildConnector({ timeout });
    let secure: buildConnector.connector | undefined;
    // Why the TLS connector is built at the first https connection: it reads the system's CA store.
    const connect: buildConnector.connector = (options, callback) => {
      if (options.protocol !== 'https:') return plain(options, callback);
      secure ??= buildConnector({ timeout, ...serverTls(this.#settings.secureContext()) });
      secure(options, callback);
    };
    return new Agent({ ...this.#poolOptions(), connect: verifiedConnector(connect, pin) });
  }

  #proxied(uri: string, pin: string | undefined): Dispatcher {
    const poolOptions = this.#poolOptions();
    const secureContext = this.#settings.secureContext();
    return new ProxyAgent({
      uri,
      ...poolOptions,
      connectTimeout: this.#settings.timeouts.connect,
      // The server's TLS, inside the tunnel: judged by verifiedConnector below (see there why not by Node).
      requestTls: serverTls(secureContext),
      // An HTTPS proxy's own certificate: Node's usual check against the same trusted CAs.
      proxyTls: { secureContext },
      clientFactory: (origin, options) => new Pool(origin, { ...poolOptions, ...options }),
      // Why a factory: ProxyAgent hands each origin's pool its tunnelling connector, which is where the
      // server's certificate can be judged; and the pools get the same timeouts as direct ones.
      factory: (origin, options: Pool.Options) => {
        const connect = options.connect;
        return new Pool(origin, {
          ...poolOptions,
          ...options,
          ...(typeof connect === 'function' ? { connect: verifiedConnector(connect, pin) } : {}),
        });
      },
    });
  }

  /** Closes every connection at once, aborting requests in flight (the app is quitting). */
  async destroy(): Promise<void> {
    await Promise.all([...this.#dispatchers.values()].map((dispatcher) => dispatcher.destroy()));
  }
}
