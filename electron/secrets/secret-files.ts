import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeBytesFile } from '../storage/json-file.ts';
import type { SecretBox } from './secret-box.ts';

/** Secrets kept as files encrypted by a SecretBox; nothing is written when the box is unavailable. */
export class SecretFiles {
  readonly #dir: string;
  readonly #box: SecretBox;

  constructor(dir: string, box: SecretBox) {
    this.#dir = dir;
    this.#box = box;
  }

  /** Whether secrets can be kept here. */
  get available(): boolean {
    return this.#box.available();
  }

  #path(name: string): string {
    if (!/^[a-z0-9-]{1,120}$/.test(name)) throw new Error(`invalid secret name ${name}`);
    return join(this.#dir, `${name}.bin`);
  }

  /** Encrypts and keeps a secret; answers false (and keeps nothing) when the box is unavailable. */
  async save(name: string, plain: string): Promise<boolean> {
    if (!this.#box.available()) return false;
    await writeBytesFile(this.#path(name), this.#box.encrypt(plain));
    return true;
  }

  /** The secret, or undefined when absent, unreadable or the box is unavailable. */
  async load(name: string): Promise<string | undefined> {
    if (!this.#box.available()) return undefined;
    try {
      return this.#box.decrypt(await readFile(this.#path(name)));
    } catch {
      return undefined;
    }
  }

  /** Forgets a secret. */
  async remove(name: string): Promise<void> {
    await rm(this.#path(name), { force: true });
  }
}
