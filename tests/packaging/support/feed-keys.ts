import { createHash, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** An Ed25519 key pair made for one test run (never written to the repository). */
export interface FeedKeyPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

/** A fresh Ed25519 key pair. */
export function newFeedKeyPair(): FeedKeyPair {
  return generateKeyPairSync('ed25519');
}

/** The key the test apps trust: generated when the tests start, gone when they end. */
export const testFeedKey: FeedKeyPair = newFeedKeyPair();

/**
 * Signs a channel file the way docs/packaging.md describes the format (written here on its own, not with
 * the app's code, so the tests check the documented format rather than the code against itself):
 * `<file>.sig` is JSON `{ v: 1, file, keyId, signature }`, the signature is Ed25519 over
 * "provider-desk feed v1\n" + the file's name + "\n" + the file's bytes.
 */
export async function signChannelFileForTest(
  dir: string,
  file: string,
  bytes: Buffer,
  key: KeyObject,
  options: { nameInSignature?: string } = {},
): Promise<void> {
  const name = options.nameInSignature ?? file;
  const payload = Buffer.concat([Buffer.from(`provider-desk feed v1\n${name}\n`, 'utf8'), bytes]);
  const publicDer = createPublicKey(key).export({ type: 'spki', format: 'der' });
  const keyId = createHash('sha256').update(publicDer).digest('hex').slice(0, 16);
  const signature = sign(null, payload, key).toString('base64');
  await writeFile(join(dir, `${file}.sig`), `${JSON.stringify({ v: 1, file: name, keyId, signature })}\n`);
}
