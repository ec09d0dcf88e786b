import { createListeners } from '../../store/listeners.ts';

// Why a request to the top bar's button: every deliberate sign-out (the button, the command palette) must ask the
// same question about the operator's drafts; a second copy of the dialog would drift from the first.
const requests = createListeners();

/** Signs out as the top bar's "Sair" does: asking first whether to keep the drafts when there are any. */
export function requestSignOut(): void {
  requests.emit();
}

/** Calls `listener` at each sign-out asked for elsewhere; answers the function that stops it. */
export function onSignOutRequest(listener: () => void): () => void {
  return requests.add(listener);
}
