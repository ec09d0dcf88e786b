import { assertNever } from './assert-never.ts';
import { describeJson } from './describe-json.ts';
import { ConditionSchema, FILTER_LIMITS, type Filter, type FilterGroup, type FilterItem } from './model.ts';
import { problemAt, type FilterOutcome, type FilterProblem } from './problem.ts';
import { mostTellingIssue, pathSuffix } from './zod-issue.ts';

const JOINER = '{"field":"AND"}';

type ItemKind = 'condition' | 'joiner' | 'group' | 'other';
type ItemRead = { ok: true; item: FilterItem } | { ok: false; error: FilterProblem };

/** Counts conditions across the whole walk, groups included. */
interface WalkState {
  conditions: number;
}

// Column names and values are not known here; validateFilter checks them against a list's catalog.
/** Reads a parsed `where` value: element shapes, AND joining, empty groups, nesting depth, condition count. */
export function readFilterShape(input: unknown): FilterOutcome<Filter> {
  if (!Array.isArray(input))
    return { ok: false, error: problemAt('where', `must be an array of conditions, not ${describeJson(input)}`) };
  const read = readGroup(input, 'where', 1, { conditions: 0 });
  return read.ok ? { ok: true, filter: read.item as Filter } : read;
}

function readGroup(items: readonly unknown[], path: string, depth: number, state: WalkState): ItemRead {
  const whole = depth === 1 ? 'a filter' : 'a group';
  if (depth > FILTER_LIMITS.maxDepth)
    return fail(
      path,
      `groups nest too deeply (at most ${FILTER_LIMITS.maxDepth} levels of arrays, counting where itself)`,
    );
  if (depth > 1 && items.length === 0) return fail(path, 'a group may not be empty');
  const group: FilterGroup = [];
  for (const [index, element] of items.entries()) {
    const itemPath = `${path}[${index}]`;
    const kind = kindOf(element);
    // Why check the position first: "not joined" explains a misplaced element better than its content.
    const wantsJoiner = index % 2 === 1;
    if (kind === 'joiner' && !wantsJoiner)
      return fail(
        itemPath,
        index === 0 ? `${whole} may not start with ${JOINER}` : `two joiners in a row; put a condition between them`,
      );
    if ((kind === 'condition' || kind === 'group') && wantsJoiner)
      return fail(itemPath, `conditions must be joined by ${JOINER}`);
    const read = readItem(kind, element, itemPath, depth, state);
    if (!read.ok) return read;
    group.push(read.item);
  }
  if (items.length % 2 === 0 && items.length > 0)
    return fail(`${path}[${items.length - 1}]`, `${whole} may not end with ${JOINER}`);
  return { ok: true, item: group };
}

function readItem(kind: ItemKind, element: unknown, path: string, depth: number, state: WalkState): ItemRead {
  switch (kind) {
    case 'group':
      return readGroup(element as unknown[], path, depth + 1, state);
    case 'joiner':
      return readJoiner(element as Record<string, unknown>, path);
    case 'condition':
      return readCondition(element, path, state);
    case 'other':
      return fail(
        path,
        `expected a condition object, a ${JOINER} joiner or a nested group, not ${describeJson(element)}`,
      );
    default:
      return assertNever(kind, 'filter item kind');
  }
}

function readJoiner(element: Record<string, unknown>, path: string): ItemRead {
  const word = String(element.field).trim().toUpperCase();
  if (word !== 'AND') return fail(path, `only AND joins are supported, not ${JSON.stringify(element.field)}`);
  if (element.field !== 'AND') return fail(path, `write the joiner exactly as ${JOINER}`);
  if (Object.keys(element).length > 1) return fail(path, `the joiner ${JOINER} carries no oper or value`);
  return { ok: true, item: { field: 'AND' } };
}

function readCondition(element: unknown, path: string, state: WalkState): ItemRead {
  state.conditions += 1;
  if (state.conditions > FILTER_LIMITS.maxConditions)
    return fail(path, `too many conditions (at most ${FILTER_LIMITS.maxConditions})`);
  const parsed = ConditionSchema.safeParse(element);
  if (parsed.success) return { ok: true, item: parsed.data };
  const [first] = parsed.error.issues;
  const issue = first ? mostTellingIssue(first) : { path: [], message: 'is not a valid condition' };
  return fail(path + pathSuffix(issue.path), issue.message);
}

/** Sorts an element by its shape: objects whose field is AND/OR are joiners, even when malformed. */
function kindOf(element: unknown): ItemKind {
  if (Array.isArray(element)) return 'group';
  if (typeof element !== 'object' || element === null) return 'other';
  const field = (element as Record<string, unknown>).field;
  if (typeof field === 'string' && ['AND', 'OR'].includes(field.trim().toUpperCase())) return 'joiner';
  return 'condition';
}

function fail(path: string, text: string): ItemRead {
  return { ok: false, error: problemAt(path, text) };
}
