import { clientColumns } from '../../../shared/filter/columns.ts';
import { parseWhere } from '../../../shared/filter/codec.ts';
import { isCondition, isGroup, type Filter, type FilterItem } from '../../../shared/filter/model.ts';
import { unofferedOperFamily } from '../../../shared/filter/opers.ts';
import type { FilterProblem } from '../../../shared/filter/problem.ts';
import { validateFilter } from '../../../shared/filter/validate.ts';
import { jsonPlace, type JsonPlace } from './problem-words.ts';

/** A `where` that can be applied, or why not: the located message and, for known codes the app does not offer, their family. */
export type CheckedWhere =
  | { readonly ok: true; readonly filter: Filter }
  | {
      readonly ok: false;
      /** The shared code's own English message (for tests and the server's API; the screen says `problem` in words). */
      readonly message: string;
      readonly problem: FilterProblem;
      /** Where pasted JSON text stopped parsing, when it did. */
      readonly place?: JsonPlace;
      readonly unsupported?: 'array' | 'bitwise';
    };

/** The family of the first known-but-unoffered oper code in a filter (22–24 array, 25–29 bitwise). */
function firstUnsupported(items: readonly FilterItem[]): 'array' | 'bitwise' | undefined {
  for (const item of items) {
    const family = isGroup(item)
      ? firstUnsupported(item)
      : isCondition(item)
        ? unofferedOperFamily(item.oper)
        : undefined;
    if (family) return family;
  }
  return undefined;
}

/** Reads a `where` from JSON text or a stored value and checks it against the client columns; never throws. */
export function checkWhere(input: unknown): CheckedWhere {
  const parsed = parseWhere(input);
  if (!parsed.ok) {
    const place = typeof input === 'string' ? jsonPlace(input, parsed.error.message) : undefined;
    return { ok: false, message: parsed.error.message, problem: parsed.error, ...(place ? { place } : {}) };
  }
  const checked = validateFilter(parsed.filter, clientColumns);
  if (checked.ok) return { ok: true, filter: parsed.filter };
  const family = firstUnsupported(parsed.filter);
  const failed = { ok: false, message: checked.error.message, problem: checked.error } as const;
  return family ? { ...failed, unsupported: family } : failed;
}
