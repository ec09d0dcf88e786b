// E-mail address check for the client's contact address.
import { z } from 'zod';

/** Longest e-mail address accepted (the SMTP path limit of RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

const emailFormat = z.email();

/** True when `value` looks like a deliverable address (zod's e-mail pattern) and fits EMAIL_MAX_LENGTH. */
export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && emailFormat.safeParse(value).success;
}
