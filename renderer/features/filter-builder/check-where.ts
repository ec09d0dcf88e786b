import { clientColumns } from '../../../shared/filter/columns.ts';
import { parseWhere } from '../../../shared/filter/codec.ts';
import { isCondition, isGroup, type Filter, type FilterItem } from '../../../shared/filter/model.ts';
import { unofferedOperFamily } from '../../../shared/filter/opers.ts';
import { validateFilter } from '../../../shared/filter/validate.ts';

/** A `where` that can be applied, or why not: the located message and, for known codes the app does not offer, their family. */
export type CheckedWhere =
  | { readonly ok: true; readonly filter: Filter }
  | { readonly ok: false; readonly message: string; readonly unsupported?: 'array' | 'bitwise' };

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
  if (!parsed.ok) return { ok: false, message: parsed.error.message };
  const checked = validateFilter(parsed.filter, clientColumns);
  if (checked.ok) return { ok: true, filter: parsed.filter };
  const family = firstUnsupported(parsed.filter);
  return family
    ? { ok: false, message: checked.error.message, unsupported: family }
    : { ok: false, message: checked.error.message };
}
