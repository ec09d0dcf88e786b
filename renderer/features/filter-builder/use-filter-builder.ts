import { useCallback, useEffect, useRef, useState } from 'react';
import { clientColumns } from '../../../shared/filter/columns.ts';
import type { Filter } from '../../../shared/filter/model.ts';
import type { FilterProblem } from '../../../shared/filter/problem.ts';
import { validateFilter } from '../../../shared/filter/validate.ts';
import { useProfileId } from '../session/index.ts';
import type { BuilderCondition } from './builder-condition.ts';
import { checkWhere } from './check-where.ts';
import { takeRequestedFilter, useRequestedFilter } from './filter-request.ts';
import { conditionsToWhere, type BuilderProblem } from './condition-to-where.ts';
import { defaultSavedFilter, loadSavedFilters } from './saved-filters-store.ts';
import { whereToConditions } from './where-to-conditions.ts';

/** Why a filter was not applied: a builder problem or the validator's (both said in words on screen). */
export type ApplyProblem =
  | { readonly kind: 'builder'; readonly problem: BuilderProblem }
  | { readonly kind: 'invalid'; readonly problem: FilterProblem };

/** The applied conditions; applying builds and validates the `where`, and only a valid one reaches `onFilter`; the profile's default saved filter is applied on open. */
export function useFilterBuilder(onFilter: (filter: Filter) => void) {
  const [applied, setApplied] = useState<readonly BuilderCondition[]>([]);

  const apply = useCallback(
    (conditions: readonly BuilderCondition[]): ApplyProblem | undefined => {
      const built = conditionsToWhere(conditions, clientColumns);
      if (!built.ok) return { kind: 'builder', problem: built.problem };
      const checked = validateFilter(built.filter, clientColumns);
      if (!checked.ok) return { kind: 'invalid', problem: checked.error };
      setApplied(conditions);
      onFilter(built.filter);
      return undefined;
    },
    [onFilter],
  );
  const profileId = useProfileId();
  const defaultedFor = useRef<string>(undefined);
  useEffect(() => {
    // Why once per profile: the default is where the screen starts, not something that comes back after a clear.
    if (profileId === undefined || defaultedFor.current === profileId) return;
    defaultedFor.current = profileId;
    const saved = defaultSavedFilter(loadSavedFilters(localStorage, profileId));
    const checked = saved === undefined ? undefined : checkWhere(saved.where);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- Why: the default is read from localStorage (outside React) once the profile is known.
    if (checked?.ok) apply(whereToConditions(checked.filter));
  }, [profileId, apply]);
  const requested = useRequestedFilter();
  useEffect(() => {
    if (requested === undefined) return;
    takeRequestedFilter();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- Why: the request comes from another screen's store (the dashboard).
    apply(whereToConditions(requested));
  }, [requested, apply]);
  const remove = useCallback(
    (id: string) => apply(applied.filter((condition) => condition.id !== id)),
    [apply, applied],
  );
  const clear = useCallback(() => apply([]), [apply]);

  return { applied, apply, remove, clear };
}
