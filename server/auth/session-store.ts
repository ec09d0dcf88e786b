import { createHash, randomBytes } from 'node:crypto';
import type { SqlExecutor } from '../db/sql-engine.ts';

/** The two areas of the service; each has its own sessions. */
export type Area = 'admin' | 'client';

/** Whose session it is: an operator (admin area) or a customer (client area). */
export type Principal = { area: 'admin'; staffPk: number } | { area: 'client'; clientPk: number };

/** Outcome of looking a cookie up: the principal, or why there is none. */
export type SessionLookup =
  { ok: true; principal: Principal; token: string } | { ok: false; reason: 'missing' | 'unknown' | 'expired' };

/** How long sessions live: idle timeout and absolute lifetime. */
export interface SessionPolicy {
  idleMinutes: number;
  lifetimeDays: number;
}

/** A new session cookie value and when it expires. */
export interface NewSession {
  token: string;
  expiresAt: Date;
}

// Why a hash: the table keeps SHA-256 of the cookie, so a copy of the database hands out no live session.
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Creates, resolves and ends sessions kept in the database (they survive a restart of the service). */
export class SessionStore {
  readonly #db: SqlExecutor;
  readonly #policy: SessionPolicy;

  constructor(db: SqlExecutor, policy: SessionPolicy) {
    this.#db = db;
    this.#policy = policy;
  }

  /** Starts a session: 128 bits from the CSPRNG as 32 lowercase hex characters, as deployed servers use. */
  async create(principal: Principal, db: SqlExecutor = this.#db): Promise<NewSession> {
    const token = randomBytes(16).toString('hex');
    const expiresAt = new Date(Date.now() + this.#policy.lifetimeDays * 86_400_000);
    await db.query(
      'insert into session (session_token_hash, session_area, staff_pk, client_pk, session_expires_at) values ($1, $2, $3, $4, $5)',
      [
        hashToken(token),
        principal.area,
        principal.area === 'admin' ? principal.staffPk : null,
        principal.area === 'client' ? principal.clientPk : null,
        expiresAt.toISOString(),
      ],
    );
    return { token, expiresAt };
  }

  /** Finds the live session of a cookie value in an area, and marks it used. */
  async resolve(area: Area, token: string | undefined): Promise<SessionLookup> {
    if (!token) return { ok: false, reason: 'missing' };
    // Why the format check: a cookie that is not 32 hex characters was never ours; no query for it.
    if (!/^[0-9a-f]{32}$/.test(token)) return { ok: false, reason: 'unknown' };
    // Why the principal's own row: an operator made inactive, or a customer removed, has no session left,
    // however the row was changed (the staff table is kept with SQL; see migration 5).
    const rows = await this.#db.query<{
      staff_pk: number | null;
      client_pk: number | null;
      live: boolean;
      stale: boolean;
    }>(
      `select s.staff_pk, s.client_pk,
          (s.session_ended_at is null and s.session_expires_at > now()
            and s.session_last_seen_at > now() - make_interval(mins => $3)
            and case when s.session_area = 'admin'
              then exists (select 1 from staff st where st.staff_pk = s.staff_pk and st.staff_active)
              else exists (select 1 from client c where c.client_pk = s.client_pk and c.client_status <> 3) end) as live,
          s.session_last_seen_at < now() - interval '1 minute' as stale
        from session s where s.session_token_hash = $1 and s.session_area = $2`,
      [hashToken(token), area, this.#policy.idleMinutes],
    );
    const row = rows[0];
    if (!row) return { ok: false, reason: 'unknown' };
    if (!row.live) return { ok: false, reason: 'expired' };
    // Why at most once a minute: the idle timeout needs minutes, not a write on every request.
    if (row.stale)
      await this.#db.query('update session set session_last_seen_at = now() where session_token_hash = $1', [
        hashToken(token),
      ]);
    const principal: Principal =
      area === 'admin' ? { area, staffPk: row.staff_pk ?? 0 } : { area, clientPk: row.client_pk ?? 0 };
    return { ok: true, principal, token };
  }

  /** Ends one session (logout); a cookie ended once is never accepted again. */
  async end(area: Area, token: string): Promise<void> {
    await this.#db.query(
      'update session set session_ended_at = now() where session_token_hash = $1 and session_area = $2 and session_ended_at is null',
      [hashToken(token), area],
    );
  }

  /** Ends every other session of a customer (after a password change). */
  async endOtherClientSessions(clientPk: number, keepToken: string, db: SqlExecutor = this.#db): Promise<void> {
    await db.query(
      "update session set session_ended_at = now() where session_area = 'client' and client_pk = $1 and session_token_hash <> $2 and session_ended_at is null",
      [clientPk, hashToken(keepToken)],
    );
  }
}

/** Ends every session of a customer; `db` may be a transaction, so the sessions end with the change that ends them. */
export async function endClientSessions(db: SqlExecutor, clientPk: number): Promise<void> {
  await db.query(
    "update session set session_ended_at = now() where session_area = 'client' and client_pk = $1 and session_ended_at is null",
    [clientPk],
  );
}
