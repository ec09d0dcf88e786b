import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keyIdOf } from '../../electron/update/feed-signature.ts';
import { planFeedSigning, signChannelFiles, signingKeyVariable, verifyFeedFolder } from '../../scripts/feed-signing.ts';
import { projectDir } from './support/builder-config.ts';
import { newFeedKeyPair } from './support/feed-keys.ts';
import { channelFile, writeRelease } from './support/update-feed.ts';
import { updaterRig, type UpdaterRig } from './support/updater-rig.ts';

// `npm run dist` signs the feed with a key from the environment, refuses to build a publishable feed
// without one, and refuses a key the app does not trust; what it signs, the app accepts.

const releaseKey = newFeedKeyPair();
const pemOf = (key = releaseKey.privateKey): string => String(key.export({ type: 'pkcs8', format: 'pem' }));
let dir = '';
let rig: UpdaterRig | undefined;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'desk-dist-'));
});
afterEach(async () => {
  await rig?.close();
  rig = undefined;
  await rm(dir, { recursive: true, force: true });
});

describe("npm run dist's feed signing plan", () => {
  const trusted = [releaseKey.publicKey];

  it('refuses a publishable build without a key, and says how to give one', () => {
    const plan = planFeedSigning(['--x64'], {}, trusted);
    expect(plan.refusal).toMatch(/UPDATE_SIGNING_KEY/);
    expect(plan.refusal).toMatch(/--test-build/);
    expect(plan.key).toBeUndefined();
  });

  it('builds a test build unsigned when told so, and an unpacked --dir build without a key', () => {
    expect(planFeedSigning(['--test-build', '--x64'], {}, trusted)).toEqual({
      builderArgs: ['--x64'],
      message: expect.stringMatching(/NOT signed/) as unknown,
    });
    const unpacked = planFeedSigning(['--dir'], {}, trusted);
    expect(unpacked.builderArgs).toEqual(['--dir']);
    expect(unpacked.refusal).toBeUndefined();
  });

  it('takes the key as the PEM itself or as a file path', async () => {
    const fromPem = planFeedSigning([], { [signingKeyVariable]: pemOf() }, trusted);
    expect(fromPem.refusal).toBeUndefined();
    expect(fromPem.message).toContain(keyIdOf(releaseKey.publicKey));
    const path = join(dir, 'release-key.pem');
    await writeFile(path, pemOf(), { mode: 0o600 });
    const fromPath = planFeedSigning([], { [signingKeyVariable]: path }, trusted);
    expect(fromPath.key ? keyIdOf(fromPath.key) : undefined).toBe(keyIdOf(releaseKey.publicKey));
  });

  it('refuses a key the app does not trust, one that is not Ed25519, and one it cannot read', () => {
    expect(planFeedSigning([], { [signingKeyVariable]: pemOf(newFeedKeyPair().privateKey) }, trusted).refusal).toMatch(
      /not in build\/update-public-key\.pem/,
    );
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    expect(planFeedSigning([], { [signingKeyVariable]: pemOf(rsa) }, trusted).refusal).toMatch(
      /must be an Ed25519 key/,
    );
    expect(planFeedSigning([], { [signingKeyVariable]: join(dir, 'missing.pem') }, trusted).refusal).toMatch(
      /cannot be read/,
    );
  });
});

describe('signing a feed folder', () => {
  it('signs the channel files of this build, and the app then accepts the feed', async () => {
    rig = await updaterRig('1.1.0', { trustedKeys: [releaseKey.publicKey] });
    await writeRelease(rig.feedDir, { version: '1.2.0', signedBy: null });
    await writeRelease(rig.feedDir, { version: '1.3.0-beta.1', channel: 'beta', signedBy: null });
    await writeFile(join(rig.feedDir, 'builder-debug.yml'), 'x: 1\n');
    // A channel file left from an earlier build in the same folder is not signed as this one's.
    await writeFile(join(rig.feedDir, 'latest-mac.yml'), 'version: 0.9.0\n');
    await utimes(join(rig.feedDir, 'latest-mac.yml'), new Date(2020, 0, 1), new Date(2020, 0, 1));
    const since = statSync(join(rig.feedDir, channelFile('latest'))).mtimeMs - 2000;

    expect(await signChannelFiles(rig.feedDir, releaseKey.privateKey, since)).toEqual(
      [channelFile('beta'), channelFile('latest')].sort(),
    );
    expect(existsSync(join(rig.feedDir, 'latest-mac.yml.sig'))).toBe(false);
    expect(existsSync(join(rig.feedDir, 'builder-debug.yml.sig'))).toBe(false);
    expect(JSON.parse(await readFile(join(rig.feedDir, `${channelFile('latest')}.sig`), 'utf8'))).toMatchObject({
      v: 1,
      file: channelFile('latest'),
      keyId: keyIdOf(releaseKey.publicKey),
    });

    expect(await verifyFeedFolder(rig.feedDir, [releaseKey.publicKey])).toEqual([
      { file: channelFile('beta') },
      { file: channelFile('latest') },
      { file: 'latest-mac.yml', problem: expect.stringMatching(/no signature/) as unknown },
    ]);
    const controller = rig.controller({ updateFeedUrl: rig.server.url });
    expect(await controller.check()).toMatchObject({ state: 'available', version: '1.2.0' });
    expect(await controller.settled()).toMatchObject({ state: 'downloaded', version: '1.2.0' });
  });
});

describe('scripts/update-signing.ts', () => {
  const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
    spawnSync(process.execPath, [join(projectDir, 'scripts', 'update-signing.ts'), ...args], {
      encoding: 'utf8',
      env: { ...process.env, ...env },
    });

  it('makes a key pair with the private key readable by its owner only, never inside the repository', () => {
    const path = join(dir, 'release-key.pem');
    const made = run(['keygen', path]);
    expect(made.status).toBe(0);
    expect(made.stdout).toContain('-----BEGIN PUBLIC KEY-----');
    expect(statSync(path).mode & 0o077).toBe(0);
    expect(run(['keygen', path]).status).not.toBe(0);
    const inside = run(['keygen', join(projectDir, 'release-key.pem')]);
    expect(inside.status).not.toBe(0);
    expect(inside.stderr).toContain('inside the repository');
    expect(existsSync(join(projectDir, 'release-key.pem'))).toBe(false);
  });

  it('refuses to sign with a key that is not in build/update-public-key.pem', async () => {
    await writeRelease(dir, { version: '1.2.0', signedBy: null });
    const answer = run(['sign', dir], { [signingKeyVariable]: pemOf() });
    expect(answer.status).not.toBe(0);
    expect(answer.stderr).toContain('build/update-public-key.pem');
    expect(existsSync(join(dir, `${channelFile('latest')}.sig`))).toBe(false);
  });
});
