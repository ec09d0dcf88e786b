import type { LockState } from '../../shared/ipc/contract.ts';
import type { DraftOwner, DraftVault } from '../drafts/draft-vault.ts';
import type { Operations } from '../operations/operation-types.ts';
import type { SettingsStore } from '../settings/settings-store.ts';
import { idleSecondsOf } from './lock-policy.ts';
import type { SessionLock } from './session-lock.ts';

/** What the lock's operations and the session hooks work with. */
export interface LockOperationDeps {
  lock: SessionLock;
  settings: SettingsStore;
  vault: DraftVault;
  /** The idle minutes IT's policy pins, if any (read once at start). */
  pinnedIdleMinutes: () => number | undefined;
  /** The signed-in operator, if any. */
  owner: () => DraftOwner | undefined;
  /** Main's own idle timer, told of the page's input (electron/lock/idle-watch.ts). */
  idle: { activity(): void };
}

/** The lock's state as the page sees it. */
export async function lockState(deps: LockOperationDeps): Promise<LockState> {
  const pinned = deps.pinnedIdleMinutes();
  return {
    locked: deps.lock.locked,
    reason: deps.lock.reason,
    idleSeconds: idleSecondsOf(await deps.settings.get(), pinned),
    idlePinned: pinned !== undefined,
    offlineUnlock: deps.lock.offlineUnlock(),
  };
}

/** The lock's operations: its state, the page's idle timer engaging it, and the password lifting it. */
export function lockOperations(
  deps: LockOperationDeps,
): Pick<Operations, 'lock:state' | 'lock:engage' | 'lock:activity' | 'session:unlock'> {
  return {
    'lock:state': () => lockState(deps),
    'lock:activity': async () => {
      deps.idle.activity();
      return { done: true as const };
    },
    'lock:engage': async (args) => {
      deps.lock.engage(args.reason);
      return lockState(deps);
    },
    'session:unlock': async (args, { signal }) => {
      await deps.lock.unlock(args.password, signal);
      return lockState(deps);
    },
  };
}

/**
 * Wraps the sign-in, resume and sign-out operations: a successful sign-in or resume makes the lock's verifier
 * (in memory, from the password just accepted); a sign-out forgets it and deletes the operator's drafts unless
 * they are to be kept (the confirmation's box, else the setting).
 */
export function withSessionHooks(
  operations: Operations,
  deps: LockOperationDeps,
): Pick<Operations, 'session:login' | 'session:resume' | 'session:logout'> {
  return {
    'session:login': async (args, call) => {
      const state = await operations['session:login'](args, call);
      if (state.signedIn && state.profileId && state.username)
        deps.lock.signedIn(state.profileId, state.username, args.password);
      return state;
    },
    'session:resume': async (args, call) => {
      const state = await operations['session:resume'](args, call);
      if (state.signedIn && state.profileId && state.username)
        deps.lock.signedIn(state.profileId, state.username, args.password);
      return state;
    },
    'session:logout': async (args, call) => {
      const owner = deps.owner();
      const keep = args.keepDrafts ?? (await deps.settings.get()).keepDraftsAtSignOut ?? false;
      // Why before the sign-out: afterwards nobody is signed in, and the drafts' owner is gone with the session.
      if (owner && !keep) await deps.vault.removeAll(owner);
      deps.lock.signedOut();
      return operations['session:logout'](args, call);
    },
  };
}
