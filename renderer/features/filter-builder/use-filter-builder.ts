import { useCallback, useState } from 'react';
import { clientColumns } from '../../../shared/filter/columns.ts';
import type { Filter } from '../../../shared/filter/model.ts';
import { validateFilter } from '../../../shared/filter/validate.ts';
import type { BuilderCondition } from './builder-condition.ts';
import { conditionsToWhere, type BuilderProblem } from './condition-to-where.ts';

/** Why a filter was not applied: a builder problem (translated) or the validator's own message. */
export type ApplyProblem = { readonly kind: 'builder'; readonly problem: BuilderProblem } | { readonly kind: 'invalid'; readonly message: string };

/** The applied conditions; applying builds and validates the `where`, and only a valid one reaches `onFilter`. */
export function useFilterBuilder(onFilter: (filter: Filter) => void) {
  const [applied, setApplied] = useState<readonly BuilderCondition[]>([]);

  const apply = useCallback(
    (conditions: readonly BuilderCondition[]): ApplyProblem | undefined => {
      const built = conditionsToWhere(conditions, clientColumns);
      if (!built.ok) return { kind: 'builder', problem: built.problem };
      const checked = validateFilter(built.filter, clientColumns);
      if (!checked.ok) return { kind: 'invalid', message: checked.error.message };
      setApplied(conditions);
      onFilter(built.filter);
      return undefined;
    },
    [onFilter],
  );
  const remove = useCallback((id: string) => apply(applied.filter((condition) => condition.id !== id)), [apply, applied]);
  const clear = useCallback(() => apply([]), [apply]);

  return { applied, apply, remove, clear };
}
