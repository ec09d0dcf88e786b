import type { Filter } from './model.ts';
import type { FilterOutcome } from './problem.ts';
import { readFilterShape } from './read-shape.ts';

// Why blank text is the empty filter: a form sends an unused `where` field as an empty value.
/** Reads a `where` filter from its JSON text or an already-parsed array; malformed input gets a located message. */
export function parseWhere(input: unknown): FilterOutcome<Filter> {
  if (typeof input !== 'string') return readFilterShape(input);
  if (input.trim() === '') return { ok: true, filter: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(input);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, error: { path: 'where', message: `where is not valid JSON: ${reason}` } };
  }
  return readFilterShape(parsed);
}

/** Writes a filter as the JSON text of the `where` form field. */
export function encodeWhere(filter: Filter): string {
  return JSON.stringify(filter);
}
