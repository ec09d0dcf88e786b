import { useHotkeys } from '@mantine/hooks';
import { useEffect } from 'react';
import { useProfileId } from '../session/index.ts';
import { pendingFactsOf } from '../../../shared/drafts/pending-facts.ts';
import { registerDraftOpener } from '../drafts/index.ts';
import { isPendingSubject } from './pending-client.ts';
import { RegistrationDrawer, type OpenCard } from './registration-drawer.tsx';
import { closeRegistration, openRegistration, useRegistrationRequest } from './registration-store.ts';
import { StatusChangeDialog } from './status-change-dialog.tsx';
import { endStatusChange, useStatusChangeRequest } from './status-change-store.ts';

/**
 * Mounted once in the signed-in app: shows the registration drawer the grid and the detail panel ask for
 * (`openRegistration`), opens it for the "new client" shortcut (Alt+N) and kept drafts the user chose to
 * continue; runs remove/reactivate requests. `openCard` shows a client's card (after a create, and from the toasts).
 */
export function RegistrationHost({ openCard }: { openCard: OpenCard }) {
  const request = useRegistrationRequest();
  const statusChange = useStatusChangeRequest();
  const profileId = useProfileId();
  useHotkeys([['alt+N', () => void openRegistration({ mode: 'create' })]], []);
  useEffect(
    () =>
      registerDraftOpener('client', (draft) => {
        if (isPendingSubject(draft.subject)) {
          const facts = pendingFactsOf(draft.values);
          const pending = { subject: draft.subject, loaded: facts.loaded };
          openRegistration(
            facts.clientPk === undefined
              ? { mode: 'create', restoreDraft: true, pending }
              : { mode: 'edit', clientPk: facts.clientPk, restoreDraft: true, pending },
          );
          return;
        }
        const clientPk = Number(draft.subject);
        openRegistration(
          draft.subject === 'new' || !Number.isInteger(clientPk)
            ? { mode: 'create', restoreDraft: true }
            : { mode: 'edit', clientPk, restoreDraft: true },
        );
      }),
    [],
  );
  return (
    <>
      {statusChange && <StatusChangeDialog key={statusChange.id} request={statusChange} onClose={endStatusChange} />}
      {request && (
        <RegistrationDrawer
          key={request.id}
          request={request}
          profileId={profileId}
          onClose={closeRegistration}
          openCard={openCard}
          onOpenExisting={(clientPk) => {
            // Why keep the new client's draft: the operator may still decide the typed client is a different person.
            closeRegistration();
            openRegistration({ mode: 'edit', clientPk });
          }}
        />
      )}
    </>
  );
}
