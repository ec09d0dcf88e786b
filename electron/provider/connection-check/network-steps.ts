// The steps below HTTP: the name, the port, the certificate. Node's own dns, net and tls, so each
// failure is seen where it happens (an HTTP client would report all of them as one "fetch failed").
import { lookup } from 'node:dns/promises';
import { isIP, connect as tcpConnect } from 'node:net';
import { connect as tlsConnect, type PeerCertificate } from 'node:tls';
import { sha256Fingerprint } from '../network/cert-fingerprint.ts';
import type { StepOutcome } from './check-types.ts';

/** How long a step waits for the network. */
const stepTimeoutMs = 5_000;

/** Host and port of an http(s) address (the port the scheme implies when none is written). */
export function endpointOf(address: string): { host: string; port: number; secure: boolean } {
  const url = new URL(address);
  const secure = url.protocol === 'https:';
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port: url.port ? Number(url.port) : secure ? 443 : 80, secure };
}

/** A certificate's SHA-256 fingerprint as browsers show it (AB:CD:…). */
export function fingerprintOf(certificate: PeerCertificate): string {
  return sha256Fingerprint(certificate.raw);
}

/** Step 1: the server's name resolves (an IP address needs no lookup). */
export async function checkName(host: string): Promise<StepOutcome> {
  if (isIP(host)) return { id: 'dns', status: 'pass', found: host };
  try {
    const addresses = await lookup(host, { all: true });
    return { id: 'dns', status: 'pass', found: addresses.map((entry) => entry.address).join(', ') };
  } catch {
    return { id: 'dns', status: 'fail', problem: 'dns-unknown', params: { host } };
  }
}

/** Step 2: the port accepts a TCP connection. */
export function checkPort(host: string, port: number): Promise<StepOutcome> {
  return new Promise((resolve) => {
    const socket = tcpConnect({ host, port, timeout: stepTimeoutMs });
    socket.once('connect', () => {
      socket.destroy();
      resolve({ id: 'tcp', status: 'pass', found: `${host}:${port}` });
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve({ id: 'tcp', status: 'fail', problem: 'tcp-timeout', params: { host, port } });
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      const problem =
        error.code === 'ECONNREFUSED' ? 'tcp-refused' : error.code === 'ETIMEDOUT' ? 'tcp-timeout' : 'tcp-failed';
      resolve({ id: 'tcp', status: 'fail', problem, params: { host, port, reason: error.code ?? 'error' } });
    });
  });
}

/**
 * Step 3: the certificate is trusted by `ca` (the CAs provider traffic trusts), or is the profile's
 * pinned one (`AB:CD:…`); otherwise the step names its fingerprint.
 */
export function checkCertificate(
  host: string,
  port: number,
  ca?: readonly string[],
  pin?: string,
): Promise<StepOutcome> {
  return new Promise((resolve) => {
    // Why rejectUnauthorized false: the step must see an untrusted certificate to name its fingerprint;
    // nothing but the handshake is sent on this connection.
    const socket = tlsConnect({
      host,
      port,
      servername: isIP(host) ? undefined : host,
      rejectUnauthorized: false,
      timeout: stepTimeoutMs,
      ...(ca ? { ca: [...ca] } : {}),
    });
    socket.once('secureConnect', () => {
      const certificate = socket.getPeerCertificate();
      const fingerprint = certificate.raw ? fingerprintOf(certificate) : '';
      const authorized = socket.authorized;
      const reason = String(socket.authorizationError ?? '');
      socket.destroy();
      if (pin !== undefined) {
        if (fingerprint === pin) resolve({ id: 'tls', status: 'pass', found: `SHA-256 ${fingerprint}` });
        else resolve({ id: 'tls', status: 'fail', problem: 'tls-untrusted', params: { fingerprint, reason: 'pin' } });
      } else if (authorized) resolve({ id: 'tls', status: 'pass', found: `SHA-256 ${fingerprint}` });
      else resolve({ id: 'tls', status: 'fail', problem: 'tls-untrusted', params: { fingerprint, reason } });
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve({ id: 'tls', status: 'fail', problem: 'tls-failed', params: { reason: 'timeout' } });
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      resolve({ id: 'tls', status: 'fail', problem: 'tls-failed', params: { reason: error.code ?? 'error' } }),
    );
  });
}
