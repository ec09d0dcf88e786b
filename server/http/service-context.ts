import type { LoginThrottle } from '../auth/login-throttle.ts';
import type { PasswordSealer } from '../auth/password-sealer.ts';
import type { SessionStore } from '../auth/session-store.ts';
import type { VerifiedCredentials } from '../auth/verified-credentials.ts';
import type { ServiceConfig } from '../config.ts';
import type { SqlEngine } from '../db/sql-engine.ts';
import type { CountCache } from '../repos/count-cache.ts';
import type { BusyGate } from './busy-gate.ts';

/** What every route of the service works with: storage, settings, sessions, login throttle, Basic credentials checked lately, the password sealer, counts, the busy gate. */
export interface ServiceContext {
  db: SqlEngine;
  config: ServiceConfig;
  sessions: SessionStore;
  throttle: LoginThrottle;
  verified: VerifiedCredentials;
  /** Seals client-area passwords for storage and opens them for the administrative client list. */
  sealer: PasswordSealer;
  /** Counts of lists and the dashboard taken since the last write (a cache only for PGlite, which has no other writer). */
  counts: CountCache;
  /** Refuses requests while the embedded database's queue is too long (PGlite only). */
  busy?: BusyGate | undefined;
}
