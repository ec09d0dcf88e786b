import { demoPasswords } from '../config.ts';
import { currentScryptParams, publishedPasswordParams, type ScryptParams } from './password-hash.ts';

const published: ReadonlySet<string> = new Set(Object.values(demoPasswords));

/** True for the demo's own passwords, which the README prints for everyone. */
export function isPublishedPassword(password: string): boolean {
  return published.has(password);
}

/** The scrypt parameters a new hash of `password` gets: the published ones for the demo's passwords, today's otherwise. */
export function hashParamsFor(password: string): Readonly<ScryptParams> {
  return isPublishedPassword(password) ? publishedPasswordParams : currentScryptParams();
}
