/** The simulated hour of paging (issue 8): which page turns, in which order, and when the heap is checked. */

/** One page turn: the pager's next or previous page, a click on a column's sort button, or a filter applied (undefined: cleared). */
export type SoakTurn =
  | { kind: 'next' }
  | { kind: 'previous' }
  | { kind: 'sort'; column: string }
  | { kind: 'filter'; surname: string | undefined };

/** Turns in one cycle of the plan; checkpoints fall at block ends (every `soakBlockTurns`). */
export const soakCycleTurns = 120;
/** Turns in one block: a filter change, then three times a sort click with six pages forward and six back. */
export const soakBlockTurns = 40;

// Why a bounded cycle: the page's query cache keeps a page for 5 minutes, and the simulated hour runs in a
// few; endless new pages would grow the heap by what a real hour lets go. The cycle visits 3 filters × 3
// sort orders × 8 pages (the 8th prefetched), all of them already seen in the warm-up cycle.
const filters: (string | undefined)[] = ['Silva', 'Santos', undefined];
const sortColumns = ['client_doc1', 'client_doc1', 'client_complete_name'];

/** One cycle: three blocks, each a filter (Silva, Santos, none), then per sort click 6 × next and 6 × previous. */
export function soakCycle(): SoakTurn[] {
  return filters.flatMap((surname) => [
    { kind: 'filter', surname } as const,
    ...sortColumns.flatMap((column) => [
      { kind: 'sort', column } as const,
      ...Array.from({ length: 6 }, () => ({ kind: 'next' }) as const),
      ...Array.from({ length: 6 }, () => ({ kind: 'previous' }) as const),
    ]),
  ]);
}

/** How long the soak runs: one turn per 5 s of an hour (720) in full, 240 in a quick run, after one warm-up cycle. */
export function soakTurnCount(quick: boolean): number {
  return quick ? 2 * soakCycleTurns : 6 * soakCycleTurns;
}

/** The measured turns: whole cycles repeated to `turns` (a multiple of the cycle, so every checkpoint sees the same screen). */
export function soakPlan(turns: number): SoakTurn[] {
  if (turns % soakCycleTurns !== 0) throw new Error(`soak turns must be a multiple of ${soakCycleTurns}, not ${turns}`);
  const cycle = soakCycle();
  return Array.from({ length: turns / soakCycleTurns }, () => cycle).flat();
}

/** How many turns of each kind a plan holds (for the report). */
export function soakMix(plan: readonly SoakTurn[]): Record<string, number> {
  const mix: Record<string, number> = {};
  for (const turn of plan) mix[turn.kind] = (mix[turn.kind] ?? 0) + 1;
  return mix;
}
