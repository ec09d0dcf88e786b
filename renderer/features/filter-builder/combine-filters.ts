import { and } from '../../../shared/filter/builders.ts';
import { isJoiner, type Condition, type Filter, type FilterGroup } from '../../../shared/filter/model.ts';

/** The members of a filter without its joiners. */
export const membersOf = (filter: Filter): (Condition | FilterGroup)[] =>
  filter.filter((item): item is Condition | FilterGroup => !isJoiner(item));

/** Joins the quick search and the builder's filter with AND; an empty side adds nothing. */
export function combineFilters(quickSearch: Filter, builder: Filter): Filter {
  return and(...membersOf(quickSearch), ...membersOf(builder));
}
