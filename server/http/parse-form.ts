import type { z } from 'zod';
import { validationError, type FieldProblem } from './service-error.ts';

/** A form body as @fastify/formbody hands it over: text values, arrays for repeated names. */
export type FormBody = Record<string, string | string[] | undefined>;

/** Turns zod issues into field problems; `formatMessage` lets a schema's message codes be translated. */
export function issuesToProblems(issues: readonly z.core.$ZodIssue[], formatMessage?: (message: string) => string): FieldProblem[] {
  const translated = formatMessage !== undefined;
  const format = formatMessage ?? ((message: string) => message);
  return issues.map((issue) => {
    const id = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    const message = missing && !translated ? 'is required' : format(issue.message);
    return { id, msg: message };
  });
}

/** Parses a form body with a schema, or throws a VALIDATION error naming every wrong field. */
export function parseForm<T extends z.ZodType>(schema: T, body: unknown, formatMessage?: (message: string) => string): z.output<T> {
  const form = (body && typeof body === 'object' ? body : {}) as FormBody;
  const repeated = Object.entries(form).filter(([, value]) => Array.isArray(value));
  if (repeated.length > 0) throw validationError(repeated.map(([name]) => ({ id: name, msg: 'is given more than once' })));
  // Why: PostgreSQL text cannot hold NUL, and broken UTF-16 would be stored garbled; refuse both by name.
  const unstorable = Object.entries(form).filter(([, value]) => typeof value === 'string' && (value.includes('\u0000') || !value.isWellFormed()));
  if (unstorable.length > 0) throw validationError(unstorable.map(([name]) => ({ id: name, msg: 'contains a character that cannot be stored (NUL or broken Unicode)' })));
  const result = schema.safeParse(form);
  if (!result.success) throw validationError(issuesToProblems(result.error.issues, formatMessage));
  return result.data;
}
