import type { SqlExecutor } from '../db/sql-engine.ts';
import type { LoginName } from './login-name.ts';
import type { Area } from './session-store.ts';

/** How failed logins are slowed: free attempts, then a wait that doubles with each failure. */
export interface ThrottlePolicy {
  freeAttempts: number;
  baseDelaySeconds: number;
}

/** Longest wait between attempts once a user name is being guessed (15 minutes). */
export const maxThrottleSeconds = 15 * 60;

/** Whether an attempt may check its password now, or how long its client must wait. */
export type Reservation = { ok: true } | { ok: false; waitSeconds: number };

/**
 * Slows down password guessing per area, user name (its `loginName`, the form the account lookup matches) and
 * client address; the counts live in the database.
 * Why the address: a count per user name alone let anyone, anywhere, lock the real user out by failing on
 * purpose; per address, a guesser only slows down guesses from where they are.
 * Why a reservation: the attempt is counted before its password is checked, in one statement that also
 * decides whether it may be checked at all, so attempts sent at once cannot all slip past a count read
 * before any of them was written.
 */
export class LoginThrottle {
  readonly #db: SqlExecutor;
  readonly #policy: ThrottlePolicy;

  constructor(db: SqlExecutor, policy: ThrottlePolicy) {
    this.#db = db;
    this.#policy = policy;
  }

  /**
   * Counts one attempt of a user name from an address, if it may be made now: while fewer than the free
   * attempts were counted, or once the wait after the last counted attempt is over. A refused attempt is not
   * counted (it does not lengthen the wait). One statement, atomic on PGlite and PostgreSQL alike: the row is
   * locked by the upsert, and its `where` decides on the row as the previous attempt left it.
   */
  async reserve(area: Area, username: LoginName, address: string): Promise<Reservation> {
    const key = [area, username, address] as const;
    const reserved = await this.#db.query<{ failure_count: number }>(
      `insert into login_failure as f (login_area, login_username, login_address, failure_count, last_failure_at)
       values ($1, $2, $3, 1, now())
       on conflict (login_area, login_username, login_address) do update
         set failure_count = f.failure_count + 1, last_failure_at = now()
         where f.failure_count < $4::int
           or f.last_failure_at <= now() - make_interval(secs => least($5::float8, $6::float8 * power(2::float8, least(f.failure_count - $4::int, 20))))
       returning failure_count`,
      [...key, this.#policy.freeAttempts, maxThrottleSeconds, this.#policy.baseDelaySeconds],
    );
    if (reserved.length > 0) return { ok: true };
    const [row] = await this.#db.query<{ failure_count: number; elapsed: number }>(
      'select failure_count, extract(epoch from now() - last_failure_at)::float8 as elapsed from login_failure where login_area = $1 and login_username = $2 and login_address = $3',
      key,
    );
    // Why at least 1: the row may have been cleared since (a success); asking again in a second is right then too.
    const wait = row ? Math.ceil(this.delayAfter(row.failure_count) - row.elapsed) : 1;
    return { ok: false, waitSeconds: Math.max(1, wait) };
  }

  /** The wait imposed after `failures` consecutive counted attempts. */
  delayAfter(failures: number): number {
    const over = failures - this.#policy.freeAttempts;
    if (over < 0) return 0;
    return Math.min(maxThrottleSeconds, this.#policy.baseDelaySeconds * 2 ** Math.min(over, 20));
  }

  /**
   * Restarts the wait when a reserved attempt has failed. Why: the attempt was counted when it was reserved,
   * but a check takes a few hundred ms (more under load), and the wait must run from the failure, not from
   * the moment the check began, or the next guess would be free as soon as the check ended.
   */
  async recordFailure(area: Area, username: LoginName, address: string): Promise<void> {
    await this.#db.query(
      'update login_failure set last_failure_at = now() where login_area = $1 and login_username = $2 and login_address = $3',
      [area, username, address],
    );
  }

  /** Forgets the attempts of a user name from an address after a successful login there. */
  async recordSuccess(area: Area, username: LoginName, address: string): Promise<void> {
    await this.#db.query(
      'delete from login_failure where login_area = $1 and login_username = $2 and login_address = $3',
      [area, username, address],
    );
  }
}
