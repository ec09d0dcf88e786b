import { checkServerIdentity, TLSSocket } from 'node:tls';
import type { buildConnector } from 'undici';
import { ProviderError } from '../provider-error.ts';
import { sha256Fingerprint } from './cert-fingerprint.ts';

const untrusted = (fingerprint: string, reason: string): ProviderError =>
  new ProviderError('CERT_UNTRUSTED', reason, { ownWords: true, fingerprint });

/**
 * Why our own check: Node's refusal of an untrusted certificate destroys the socket before anyone can
 * read the certificate, and the user must be told its SHA-256 to compare with what the provider says.
 * So the TLS connection is made with `rejectUnauthorized: false` and judged here, right after the
 * handshake and before undici writes a byte of the request:
 * - with a pin: the leaf certificate's SHA-256 must be the pinned one, and nothing else is asked. Why no
 *   hostname check then: a pin is one exact certificate, chosen by the operator for this profile's own
 *   addresses only; a server with its own certificate very often names something else (a bare IP, the
 *   appliance's default name), and a fingerprint match already proves more than a name would.
 * - without: the chain must verify against the trusted CAs (`socket.authorized`), and the name must
 *   match (checked here too, so that the rule never rests on how Node treats a resumed session).
 * A resumed TLS session shows no certificate, so the connectors that use this turn resumption off
 * (dispatcher-pool.ts); a socket without one is refused.
 */
function refusalOf(socket: TLSSocket, host: string, pin: string | undefined): ProviderError | undefined {
  const certificate = socket.getPeerCertificate();
  if (!certificate?.raw) return new ProviderError('NETWORK', 'the server sent no certificate', { ownWords: true });
  const fingerprint = sha256Fingerprint(certificate.raw);
  if (pin !== undefined)
    return fingerprint === pin ? undefined : untrusted(fingerprint, 'not the certificate pinned in the profile');
  if (!socket.authorized) return untrusted(fingerprint, String(socket.authorizationError ?? 'not verified'));
  const mismatch = checkServerIdentity(host, certificate);
  return mismatch ? untrusted(fingerprint, 'ERR_TLS_CERT_ALTNAME_INVALID') : undefined;
}

/**
 * Wraps an undici connector (direct, or a proxy's tunnel) so that a TLS connection is handed on only
 * when its certificate is trusted, or is exactly the `pin` (`AB:CD:…`); otherwise the socket is closed
 * and the connection fails with CERT_UNTRUSTED naming the certificate's SHA-256. Plain connections pass.
 */
export function verifiedConnector(
  connect: buildConnector.connector,
  pin: string | undefined,
): buildConnector.connector {
  return (options, callback) => {
    connect(options, (...args) => {
      const [error, socket] = args;
      if (error !== null || !(socket instanceof TLSSocket)) return callback(...args);
      const host = (options.servername || options.hostname).replace(/^\[|\]$/g, '');
      const refusal = refusalOf(socket, host, pin);
      if (!refusal) return callback(null, socket);
      socket.destroy();
      callback(refusal, null);
    });
  };
}
