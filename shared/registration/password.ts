// Rules for the client-area login password (registration form and "change login password").

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
