import type { TFunction } from 'i18next';
import type { FilterProblem } from '../../../shared/filter/problem.ts';

/** Where in pasted JSON text the parser stopped: line and column, from 1. */
export interface JsonPlace {
  line: number;
  column: number;
}

/** The line and column of a JSON parser's stop in `text`, from its message ("… at position 12" or "(line 2 column 5)"). */
export function jsonPlace(text: string, parserMessage: string): JsonPlace | undefined {
  const lineColumn = /line (\d+) column (\d+)/.exec(parserMessage);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = /position (\d+)/.exec(parserMessage);
  if (!position) return undefined;
  const before = text.slice(0, Number(position[1])).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

// Why by path and not by the message: the shared filter code speaks English to the server's API and its tests;
// the page says the same in the user's words, naming the item ("item 2", "item 3.1" in a group) instead of `where[1]`.
const pathPattern = /^where((?:\[\d+\])*)(?:\.(field|oper|value)\b.*)?$/;

/** A filter problem (from pasted JSON, a saved filter or the validator) in the user's words. */
export function problemWords(problem: FilterProblem, t: TFunction<'filter-builder'>, place?: JsonPlace): string {
  if (/^where is not valid JSON/.test(problem.message))
    return place ? t('json.syntaxAt', { line: place.line, column: place.column }) : t('json.syntax');
  const match = pathPattern.exec(problem.path);
  const indexes = [...(match?.[1] ?? '').matchAll(/\[(\d+)\]/g)].map((found) => Number(found[1]) + 1);
  if (!match || indexes.length === 0) return t('json.notList', { example: '[ {…}, {"field":"AND"}, {…} ]' });
  const item = indexes.join('.');
  // Why the cast: the pattern's second group is one of these three words, or absent.
  switch (match[2] as 'field' | 'oper' | 'value' | undefined) {
    case 'field': {
      const field = /column "(.*)"$/.exec(problem.message)?.[1];
      return field === undefined ? t('json.badField', { item }) : t('json.unknownField', { item, field });
    }
    case 'oper':
      return t('json.badOper', { item });
    case 'value':
      return t('json.badValue', { item });
    case undefined:
      return /AND|joiner/.test(problem.message)
        ? t('json.onlyAnd', { item, joiner: '{"field":"AND"}' })
        : t('json.badItem', { item });
  }
}
