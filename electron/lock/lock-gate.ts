import type { Channel } from '../../shared/ipc/contract.ts';
import type { Language } from '../../shared/language.ts';
import { ProviderError } from '../provider/provider-error.ts';

/**
 * What main answers while locked: the lock screen's own needs and nothing else. Its state and the password that
 * lifts it, the page's idle hint, the session's state and the sign-out (the lock screen's "Sair"), the settings it
 * reads for its language and theme, the app's facts, the page saying a form is unsaved, and keeping the typing of
 * the forms under the lock (drafts:put/remove; reading drafts waits for the unlock). Why so few: a script in the page
 * under the lock must not turn masking off, lengthen the idle time, reach a server (profiles:test, update:check) or
 * read anything of the operator's (issue 43, item 12).
 */
export const openWhileLocked: ReadonlySet<Channel> = new Set<Channel>([
  'lock:state',
  'lock:engage',
  'lock:activity',
  'session:unlock',
  'session:state',
  'session:logout',
  'settings:get',
  'app:info',
  'app:setDirty',
  'drafts:put',
  'drafts:remove',
]);

/** What the gate reads of the lock. */
export interface GatedLock {
  readonly locked: boolean;
  readonly engagements: number;
}

/** The message of LOCKED when an answer was held back (its call began before the lock). */
const heldBackWords: Record<Language, string> = {
  'pt-BR':
    'O aplicativo foi bloqueado antes desta resposta chegar, e ela foi descartada. Se era uma gravação, confira se ela foi feita antes de repetir.',
  en: 'The app was locked before this answer came, and it was dropped. If it was a save, check whether it was made before trying again.',
};

/** Decides, before a call runs and when it answers, whether the lock lets it through (the dispatcher's `gate`). */
export interface LockGate {
  /** Refuses (LOCKED) a call while locked unless the lock screen needs it; answers what `release` needs. */
  admit(channel: Channel): number | undefined;
  /** The LOCKED error that replaces an answer whose call spanned a lock, or undefined to deliver it. */
  release(channel: Channel, admitted: number | undefined): ProviderError | undefined;
}

/** The idle lock's gate on the dispatcher. */
export function lockGate(lock: GatedLock, language: () => Language): LockGate {
  return {
    admit(channel) {
      if (openWhileLocked.has(channel)) return undefined;
      // Why no detail: the code's own message says it in the operator's language (shared/ipc/error-messages.ts).
      if (lock.locked) throw new ProviderError('LOCKED');
      return lock.engagements;
    },
    release(channel, admitted) {
      if (admitted === undefined || lock.engagements === admitted) return undefined;
      // Why also after an unlock in between: the page emptied its screens at the lock, and whatever was read for
      // them before it belongs to a moment the operator has since walked away from; the page reads again.
      return new ProviderError('LOCKED', heldBackWords[language()], { ownWords: true });
    },
  };
}
