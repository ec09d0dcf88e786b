import type { LoginThrottle } from '../auth/login-throttle.ts';
import type { SessionStore } from '../auth/session-store.ts';
import type { VerifiedCredentials } from '../auth/verified-credentials.ts';
import type { ServiceConfig } from '../config.ts';
import type { SqlEngine } from '../db/sql-engine.ts';

/** What every route of the service works with: storage, settings, sessions, login throttle, Basic credentials checked lately. */
export interface ServiceContext {
  db: SqlEngine;
  config: ServiceConfig;
  sessions: SessionStore;
  throttle: LoginThrottle;
  verified: VerifiedCredentials;
}
