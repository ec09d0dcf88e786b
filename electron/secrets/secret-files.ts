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
    await writeBytesFile(this.#path(name), await this.#box.encrypt(plain));
    return true;
  }

  /** The secret, or undefined when absent, unreadable or the box is unavailable. */
  async load(name: string): Promise<string | undefined> {
    if (!this.#box.available()) return undefined;
    try {
      return await this.#box.decrypt(await readFile(this.#path(name)));
    } catch {
      return undefined;
    }
  }

  /**
   * Keeps a secret sealed together with what it is for (a server's address): `loadFor` answers it only
   * for that. Why inside the box: an address stored beside it (profiles.json) can change, or be
   * changed, without the secret noticing; sealed with it, the pair cannot be split.
   */
  async saveFor(name: string, boundTo: string, plain: string): Promise<boolean> {
    return this.save(name, JSON.stringify({ boundTo, secret: plain }));
  }

  /** A secret kept by `saveFor` with what it was kept for; undefined when absent, unreadable or kept unbound. */
  async loadBound(name: string): Promise<{ boundTo: string; secret: string } | undefined> {
    const text = await this.load(name);
    if (text === undefined) return undefined;
    try {
      const kept = JSON.parse(text) as { boundTo?: unknown; secret?: unknown };
      return typeof kept.boundTo === 'string' && typeof kept.secret === 'string'
        ? { boundTo: kept.boundTo, secret: kept.secret }
        : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * The secret kept for `boundTo`. One kept for anything else (or kept unbound, by an older version) is
   * deleted and undefined is answered: the operator signs in again rather than a password travelling on.
   */
  async loadFor(name: string, boundTo: string): Promise<string | undefined> {
    if (!this.#box.available()) return undefined;
    const kept = await this.loadBound(name);
    if (kept?.boundTo === boundTo) return kept.secret;
    await this.remove(name);
    return undefined;
  }

  /** Forgets a secret. */
  async remove(name: string): Promise<void> {
    await rm(this.#path(name), { force: true });
  }
}
