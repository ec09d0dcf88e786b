// The one rule for the client-area login password: the registration form, the page's "change password" form,
// the wire contract of set password, the IPC contract and the service all check it through this file.
import { z } from 'zod';

/** Fewest characters a client-area password may have. */
export const PASSWORD_MIN_LENGTH = 8;
/** Most characters a client-area password may have. */
export const PASSWORD_MAX_LENGTH = 16;

/** Number of characters as a person counts them (an emoji is one, not two UTF-16 units). */
function characterCount(value: string): number {
  return [...value].length;
}

/** True when the password has 8 to 16 characters; it is taken verbatim, spaces included. */
export function isPasswordLengthValid(password: string): boolean {
  const n = characterCount(password);
  return n >= PASSWORD_MIN_LENGTH && n <= PASSWORD_MAX_LENGTH;
}

/** True when the confirmation is exactly the password (no trimming, case-sensitive). */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}

/**
 * A client-area password field: 8 to 16 characters as a person counts them, taken verbatim. `message` is the
 * schema's own wording (the wire's English, or a message key of the page or of the registration messages).
 */
export function clientAreaPassword(message: string) {
  return z.string().refine(isPasswordLengthValid, {
    error: message,
    params: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
  });
}
