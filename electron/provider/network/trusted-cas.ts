import * as tls from 'node:tls';

/** The certificate authorities provider traffic trusts, and whether the operating system's store was read. */
export interface TrustedCas {
  cas: string[];
  systemStore: 'read' | 'unavailable';
}

type CaKind = 'default' | 'system';

function caList(kind: CaKind): string[] | undefined {
  // Why guarded: getCACertificates is Node 22.15+/23.5+ (Electron 45's Node 24 has it), and reading the
  // system store can fail on a machine whose store is broken; the bundled list must still work then.
  if (typeof tls.getCACertificates !== 'function') return undefined;
  try {
    return tls.getCACertificates(kind);
  } catch {
    return undefined;
  }
}

let loaded: TrustedCas | undefined;

/**
 * Node's default CAs (Mozilla's bundle, plus NODE_EXTRA_CA_CERTS when set) together with the operating
 * system's store (Windows certificate store, macOS keychains, the distribution's bundle on Linux), so
 * a provider's own CA installed by IT is trusted like in the browser. Read once (the system store takes
 * tens of milliseconds) and only when a first https connection needs it.
 */
export function loadTrustedCas(): TrustedCas {
  if (loaded) return loaded;
  const system = caList('system');
  const base = caList('default') ?? [...tls.rootCertificates];
  loaded = { cas: [...new Set([...base, ...(system ?? [])])], systemStore: system ? 'read' : 'unavailable' };
  return loaded;
}
