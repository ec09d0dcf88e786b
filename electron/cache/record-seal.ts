import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Why written here and not a library: node:crypto's AES-256-GCM is the well-kept primitive; this only frames
// nonce + tag + ciphertext in one buffer, as the service's password sealer does (server/auth).
const nonceBytes = 12;
const tagBytes = 16;

/** A 256-bit key for the read cache's records. */
export function newCacheKey(): Buffer {
  return randomBytes(32);
}

/**
 * Seals `plain` with AES-256-GCM under `key`, bound to `context` (the record's table and key as associated data,
 * so a sealed row moved to another client's place fails to open): nonce, tag and ciphertext in one buffer.
 */
export function sealRecord(key: Buffer, context: string, plain: string): Buffer {
  const nonce = randomBytes(nonceBytes);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), body]);
}

/** Opens what sealRecord sealed under the same key and context; throws when either differs or a byte changed. */
export function openRecord(key: Buffer, context: string, sealed: Uint8Array): string {
  const buffer = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  const decipher = createDecipheriv('aes-256-gcm', key, buffer.subarray(0, nonceBytes));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(buffer.subarray(nonceBytes, nonceBytes + tagBytes));
  return Buffer.concat([decipher.update(buffer.subarray(nonceBytes + tagBytes)), decipher.final()]).toString('utf8');
}
