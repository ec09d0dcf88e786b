// Turns a zod error from a registration schema into per-field messages for forms and the provider's error envelope.
import type { z } from 'zod';
import type { Language } from '../language.ts';
import { formatRegistrationMessage, isRegistrationMessageCode, type RegistrationMessageParams } from './messages.ts';

/** Placeholder values carried by an issue: custom params, or the limit of a built-in check. */
export function registrationIssueParams(issue: z.core.$ZodIssue): RegistrationMessageParams {
  if (issue.code === 'custom') return (issue.params ?? {}) as RegistrationMessageParams;
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'invalid_value') return { allowed: issue.values.map(String).join(', ') };
  return {};
}

/** One `{ id, msg }` per column with a problem (id = column name, '' for the body itself), first problem only, msg in `lang`. */
export function registrationFieldErrors(error: z.ZodError, lang: Language): Array<{ id: string; msg: string }> {
  const errors: Array<{ id: string; msg: string }> = [];
  const seen = new Set<string>();
  for (const issue of error.issues) {
    const id = issue.path.length > 0 ? String(issue.path[0]) : '';
    // Why: a form shows one message under each field; the first issue is the most basic one (e.g. length before characters).
    if (seen.has(id)) continue;
    seen.add(id);
    const code = isRegistrationMessageCode(issue.message) ? issue.message : 'registration.value.invalid';
    errors.push({ id, msg: formatRegistrationMessage(code, lang, registrationIssueParams(issue)) });
  }
  return errors;
}
