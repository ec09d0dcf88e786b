import type { z } from 'zod';
import { validationError, type FieldProblem } from './service-error.ts';

/** A form body as @fastify/formbody hands it over: text values, arrays for repeated names. */
export type FormBody = Record<string, string | string[] | undefined>;

/** Turns zod issues into field problems; `formatMessage` lets a schema's message codes be translated. */
export function issuesToProblems(issues: readonly z.core.$ZodIssue[], formatMessage: (message: string) => string = (message) => message): FieldProblem[] {
  return issues.map((issue) => {
    const id = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    const message = issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : formatMessage(issue.message);
    return { id, msg: message };
  });
}

/** Parses a form body with a schema, or throws a VALIDATION error naming every wrong field. */
export function parseForm<T extends z.ZodType>(schema: T, body: unknown, formatMessage?: (message: string) => string): z.output<T> {
  const form = (body && typeof body === 'object' ? body : {}) as FormBody;
  const repeated = Object.entries(form).filter(([, value]) => Array.isArray(value));
  if (repeated.length > 0) throw validationError(repeated.map(([name]) => ({ id: name, msg: 'is given more than once' })));
  const result = schema.safeParse(form);
  if (!result.success) throw validationError(issuesToProblems(result.error.issues, formatMessage));
  return result.data;
}
