import type { ErrorCode, OperationError, Result } from '../../shared/ipc/result.ts';

/** An operation's failure as the page handles it: thrown by `unwrap`, read by screens and react-query. */
export class DeskError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors: OperationError['fieldErrors'];
  readonly retryAfter: number | undefined;
  /** The server's own words behind a refused login ("Conta bloqueada"), when it gave a reason. */
  readonly detail: string | undefined;

  constructor(error: OperationError) {
    super(error.message);
    this.name = 'DeskError';
    this.code = error.code;
    this.fieldErrors = error.fieldErrors;
    this.retryAfter = error.retryAfter;
    this.detail = error.detail;
  }
}

/** The data of a Result, or a thrown DeskError (what react-query and forms expect). */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.data;
  throw new DeskError(result.error);
}

/** Whether an error is a DeskError with one of the given codes. */
export function isDeskError(error: unknown, ...codes: ErrorCode[]): error is DeskError {
  return error instanceof DeskError && (codes.length === 0 || codes.includes(error.code));
}
