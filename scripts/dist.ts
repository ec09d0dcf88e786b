// `npm run dist`: builds the app, says whether the installers will be signed, then runs electron-builder
// for the current OS with build/electron-builder.yml and signs the update feed's channel files it wrote.
// Extra arguments go to electron-builder (e.g. `npm run dist -- --win` on a Windows machine), except
// `--test-build`, which allows a feed without the project's signature (never to be published).
// The signing key: UPDATE_SIGNING_KEY (a PEM file's path, or the PEM) and UPDATE_SIGNING_KEY_PASSPHRASE.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parsePublicKeys } from '../electron/update/feed-signature.ts';
import { trustedKeysFile } from '../electron/update/trusted-keys.ts';
import { planFeedSigning, signChannelFiles } from './feed-signing.ts';
import { signingStatus } from './signing-status.ts';

/** Where electron-builder writes (directories.output in build/electron-builder.yml; a packaging test holds them equal). */
const outputDir = 'release';

const status = signingStatus(process.platform, process.env);
process.stdout.write(`${status.message}\n`);
const plan = planFeedSigning(
  process.argv.slice(2),
  process.env,
  parsePublicKeys(readFileSync(trustedKeysFile, 'utf8')),
);
process.stdout.write(`${plan.message}\n`);

if (plan.refusal) {
  process.stderr.write(`\nnpm run dist refuses to build: ${plan.refusal}\n`);
  process.exitCode = 1;
} else {
  // Why a margin: some file systems keep modification times to the second.
  const started = Date.now() - 2000;
  const builder = process.platform === 'win32' ? 'electron-builder.cmd' : 'electron-builder';
  const result = spawnSync(
    builder,
    ['--config', 'build/electron-builder.yml', '--publish', 'never', ...plan.builderArgs],
    { stdio: 'inherit', shell: process.platform === 'win32' },
  );
  process.exitCode = result.status ?? 1;
  if (result.status === 0 && plan.key) {
    const signed = await signChannelFiles(outputDir, plan.key, started);
    process.stdout.write(
      signed.length > 0
        ? `Update feed signed: ${signed.map((name) => `${outputDir}/${name}.sig`).join(', ')}\n`
        : 'Update feed: electron-builder wrote no channel file to sign.\n',
    );
  }
}
