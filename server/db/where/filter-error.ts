import type { FilterProblem } from '../../../shared/filter/problem.ts';

/** A `where` filter the service refuses; `message` names the problem and where it is (`where[2].oper: …`). */
export class FilterError extends Error {
  override readonly name = 'FilterError';
  /** Location of the first problem, such as `where[2].oper`. */
  readonly path: string;
  /** Every problem found; the message is the first one's. */
  readonly problems: readonly FilterProblem[];

  constructor(problems: readonly [FilterProblem, ...FilterProblem[]]) {
    super(problems[0].message);
    this.path = problems[0].path;
    this.problems = problems;
  }
}
