import type { SqlExecutor } from '../db/sql-engine.ts';
import type { Area } from './session-store.ts';

/** How failed logins are slowed: free attempts, then a wait that doubles with each failure. */
export interface ThrottlePolicy {
  freeAttempts: number;
  baseDelaySeconds: number;
}

/** Longest wait between attempts once a user name is being guessed (15 minutes). */
export const maxThrottleSeconds = 15 * 60;

/** Slows down password guessing per area and user name; the counts live in the database. */
export class LoginThrottle {
  readonly #db: SqlExecutor;
  readonly #policy: ThrottlePolicy;

  constructor(db: SqlExecutor, policy: ThrottlePolicy) {
    this.#db = db;
    this.#policy = policy;
  }

  /** Seconds the caller must still wait before trying this user name again (0 = may try now). */
  async waitSeconds(area: Area, username: string): Promise<number> {
    const rows = await this.#db.query<{ failure_count: number; elapsed: number }>(
      'select failure_count, extract(epoch from now() - last_failure_at)::float8 as elapsed from login_failure where login_area = $1 and login_username = $2',
      [area, username.toLowerCase()],
    );
    const row = rows[0];
    if (!row || row.failure_count < this.#policy.freeAttempts) return 0;
    return Math.max(0, Math.ceil(this.delayAfter(row.failure_count) - row.elapsed));
  }

  /** The wait imposed after `failures` consecutive failures. */
  delayAfter(failures: number): number {
    const over = failures - this.#policy.freeAttempts;
    if (over < 0) return 0;
    return Math.min(maxThrottleSeconds, this.#policy.baseDelaySeconds * 2 ** Math.min(over, 20));
  }

  /** Counts one failed attempt. */
  async recordFailure(area: Area, username: string): Promise<void> {
    await this.#db.query(
      `insert into login_failure (login_area, login_username, failure_count, last_failure_at) values ($1, $2, 1, now())
       on conflict (login_area, login_username) do update set failure_count = login_failure.failure_count + 1, last_failure_at = now()`,
      [area, username.toLowerCase()],
    );
  }

  /** Forgets the failures of a user name after a successful login. */
  async recordSuccess(area: Area, username: string): Promise<void> {
    await this.#db.query('delete from login_failure where login_area = $1 and login_username = $2', [area, username.toLowerCase()]);
  }
}
