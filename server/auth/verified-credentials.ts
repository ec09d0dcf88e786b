import { createHmac, randomBytes } from 'node:crypto';
import type { LoginName } from './login-name.ts';
import type { Area } from './session-store.ts';

/** How long a checked Basic credential is taken without hashing again (5 minutes). */
export const verifiedForMs = 5 * 60_000;
/** Most credentials remembered at once; the oldest go first. */
export const maxVerified = 1000;

/**
 * Basic credentials already checked against a stored hash, so a client sending them on every request is
 * not hashed (0.3 s, 128 MiB) on every request. Each entry is an HMAC, under a key made at start and never
 * stored, of area, user name, password and the stored hash it matched: a new password hash (a change,
 * a re-hash) matches no entry, so a changed password is never taken from here; nothing kept here is a
 * password or a hash.
 */
export class VerifiedCredentials {
  readonly #key = randomBytes(32);
  readonly #expiry = new Map<string, number>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  #digest(area: Area, username: LoginName, password: string, passwordHash: string): string {
    return createHmac('sha256', this.#key)
      .update(JSON.stringify([area, username, password, passwordHash]))
      .digest('base64url');
  }

  /** Whether these credentials matched this stored hash within the last few minutes. */
  has(area: Area, username: LoginName, password: string, passwordHash: string): boolean {
    const digest = this.#digest(area, username, password, passwordHash);
    const until = this.#expiry.get(digest);
    if (until === undefined) return false;
    if (until > this.#now()) return true;
    this.#expiry.delete(digest);
    return false;
  }

  /** Notes that these credentials matched this stored hash just now. */
  remember(area: Area, username: LoginName, password: string, passwordHash: string): void {
    const digest = this.#digest(area, username, password, passwordHash);
    this.#expiry.delete(digest);
    // Why the first key: a Map keeps insertion order, so it is the oldest entry.
    if (this.#expiry.size >= maxVerified) this.#expiry.delete(this.#expiry.keys().next().value ?? '');
    this.#expiry.set(digest, this.#now() + verifiedForMs);
  }
}
