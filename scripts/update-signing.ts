// The project's update signing key, by hand (docs/packaging.md, "Signed feeds"):
//   node scripts/update-signing.ts keygen <file outside the repository>   a new Ed25519 key pair
//   node scripts/update-signing.ts public-key                             the public key of UPDATE_SIGNING_KEY
//   node scripts/update-signing.ts sign <feed folder>                     signs its channel files with UPDATE_SIGNING_KEY
//   node scripts/update-signing.ts verify <feed folder>                   checks them as the app will
// `npm run dist` signs by itself; `sign` is for a feed whose channel files were written elsewhere.
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { keyIdOf, parsePublicKeys } from '../electron/update/feed-signature.ts';
import { trustedKeysFile } from '../electron/update/trusted-keys.ts';
import {
  passphraseVariable,
  planFeedSigning,
  signChannelFiles,
  signingKeyFrom,
  signingKeyVariable,
  verifyFeedFolder,
} from './feed-signing.ts';

const projectDir = resolve(import.meta.dirname, '..');
const say = (line: string): void => void process.stdout.write(`${line}\n`);
const fail = (line: string): void => {
  process.stderr.write(`${line}\n`);
  process.exitCode = 1;
};
const trusted = () => parsePublicKeys(readFileSync(resolve(projectDir, trustedKeysFile), 'utf8'));

async function main(command: string | undefined, target: string | undefined): Promise<void> {
  if (command === 'keygen' && target) {
    const path = resolve(target);
    // Why refused: a private key inside the working tree is one `git add` away from being published.
    if (!relative(projectDir, path).startsWith('..'))
      return fail(`refused: ${path} is inside the repository; keep the private key outside it`);
    const passphrase = process.env[passphraseVariable];
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({
      type: 'pkcs8',
      format: 'pem',
      ...(passphrase ? { cipher: 'aes-256-cbc', passphrase } : {}),
    });
    writeFileSync(path, pem, { mode: 0o600, flag: 'wx' });
    say(
      `private key written to ${path}${passphrase ? ' (encrypted with UPDATE_SIGNING_KEY_PASSPHRASE)' : ''}: keep it secret, and keep a backup.`,
    );
    say(`key ${keyIdOf(publicKey)}; put this public key into ${trustedKeysFile} and commit it:\n`);
    return say(String(publicKey.export({ type: 'spki', format: 'pem' })));
  }
  if (command === 'public-key') {
    const key = signingKeyFrom(process.env);
    if (!key) return fail(`set ${signingKeyVariable} first`);
    return say(`key ${keyIdOf(key)}\n${String(createPublicKey(key).export({ type: 'spki', format: 'pem' }))}`);
  }
  if (command === 'sign' && target) {
    const plan = planFeedSigning([], process.env, trusted());
    if (!plan.key) return fail(plan.refusal ?? `set ${signingKeyVariable} first`);
    const signed = await signChannelFiles(resolve(target), plan.key);
    return signed.length === 0
      ? fail(`no channel file (latest*.yml, beta*.yml) in ${target}`)
      : say(`signed: ${signed.join(', ')}`);
  }
  if (command === 'verify' && target) {
    const results = await verifyFeedFolder(resolve(target), trusted());
    if (results.length === 0) return fail(`no channel file (latest*.yml, beta*.yml) in ${target}`);
    for (const { file, problem } of results)
      (problem ? fail : say)(`${file}: ${problem ?? 'signed with a trusted key'}`);
    return;
  }
  fail(
    'usage: node scripts/update-signing.ts keygen <file outside the repository> | public-key | sign <feed folder> | verify <feed folder>',
  );
}

try {
  await main(process.argv[2], process.argv[3]);
} catch (error) {
  fail((error as Error).message);
}
