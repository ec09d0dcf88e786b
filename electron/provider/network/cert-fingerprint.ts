import { createHash } from 'node:crypto';

/** A certificate's SHA-256 fingerprint as browsers show it (`AB:CD:…`), from its DER bytes. */
export function sha256Fingerprint(der: Uint8Array): string {
  return (createHash('sha256').update(der).digest('hex').toUpperCase().match(/../g) ?? []).join(':');
}

/** A fingerprint written with or without colons, in any case, as `AB:CD:…` (the form compared and shown). */
export function canonicalFingerprint(text: string): string {
  return (text.replaceAll(':', '').trim().toUpperCase().match(/../g) ?? []).join(':');
}
