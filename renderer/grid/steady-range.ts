import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';

/**
 * The virtualiser's rows to draw, padded to a steady count: `wanted` rows when the page has them, taken
 * after the range, or before it at the page's end. Why: the rows are keyed by slot (index modulo the count),
 * and a count that changes with a partly shown row at the edge would re-key, and re-render, every row drawn.
 */
export function steadyRange(range: Range, wanted: number): number[] {
  const indexes = defaultRangeExtractor(range);
  let last = indexes.at(-1) ?? -1;
  while (indexes.length < wanted && last < range.count - 1) indexes.push((last += 1));
  let first = indexes[0] ?? 0;
  while (indexes.length < wanted && first > 0) indexes.unshift((first -= 1));
  return indexes;
}
