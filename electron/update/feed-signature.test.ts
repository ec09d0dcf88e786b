import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyIdOf, parsePublicKeys, signChannelFile, verifyChannelFile } from './feed-signature.ts';

const pemOf = (key: { export(options: { type: 'spki'; format: 'pem' }): string | Buffer }): string =>
  String(key.export({ type: 'spki', format: 'pem' }));

describe('feed signatures', () => {
  const release = generateKeyPairSync('ed25519');
  const content = Buffer.from('version: 1.2.0\npath: Provider-Desk-Setup-1.2.0.exe\n');

  it('reads several public keys between comment lines, and refuses keys that are not Ed25519', () => {
    const next = generateKeyPairSync('ed25519');
    const keys = parsePublicKeys(
      `# the release key\n${pemOf(release.publicKey)}# the next one\n${pemOf(next.publicKey)}`,
    );
    expect(keys.map(keyIdOf)).toEqual([keyIdOf(release.publicKey), keyIdOf(next.publicKey)]);
    expect(parsePublicKeys('# nothing here\n')).toEqual([]);
    expect(() => parsePublicKeys(pemOf(generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey))).toThrow(
      /must be Ed25519/,
    );
  });

  it('verifies what it signed and refuses any change, another name, a damaged or missing signature file', () => {
    const signature = signChannelFile(release.privateKey, 'latest.yml', content);
    expect(() => verifyChannelFile([release.publicKey], 'latest.yml', content, signature)).not.toThrow();
    const refused = (file: string, bytes: Buffer, text: string | null): unknown => {
      try {
        verifyChannelFile([release.publicKey], file, bytes, text);
        return 'accepted';
      } catch (error) {
        return { code: (error as { code: string }).code, message: (error as Error).message };
      }
    };
    expect(refused('latest.yml', Buffer.concat([content, Buffer.from(' ')]), signature)).toMatchObject({
      code: 'ERR_FEED_SIGNATURE_INVALID',
      message: expect.stringMatching(/changed after it was signed/) as unknown,
    });
    expect(refused('beta.yml', content, signature)).toMatchObject({
      code: 'ERR_FEED_SIGNATURE_INVALID',
      message: expect.stringMatching(/made for latest\.yml/) as unknown,
    });
    expect(refused('latest.yml', content, '<html>Proxy error</html>')).toMatchObject({
      code: 'ERR_FEED_SIGNATURE_INVALID',
      message: expect.stringMatching(/not a signature file/) as unknown,
    });
    expect(refused('latest.yml', content, null)).toMatchObject({ code: 'ERR_FEED_UNSIGNED' });
    expect(() => verifyChannelFile([], 'latest.yml', content, signature)).toThrow(/no trusted key/);
  });

  it('signs with Ed25519 keys only', () => {
    expect(() =>
      signChannelFile(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey, 'latest.yml', content),
    ).toThrow(/must be Ed25519/);
  });
});
