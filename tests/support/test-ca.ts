// Certificates made by the tests: a CA of "the provider's own" and server certificates it signs for
// loopback, or signed by nobody (self-signed). node-forge builds the X.509; Node computes fingerprints.
import { X509Certificate } from 'node:crypto';
import forge from 'node-forge';

/** A certificate with its private key, in PEM, and its SHA-256 fingerprint as Node computes it (`AB:CD:…`). */
export interface TestCertificate {
  certPem: string;
  keyPem: string;
  fingerprint: string;
}

/** A CA that can sign server certificates. */
export interface TestCa extends TestCertificate {
  issue(options?: { hosts?: string[] }): TestCertificate;
}

let serial = 0;

function newCertificate(subject: string, publicKey: forge.pki.PublicKey): forge.pki.Certificate {
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = publicKey;
  serial += 1;
  // Why a leading 01 and random digits: a positive serial, unique across runs of the same CA name.
  certificate.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(8))}${serial.toString(16).padStart(4, '0')}`;
  certificate.validity.notBefore = new Date(Date.now() - 24 * 3600 * 1000);
  certificate.validity.notAfter = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  certificate.setSubject([{ name: 'commonName', value: subject }]);
  return certificate;
}

function altNames(hosts: string[]): Array<{ type: number; value?: string; ip?: string }> {
  return hosts.map((host) =>
    /^[\d.]+$/.test(host) || host.includes(':') ? { type: 7, ip: host } : { type: 2, value: host },
  );
}

function finish(certificate: forge.pki.Certificate, keys: forge.pki.rsa.KeyPair): TestCertificate {
  const certPem = forge.pki.certificateToPem(certificate);
  return {
    certPem,
    keyPem: forge.pki.privateKeyToPem(keys.privateKey),
    fingerprint: new X509Certificate(certPem).fingerprint256,
  };
}

function serverExtensions(hosts: string[]): object[] {
  return [
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
    { name: 'extKeyUsage', serverAuth: true },
    { name: 'subjectAltName', altNames: altNames(hosts) },
  ];
}

/** Makes a CA ("the provider's own") whose `issue` signs server certificates for `hosts` (127.0.0.1 and localhost by default). */
export function makeTestCa(name = 'Provedor Teste CA'): TestCa {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const certificate = newCertificate(name, keys.publicKey);
  certificate.setIssuer(certificate.subject.attributes);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  const own = finish(certificate, keys);
  return {
    ...own,
    issue({ hosts = ['127.0.0.1', 'localhost'] } = {}) {
      const leafKeys = forge.pki.rsa.generateKeyPair(2048);
      const leaf = newCertificate(hosts[0] ?? 'localhost', leafKeys.publicKey);
      leaf.setIssuer(certificate.subject.attributes);
      leaf.setExtensions(serverExtensions(hosts));
      leaf.sign(keys.privateKey, forge.md.sha256.create());
      return finish(leaf, leafKeys);
    },
  };
}

/** A self-signed server certificate for `hosts`, as an appliance or a quick setup makes one. */
export function selfSignedCertificate(hosts: string[] = ['127.0.0.1', 'localhost']): TestCertificate {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const certificate = newCertificate(hosts[0] ?? 'localhost', keys.publicKey);
  certificate.setIssuer(certificate.subject.attributes);
  certificate.setExtensions(serverExtensions(hosts));
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  return finish(certificate, keys);
}
