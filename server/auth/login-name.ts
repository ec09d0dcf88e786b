/** A user name as the service counts and finds it: NFC, case folded once (see loginName). */
export type LoginName = string & { readonly loginName: unique symbol };

/**
 * The one form of a typed user name that the login throttle counts, the account lookup matches and the Basic
 * cache keys: Unicode NFC, then JavaScript's locale-free lower case, then NFC again (lower-casing may leave a
 * sequence NFC would compose). Why one form for all three: the throttle once counted `toLowerCase()` while the
 * lookup matched PostgreSQL's `lower()`, which takes `İ` for `i`; every such spelling had a budget of its own.
 * The lookup now keeps only accounts whose stored name has this same form (check-credentials.ts), so whatever a
 * database's `lower()` does, two names that reach one account are one name to the throttle.
 */
export function loginName(typed: string): LoginName {
  return typed.normalize('NFC').toLowerCase().normalize('NFC') as LoginName;
}
