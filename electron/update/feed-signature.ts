import { createHash, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { z } from 'zod';

// The project's signature on a feed's channel file (latest.yml, beta-linux.yml, …), written beside it as
// `<channel file>.sig`. The channel file names each installer with its sha512, and electron-updater checks
// every download against that sha512, so a verified channel file vouches for the installers it names.
// docs/packaging.md ("Signed feeds") describes the format; tests/packaging/support/feed-keys.ts writes it
// on its own to hold this code to the description.

/** The domain prefix of what is signed, so a signature over a channel file is never valid for anything else. */
const domain = 'provider-desk feed v1';

/** The name of the signature file beside a channel file. */
export function signatureFileOf(channelFile: string): string {
  return `${channelFile}.sig`;
}

/** The signature file's content. */
const signatureFileSchema = z.strictObject({
  v: z.literal(1),
  /** The channel file it was made for: a signed beta list served as the stable one does not verify. */
  file: z.string().min(1).max(200),
  /** Which key signed (for the message only: verification tries every trusted key). */
  keyId: z.string().regex(/^[0-9a-f]{16}$/),
  signature: z.string().max(200),
});

/** Why a channel file is refused; the codes electron/update/update-error.ts turns into the page's reasons. */
export type FeedSignatureCode = 'ERR_FEED_UNSIGNED' | 'ERR_FEED_SIGNATURE_INVALID';

/** A channel file whose signature is missing or does not verify. */
export class FeedSignatureError extends Error {
  readonly code: FeedSignatureCode;

  constructor(code: FeedSignatureCode, message: string) {
    super(message);
    this.name = 'FeedSignatureError';
    this.code = code;
  }
}

/** A short, stable id of a public key: the first 16 hex digits of the SHA-256 of its SPKI encoding. */
export function keyIdOf(key: KeyObject): string {
  const publicKey = key.type === 'private' ? createPublicKey(key) : key;
  return createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 16);
}

/** The Ed25519 public keys in a PEM text (one or more PUBLIC KEY blocks; lines outside them are comments). */
export function parsePublicKeys(pem: string): KeyObject[] {
  const blocks = pem.match(/-----BEGIN PUBLIC KEY-----[\s\S]*?-----END PUBLIC KEY-----/g) ?? [];
  return blocks.map((block) => {
    const key = createPublicKey(block);
    if (key.asymmetricKeyType !== 'ed25519')
      throw new Error(`a trusted update key must be Ed25519, not ${key.asymmetricKeyType ?? 'unknown'}`);
    return key;
  });
}

function signedBytes(file: string, content: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${domain}\n${file}\n`, 'utf8'), content]);
}

/** Signs a channel file's bytes with an Ed25519 private key; answers the text of its `.sig` file. */
export function signChannelFile(privateKey: KeyObject, file: string, content: Buffer): string {
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error(`the update signing key must be Ed25519, not ${privateKey.asymmetricKeyType ?? 'unknown'}`);
  const signature = sign(null, signedBytes(file, content), privateKey).toString('base64');
  return `${JSON.stringify({ v: 1, file, keyId: keyIdOf(privateKey), signature })}\n`;
}

/**
 * Checks a channel file against its signature file; throws a FeedSignatureError when the signature is
 * missing (null), unreadable, made for another file, or not made by one of `trusted`. Why throw on an empty
 * `trusted`: a build that carries no key must refuse every update rather than accept every one.
 */
export function verifyChannelFile(
  trusted: readonly KeyObject[],
  file: string,
  content: Buffer,
  signatureText: string | null,
): void {
  if (signatureText === null)
    throw new FeedSignatureError(
      'ERR_FEED_UNSIGNED',
      `${file} has no signature (${signatureFileOf(file)} is missing): the feed was not published by Provider Desk's release build`,
    );
  if (trusted.length === 0)
    throw new FeedSignatureError(
      'ERR_FEED_SIGNATURE_INVALID',
      'this copy of the app has no trusted key to check update feeds with',
    );
  let parsed: z.infer<typeof signatureFileSchema>;
  try {
    parsed = signatureFileSchema.parse(JSON.parse(signatureText));
  } catch {
    throw new FeedSignatureError('ERR_FEED_SIGNATURE_INVALID', `${signatureFileOf(file)} is not a signature file`);
  }
  if (parsed.file !== file)
    throw new FeedSignatureError(
      'ERR_FEED_SIGNATURE_INVALID',
      `the signature was made for ${parsed.file}, not for ${file}`,
    );
  const signature = Buffer.from(parsed.signature, 'base64');
  const bytes = signedBytes(file, content);
  if (trusted.some((key) => verify(null, bytes, key, signature))) return;
  const known = trusted.some((key) => keyIdOf(key) === parsed.keyId);
  throw new FeedSignatureError(
    'ERR_FEED_SIGNATURE_INVALID',
    known
      ? `${file} was changed after it was signed`
      : `${file} is signed with key ${parsed.keyId}, which is not trusted by this app (it trusts ${trusted.map(keyIdOf).join(', ')})`,
  );
}
