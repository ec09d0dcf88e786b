import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { createListeners } from '../../store/listeners.ts';

const alsoForgotten = createListeners();

// Why features add theirs here and session imports none of them: session sits below the screens that
// keep operator data of their own (the customer area's open customers); the app wires them at start.
/** Adds something of a feature's own to forget with the operator's data; answers the function that removes it. */
export function forgetWithOperatorData(forget: () => void): () => void {
  return alsoForgotten.add(forget);
}

/**
 * Drops every screen's data of the previous operator, its notices on screen, and whatever features added (open customer
 * tabs among them); the app's own settings and profiles stay.
 */
export function forgetOperatorData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'app' });
  // Why the notices too: they name clients ("Cliente Joana Araújo cadastrado"); one shown just before a sign-out stayed
  // on the login screen for the next person at the desk (seen in tests/shell/branch-clerk.shell.test.ts).
  notifications.clean();
  alsoForgotten.emit();
}
