import type { LockState } from '../../shared/ipc/contract.ts';
import { ProviderError } from '../provider/provider-error.ts';
import { makeVerifier, verifyPassword, type PasswordVerifier } from './password-verifier.ts';
import { UnlockThrottle } from './unlock-throttle.ts';

/** Why the app is locked. */
export type LockReason = NonNullable<LockState['reason']>;

/** What the lock needs of the operator's session. */
export interface LockSession {
  /** The signed-in profile and user, or undefined when nobody is signed in. */
  operator(): { profileId: string; username: string } | undefined;
  /** A fresh login of the signed-in operator with this password (the workspace's resume); throws ProviderError. */
  login(password: string, signal?: AbortSignal): Promise<void>;
}

/** Failures that mean the server could not be asked, so the kept verifier decides. */
const unreachable = new Set(['NETWORK', 'TIMEOUT', 'SERVER_UNAVAILABLE']);

/**
 * The idle lock in main: whether the app is locked (so a reloaded page is locked still, and main refuses the
 * operator's data meanwhile), the verifier of the last successful sign-in, and the throttle of wrong passwords.
 */
export class SessionLock {
  #locked = false;
  #reason: LockReason | null = null;
  #engagements = 0;
  // Why a promise: the verifier is made (scrypt, a fraction of a second) after the sign-in answered, not before.
  #verifier: { profileId: string; username: string; made: Promise<PasswordVerifier> } | undefined;
  readonly #throttle: UnlockThrottle;
  readonly #session: LockSession;
  readonly #onEngaged: (reason: LockReason) => void;
  readonly #onChange: (reason: LockReason | null) => void;

  /** `onChange` hears every change of the lock (the core keeps a marker on disk, so a restart stays locked). */
  constructor(
    session: LockSession,
    onEngaged: (reason: LockReason) => void,
    now: () => number = Date.now,
    onChange: (reason: LockReason | null) => void = () => undefined,
  ) {
    this.#session = session;
    this.#onEngaged = onEngaged;
    this.#onChange = onChange;
    this.#throttle = new UnlockThrottle(now);
  }

  /** Whether the app is locked now. */
  get locked(): boolean {
    return this.#locked;
  }

  /**
   * How many times the lock has been engaged since the start. Why a count: a call that began under another count
   * spanned a lock (even one lifted since), and its answer is held back (electron/lock/lock-gate.ts).
   */
  get engagements(): number {
    return this.#engagements;
  }

  /** Why it is locked (null when it is not). */
  get reason(): LockReason | null {
    return this.#reason;
  }

  /** Whether a verifier of the signed-in operator is kept (the lock can be lifted offline). */
  offlineUnlock(): boolean {
    const operator = this.#session.operator();
    return (
      operator !== undefined &&
      this.#verifier?.profileId === operator.profileId &&
      this.#verifier.username === operator.username
    );
  }

  /**
   * Locks the app when someone is signed in (nothing to hide otherwise). `system` (the OS locked or slept) also
   * tells the page; the page's own idle timer already knows.
   */
  engage(reason: LockReason): void {
    if (!this.#session.operator()) return;
    const already = this.#locked;
    this.#locked = true;
    if (!already) this.#engagements += 1;
    if (!already || reason === 'system') this.#reason = reason;
    if (!already) this.#onChange(this.#reason);
    if (reason === 'system') this.#onEngaged(reason);
  }

  /** Takes note of a successful sign-in or resume: wrong passwords forgotten, unlocked, a fresh verifier on its way. */
  signedIn(profileId: string, username: string, password: string): void {
    const made = makeVerifier(profileId, username, password);
    // Why caught here: a failed scrypt only means no offline unlock (unlock awaits it and then finds none).
    made.catch(() => undefined);
    this.#verifier = { profileId, username, made };
    this.#throttle.reset();
    this.#unlock();
  }

  /** Forgets everything at sign-out: the verifier, the count of wrong passwords, the lock itself. */
  signedOut(): void {
    this.#verifier = undefined;
    this.#throttle.reset();
    this.#unlock();
  }

  /**
   * Lifts the lock with the operator's password: a fresh login at the server, or, when the server cannot be
   * reached, the verifier. A wrong password is AUTH_FAILED; too many are RATE_LIMITED with the seconds to wait.
   */
  async unlock(password: string, signal?: AbortSignal): Promise<void> {
    const operator = this.#session.operator();
    if (!operator) {
      this.#unlock();
      return;
    }
    const wait = this.#throttle.waitSeconds();
    if (wait > 0)
      throw new ProviderError('RATE_LIMITED', 'too many wrong passwords at the lock screen', {
        retryAfter: wait,
        ownWords: true,
      });
    try {
      await this.#session.login(password, signal);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (error.code === 'AUTH_FAILED') this.#throttle.failed();
      const kept = this.offlineUnlock() ? await this.#verifier?.made.catch(() => undefined) : undefined;
      if (!unreachable.has(error.code) || !kept) throw error;
      // Why the verifier only now: the server is the authority while it answers (a password changed there wins).
      if (!(await verifyPassword(kept, password))) {
        this.#throttle.failed();
        throw new ProviderError('AUTH_FAILED', 'the password does not match the one of this session', {
          ownWords: true,
        });
      }
      this.#throttle.reset();
      this.#unlock();
      return;
    }
    this.signedIn(operator.profileId, operator.username, password);
  }

  #unlock(): void {
    if (this.#locked) this.#onChange(null);
    this.#locked = false;
    this.#reason = null;
  }
}
