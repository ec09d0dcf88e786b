// Signing an update feed for `npm run dist` and scripts/update-signing.ts: the private key comes from the
// environment (never from the repository), must be one the app trusts (build/update-public-key.pem), and
// signs every channel file electron-builder wrote (docs/packaging.md, "Signed feeds").
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { keyIdOf, signatureFileOf, signChannelFile, verifyChannelFile } from '../electron/update/feed-signature.ts';
import { trustedKeysFile } from '../electron/update/trusted-keys.ts';

/** The environment variable that gives the signing key: the path of a PEM file, or the PEM text itself. */
export const signingKeyVariable = 'UPDATE_SIGNING_KEY';
/** The passphrase of an encrypted signing key, if it is encrypted. */
export const passphraseVariable = 'UPDATE_SIGNING_KEY_PASSPHRASE';
/** The flag that lets `npm run dist` build installers whose feed is not signed (never to be published). */
export const testBuildFlag = '--test-build';

/** The channel files electron-updater reads: latest.yml, beta-mac.yml, latest-linux-arm64.yml, … */
const channelFilePattern = /^(latest|beta|alpha)(-[a-z0-9]+)*\.yml$/;

/** Whether a file name is a channel file. */
export function isChannelFile(name: string): boolean {
  return channelFilePattern.test(name);
}

/** The signing key the environment gives, or undefined; throws a message for the user when it is given but unusable. */
export function signingKeyFrom(
  env: NodeJS.ProcessEnv,
  read: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): KeyObject | undefined {
  const value = (env[signingKeyVariable] ?? '').trim();
  if (value === '') return undefined;
  let pem: string;
  try {
    pem = value.startsWith('-----BEGIN') ? value : read(value);
  } catch (error) {
    throw new Error(
      `${signingKeyVariable} names a file that cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
      { cause: error },
    );
  }
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: pem, ...(env[passphraseVariable] ? { passphrase: env[passphraseVariable] } : {}) });
  } catch (error) {
    throw new Error(`${signingKeyVariable} is not a private key in PEM (encrypted? set ${passphraseVariable})`, {
      cause: error,
    });
  }
  if (key.asymmetricKeyType !== 'ed25519')
    throw new Error(
      `${signingKeyVariable} must be an Ed25519 key (it is ${key.asymmetricKeyType ?? 'unknown'}); make one with: node scripts/update-signing.ts keygen <file>`,
    );
  return key;
}

/** What `npm run dist` will do about the feed: the arguments for electron-builder, the key, what to say, or why it refuses. */
export interface FeedSigningPlan {
  builderArgs: string[];
  key?: KeyObject;
  message: string;
  refusal?: string;
}

/** Plans the feed's signing from dist's arguments and the environment; `trusted` are the keys the app carries. */
export function planFeedSigning(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  trusted: readonly KeyObject[],
): FeedSigningPlan {
  const builderArgs = args.filter((arg) => arg !== testBuildFlag);
  const testBuild = builderArgs.length !== args.length;
  let key: KeyObject | undefined;
  try {
    key = signingKeyFrom(env);
  } catch (error) {
    return { builderArgs, message: 'Update feed: the signing key cannot be used.', refusal: (error as Error).message };
  }
  if (key) {
    const id = keyIdOf(key);
    if (!trusted.some((candidate) => keyIdOf(candidate) === id)) {
      return {
        builderArgs,
        message: 'Update feed: the signing key is not one the app trusts.',
        refusal: `The key in ${signingKeyVariable} (${id}) is not in ${trustedKeysFile} (${trusted.map(keyIdOf).join(', ') || 'no key'}): installed apps would refuse every update signed with it. Put its public key there (node scripts/update-signing.ts public-key prints it) and build again.`,
      };
    }
    return {
      builderArgs,
      key,
      message: `Update feed: the channel files will be signed with key ${id} (${signingKeyVariable}).`,
    };
  }
  if (builderArgs.includes('--dir'))
    return { builderArgs, message: 'Update feed: none (an unpacked --dir build writes no feed).' };
  if (testBuild)
    return {
      builderArgs,
      message: `Update feed: NOT signed (${testBuildFlag}). Installed apps refuse these feeds: never publish them.`,
    };
  return {
    builderArgs,
    message: 'Update feed: no signing key.',
    refusal: [
      `A release feed must be signed: installed apps refuse any update whose channel file does not carry the project's signature.`,
      `Set ${signingKeyVariable} to the path of the Ed25519 private key (a PEM file kept outside the repository), or to the PEM itself (a CI secret);`,
      `${passphraseVariable} if the key is encrypted. A new key: node scripts/update-signing.ts keygen <file outside the repository>.`,
      `For a build that will never be published, add ${testBuildFlag}: npm run dist -- ${testBuildFlag}`,
    ].join('\n'),
  };
}

/** Signs the channel files in `dir` changed at or after `since` (ms since the epoch); answers their names. */
export async function signChannelFiles(dir: string, key: KeyObject, since = 0): Promise<string[]> {
  const signed: string[] = [];
  for (const name of (await readdir(dir)).filter(isChannelFile).sort()) {
    const path = join(dir, name);
    // Why the time: release/ keeps earlier builds' channel files, which must not be signed as this release's.
    if ((await stat(path)).mtimeMs < since) continue;
    await writeFile(join(dir, signatureFileOf(name)), signChannelFile(key, name, await readFile(path)));
    signed.push(name);
  }
  return signed;
}

/** Checks every channel file of a feed folder as the app will; answers each file with its problem, if any. */
export async function verifyFeedFolder(
  dir: string,
  trusted: readonly KeyObject[],
): Promise<Array<{ file: string; problem?: string }>> {
  const results: Array<{ file: string; problem?: string }> = [];
  for (const name of (await readdir(dir)).filter(isChannelFile).sort()) {
    const signature = await readFile(join(dir, signatureFileOf(name)), 'utf8').catch(() => null);
    try {
      verifyChannelFile(trusted, name, await readFile(join(dir, name)), signature);
      results.push({ file: name });
    } catch (error) {
      results.push({ file: name, problem: (error as Error).message });
    }
  }
  return results;
}
