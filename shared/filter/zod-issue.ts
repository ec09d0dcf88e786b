import type { z } from 'zod';

/** One zod issue reduced to the path inside the checked object and a message. */
export interface IssueText {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

// Why the union rule: zod reports a failed union as a whole; when only one of its branches accepted the
// value's type (a list whose third item is wrong, a text too long), that branch's own issue says more.
/** Picks the most telling issue of a zod failure, looking inside unions. */
export function mostTellingIssue(issue: z.core.$ZodIssue): IssueText {
  if (issue.code === 'invalid_union') {
    const typed = issue.errors.filter(
      (branch) => !branch.some((inner) => inner.code === 'invalid_type' && inner.path.length === 0),
    );
    const [first] = typed.length === 1 ? (typed[0] ?? []) : [];
    if (first) {
      const inner = mostTellingIssue(first);
      return { path: [...issue.path, ...inner.path], message: inner.message };
    }
  }
  return { path: issue.path, message: issue.message };
}

/** Writes a zod path the way JavaScript reads it: `.value[3]`. */
export function pathSuffix(path: readonly PropertyKey[]): string {
  return path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('');
}
