import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SecretBox } from './secret-box.ts';
import { SecretFiles } from './secret-files.ts';

/** A reversible stand-in for safeStorage (the real one needs Electron). */
const xorBox: SecretBox = {
  available: () => true,
  encrypt: async (plain) => Buffer.from(Buffer.from(plain, 'utf8').map((byte) => byte ^ 0x5a)),
  decrypt: async (sealed) => Buffer.from(Buffer.from(sealed).map((byte) => byte ^ 0x5a)).toString('utf8'),
};

describe('SecretFiles bound to an address', () => {
  let dir: string;
  let files: SecretFiles;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'desk-secrets-'));
    files = new SecretFiles(dir, xorBox);
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('answers a secret only for the address it was sealed with', async () => {
    await files.saveFor('password-a', 'https://erp.example/admin', 'Senha-1');
    expect(await files.loadBound('password-a')).toEqual({ boundTo: 'https://erp.example/admin', secret: 'Senha-1' });
    expect(await files.loadFor('password-a', 'https://erp.example/admin')).toBe('Senha-1');
  });

  it('deletes a secret asked for another address, so it can never travel there', async () => {
    await files.saveFor('password-a', 'https://erp.example/admin', 'Senha-1');
    expect(await files.loadFor('password-a', 'https://evil.example/admin')).toBeUndefined();
    expect(await readdir(dir)).toEqual([]);
  });

  it('deletes a secret an older version kept without its address', async () => {
    await files.save('password-a', 'Senha-1');
    expect(await files.loadBound('password-a')).toBeUndefined();
    expect(await files.loadFor('password-a', 'https://erp.example/admin')).toBeUndefined();
    expect(await readdir(dir)).toEqual([]);
  });
});
