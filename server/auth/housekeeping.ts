import type { SqlExecutor } from '../db/sql-engine.ts';

/** How long records that no longer matter are kept: failed-login counts after the last failure, ended or expired sessions after their end. */
export const retention = { loginFailureHours: 24, endedSessionDays: 7 } as const;

/** How often the service prunes (hourly). */
export const housekeepingEveryMs = 60 * 60 * 1000;

/** Rows one pruning removed. */
export interface Pruned {
  loginFailures: number;
  sessions: number;
}

/**
 * Deletes failed-login counts idle for a day and sessions ended or expired a week ago.
 * Why: a guesser trying many user names leaves one row per name, and every sign-in leaves a session row;
 * without pruning both tables grow for ever. A day is far past the longest throttle wait (15 minutes).
 */
export async function pruneStaleRecords(db: SqlExecutor): Promise<Pruned> {
  const [failures] = await db.query<{ n: number }>(
    'with gone as (delete from login_failure where last_failure_at < now() - make_interval(hours => $1) returning 1) select count(*)::int as n from gone',
    [retention.loginFailureHours],
  );
  const [sessions] = await db.query<{ n: number }>(
    'with gone as (delete from session where coalesce(session_ended_at, session_expires_at) < now() - make_interval(days => $1) returning 1) select count(*)::int as n from gone',
    [retention.endedSessionDays],
  );
  return { loginFailures: failures?.n ?? 0, sessions: sessions?.n ?? 0 };
}
