import { isDeskError } from '../../api/desk-error.ts';

const explained = [
  'NETWORK',
  'TIMEOUT',
  'SESSION_EXPIRED',
  'NOT_SIGNED_IN',
  'ACCESS_DENIED',
  'VALIDATION',
  'RATE_LIMITED',
] as const;

/** Which explanation of `state.error` a failure gets: its code when the grid explains it, otherwise `other`. */
export function errorKey(error: unknown): (typeof explained)[number] | 'other' {
  if (!isDeskError(error)) return 'other';
  return (explained as readonly string[]).includes(error.code) ? (error.code as (typeof explained)[number]) : 'other';
}
