import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Profile } from '../../../shared/ipc/profile-schema.ts';

// Why lazy: the form's schema brings zod and the form resolver, which the login screen (the first paint) does not need until a dialog opens.
const ProfileFormModal = lazy(() =>
  import('./profile-form-modal.tsx').then((module) => ({ default: module.ProfileFormModal })),
);
// Why lazy too: Mantine's Modal (focus trap, overlay, scroll lock) is on the login screen for this dialog alone (issue 20).
const RemoveProfileModal = lazy(() =>
  import('./remove-profile-modal.tsx').then((module) => ({ default: module.RemoveProfileModal })),
);

type Dialog = { kind: 'add' } | { kind: 'edit'; profile: Profile } | { kind: 'remove'; profile: Profile } | undefined;

/** The add, edit and remove dialogs of profiles: functions that open them and the element that shows them. */
export function useProfileDialogs(
  onSaved?: (profile: Profile) => void,
  onRemoved?: (profile: Profile) => void,
): {
  add: () => void;
  edit: (profile: Profile) => void;
  remove: (profile: Profile) => void;
  dialogs: ReactNode;
} {
  const [dialog, setDialog] = useState<Dialog>();
  const close = (): void => setDialog(undefined);
  let dialogs: ReactNode = null;
  if (dialog?.kind === 'add') dialogs = <ProfileFormModal profile={undefined} onClose={close} onSaved={onSaved} />;
  if (dialog?.kind === 'edit')
    dialogs = <ProfileFormModal profile={dialog.profile} onClose={close} onSaved={onSaved} />;
  if (dialog?.kind === 'remove')
    dialogs = <RemoveProfileModal profile={dialog.profile} onClose={close} onRemoved={onRemoved} />;
  return {
    add: () => setDialog({ kind: 'add' }),
    edit: (profile) => setDialog({ kind: 'edit', profile }),
    remove: (profile) => setDialog({ kind: 'remove', profile }),
    dialogs: <Suspense fallback={null}>{dialogs}</Suspense>,
  };
}
