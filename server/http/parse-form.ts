import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { validationError, type FieldProblem } from './service-error.ts';

/** A form body as the service's body parser hands it over: text values, arrays for repeated names. */
export type FormBody = Record<string, string | string[] | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Names of the body's fields the operation ignored (set by `parseForm`; the answer's log line names them). */
    ignoredFields?: string[];
  }
}

/** How a form is read: translated messages, and names the schema takes besides its own (aliases it folds in). */
export interface ParseOptions {
  formatMessage?: (message: string, issue: z.core.$ZodIssue) => string;
  aliases?: readonly string[];
}

/** Fields clients send that mean nothing to any operation and are not worth naming (ExtJS's cache-buster). */
const noise: ReadonlySet<string> = new Set(['_dc']);

// Why a cache: the names a schema knows never change, and the walk would otherwise run on every request.
const knownNames = new WeakMap<z.core.$ZodType, ReadonlySet<string>>();

function collectNames(schema: z.core.$ZodType, into: Set<string>): void {
  const def = schema._zod.def;
  if (def.type === 'object') {
    for (const name of Object.keys((def as z.core.$ZodObjectDef).shape)) into.add(name);
  } else if (def.type === 'pipe') {
    const pipe = def as z.core.$ZodPipeDef;
    collectNames(pipe.in, into);
    collectNames(pipe.out, into);
  } else if ('innerType' in def) {
    collectNames((def as { innerType: z.core.$ZodType }).innerType, into);
  }
}

/** The field names a form schema reads (its object shapes, through pipes, preprocessing and optionals). */
export function formFieldNames(schema: z.core.$ZodType): ReadonlySet<string> {
  let names = knownNames.get(schema);
  if (!names) {
    const found = new Set<string>();
    collectNames(schema, found);
    names = found;
    knownNames.set(schema, names);
  }
  return names;
}

/** Turns zod issues into field problems; `formatMessage` lets a schema's message codes be translated. */
export function issuesToProblems(
  issues: readonly z.core.$ZodIssue[],
  formatMessage?: (message: string, issue: z.core.$ZodIssue) => string,
): FieldProblem[] {
  const translated = formatMessage !== undefined;
  const format = formatMessage ?? ((message: string) => message);
  return issues.map((issue) => {
    const id = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    const message = missing && !translated ? 'is required' : format(issue.message, issue);
    return { id, msg: message };
  });
}

/** The form of a request's body (an empty form when there is none). */
export function formOf(request: FastifyRequest): FormBody {
  return (request.body && typeof request.body === 'object' ? request.body : {}) as FormBody;
}

/**
 * Parses a request's form with a schema, or throws a VALIDATION error naming every wrong field. Fields the
 * schema does not read are accepted and ignored, as real clients send extras (`category_pk`); their names
 * (never their values) are kept on the request for the answer's log line.
 */
export function parseForm<T extends z.ZodType>(
  schema: T,
  request: FastifyRequest,
  options: ParseOptions = {},
): z.output<T> {
  const form = formOf(request);
  const repeated = Object.entries(form).filter(([, value]) => Array.isArray(value));
  if (repeated.length > 0)
    throw validationError(repeated.map(([name]) => ({ id: name, msg: 'is given more than once' })));
  // Why: PostgreSQL text cannot hold NUL, and broken UTF-16 would be stored garbled; refuse both by name.
  const unstorable = Object.entries(form).filter(
    ([, value]) => typeof value === 'string' && (value.includes('\u0000') || !value.isWellFormed()),
  );
  if (unstorable.length > 0)
    throw validationError(
      unstorable.map(([name]) => ({
        id: name,
        msg: 'contains a character that cannot be stored (NUL or broken Unicode)',
      })),
    );
  const result = schema.safeParse(form);
  if (!result.success) throw validationError(issuesToProblems(result.error.issues, options.formatMessage));
  const known = formFieldNames(schema);
  const aliases = new Set(options.aliases ?? []);
  // Why bounded: names come from the client; 20 names of at most 60 characters say enough in a log line.
  const ignored = Object.keys(form).filter((name) => !known.has(name) && !aliases.has(name) && !noise.has(name));
  if (ignored.length > 0) request.ignoredFields = ignored.slice(0, 20).map((name) => name.slice(0, 60));
  return result.data;
}
