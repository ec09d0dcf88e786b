// Rules for the client-area user name.

/** Fewest characters a client-area user name may have. */
export const USERNAME_MIN_LENGTH = 3;
/** Most characters a client-area user name may have. */
export const USERNAME_MAX_LENGTH = 60;

/** True when the user name has 3 to 60 characters. */
export function isUsernameLengthValid(username: string): boolean {
  return username.length >= USERNAME_MIN_LENGTH && username.length <= USERNAME_MAX_LENGTH;
}

/** True when the user name uses only ASCII letters, digits and `. _ - @` (an e-mail address qualifies). */
export function hasValidUsernameCharacters(username: string): boolean {
  // Why: ASCII only; an accented letter can be typed as one or two code points (NFC/NFD) that look the
  // same but compare unequal, so the client could fail to log in with the name they see.
  return /^[A-Za-z0-9._@-]*$/.test(username);
}
