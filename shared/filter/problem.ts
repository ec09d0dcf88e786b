/** Where a filter is wrong and why; `message` starts with the path, e.g. `where[2].oper: 42 is not an operation code`. */
export interface FilterProblem {
  readonly message: string;
  /** The location alone, such as `where[2].oper` (`where` for the filter as a whole). */
  readonly path: string;
}

/** The outcome of reading or checking a filter. */
export type FilterOutcome<T> =
  { readonly ok: true; readonly filter: T } | { readonly ok: false; readonly error: FilterProblem };

/** Builds a problem whose message names its path. */
export function problemAt(path: string, text: string): FilterProblem {
  return { path, message: `${path}: ${text}` };
}
