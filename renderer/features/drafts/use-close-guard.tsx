import { useState, type ReactNode } from 'react';
import { CloseGuardModal } from './close-guard-modal.tsx';

/** What a form with a draft tells its close guard. */
export interface CloseGuardOptions {
  /** Whether the form has unsaved changes now. */
  isDirty: () => boolean;
  /** Closes the form (the draft stays, unless discarded first). */
  onClose: () => void;
  /** Forgets the form's draft (the user chose "discard"). */
  discardDraft: () => void;
}

/**
 * The "close without saving?" question of a form with a draft: `askClose` closes at once when nothing
 * changed, otherwise shows `guard` (keep the draft and close, discard, or keep editing).
 */
export function useCloseGuard({ isDirty, onClose, discardDraft }: CloseGuardOptions): {
  askClose: () => void;
  guardOpen: boolean;
  guard: ReactNode;
} {
  const [guardOpen, setGuardOpen] = useState(false);
  const askClose = () => {
    if (!isDirty()) return onClose();
    // Why deferred: opened during the Escape keydown that closes the form, the question's own Escape
    // listener (added while that event still propagates to window) would answer "keep editing" at once.
    setTimeout(() => setGuardOpen(true), 0);
  };
  const guard = (
    <CloseGuardModal
      opened={guardOpen}
      onStay={() => setGuardOpen(false)}
      onKeepDraft={() => {
        setGuardOpen(false);
        onClose();
      }}
      onDiscard={() => {
        setGuardOpen(false);
        discardDraft();
        onClose();
      }}
    />
  );
  return { askClose, guardOpen, guard };
}
