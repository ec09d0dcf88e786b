import type { CheckProblem, CheckStepId } from '../../../shared/ipc/connection-check-words.ts';

/** What a connection check is run against: the profile form's fields as typed (saved or not). */
export interface CheckTarget {
  adminUrl: string;
  clientUrl: string;
  adminPrefix: string;
  username: string;
  /** The certificate pinned in the form (SHA-256, `AB:CD:…`), accepted instead of a CA-trusted one. */
  pinnedCertSha256?: string | undefined;
  /** How the profile signs in: a session (`POST /login`) or HTTP Basic on every request. */
  auth?: 'session' | 'basic' | undefined;
  /** Typed in the form; never kept by the check. Without it the login step is skipped. */
  password?: string | undefined;
}

/** The outcome of one step: passed (with what it found), failed (with the problem), or skipped. */
export type StepOutcome =
  | {
      id: CheckStepId;
      status: 'pass';
      found?: string;
      problem?: CheckProblem;
      params?: Record<string, string | number>;
    }
  | { id: CheckStepId; status: 'fail'; problem: CheckProblem; params: Record<string, string | number> }
  | { id: CheckStepId; status: 'skip'; found?: string };
