// A password typed in a registration that went pending (issue 46) is never kept in the draft (drafts hold no secret,
// on disk or in main). It stays here, in the page's memory only, so the clerk can send the draft with one click in the
// same session; after a restart, a reload or a sign-out it is gone and the draft asks for the form to type it again.

/** The password and its confirmation as typed. */
export interface TypedPassword {
  client_password: string;
  client_password1: string;
}

const typed = new Map<string, TypedPassword>();

/** Keeps the password typed in the pending draft `subject` (page memory only). */
export function keepPendingPassword(subject: string, password: TypedPassword): void {
  typed.set(subject, password);
}

/** The password typed in the pending draft `subject`, if this page still holds it. */
export function pendingPassword(subject: string): TypedPassword | undefined {
  return typed.get(subject);
}

/** Forgets one draft's password (sent or discarded), or every one (sign-out). */
export function forgetPendingPassword(subject?: string): void {
  if (subject === undefined) typed.clear();
  else typed.delete(subject);
}
