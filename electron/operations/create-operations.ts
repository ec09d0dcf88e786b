import { auditOperations } from '../audit/audit-operations.ts';
import type { AuditStore } from '../audit/audit-store.ts';
import { journalWrites } from '../audit/journal-writes.ts';
import { withCacheHooks } from '../cache/cache-hooks.ts';
import type { CacheReads } from '../cache/cached-read.ts';
import { countedOperations, type ClerkActivity } from '../cache/clerk-activity.ts';
import { draftOperations } from '../drafts/draft-operations.ts';
import { lockOperations, withSessionHooks, type LockOperationDeps } from '../lock/lock-operations.ts';
import type { Workspace } from '../session/workspace.ts';
import { adminOperations } from './admin-operations.ts';
import { cacheOperations } from './cache-operations.ts';
import { dashboardTrendOperations } from './dashboard-trend.ts';
import { appOperations, type AppOperationDeps } from './app-operations.ts';
import type { ClipboardPort } from '../../shared/billing/temporary-clipboard.ts';
import { clipboardOperations } from './clipboard-operations.ts';
import { printOperations, type SavePdfPort } from './print-operations.ts';
import { customerOperations } from './customer-operations.ts';
import type { Operations } from './operation-types.ts';
import { profileCheckOperation } from './profile-check-operation.ts';
import { searchOperations } from './search-operations.ts';
import { machinePolicyPaths, privacyOperations } from '../privacy/privacy-operations.ts';
import { privacyChangeOperations } from '../privacy/privacy-change.ts';
import { shareOperations, type OpenExternalPort } from './share-operations.ts';

/** Every operation of the contract, built on one workspace; the lock's verifier and the drafts ride on the session's. */
export function createOperations(
  deps: AppOperationDeps & {
    workspace: Workspace;
    /** The audit journals, and who hears (by structure only) that an entry could not be written. */
    audit: { store: AuditStore; warn: (line: string) => void };
    /** IT's extra CAs (electron/provider/network/extra-cas.ts), for "Testar conexão". */
    extraCas?: readonly string[];
    /** The signed-in operator's local copy of the server's answers and how reads go through it (issue 46, electron/cache). */
    cache: CacheReads;
    /** The clerk's calls to the server in flight (the background refresh waits for quiet). */
    activity: ClerkActivity;
  },
  lock: LockOperationDeps,
  /**
   * What only the desktop host has (none in browser mode): the system clipboard and who hears a clearing that
   * failed, and saving the page as PDF.
   */
  host: {
    clipboard?: ClipboardPort;
    onClipboardError?: (error: unknown) => void;
    savePdf?: SavePdfPort;
    /** Opens an invoice's WhatsApp or e-mail link outside the app (share:open); browser mode has none. */
    openExternal?: OpenExternalPort;
  } = {},
): Operations {
  const admin = adminOperations(deps.workspace, deps.cache);
  const session = () => deps.workspace.state();
  const operations: Operations = {
    ...appOperations(deps),
    ...profileCheckOperation(deps),
    ...admin,
    ...dashboardTrendOperations(deps.workspace),
    ...searchOperations(deps.workspace, deps.cache),
    ...cacheOperations(deps.cache.host),
    ...customerOperations(deps.workspace, deps.cache),
    ...lockOperations(lock),
    ...draftOperations(lock.vault, lock.owner, deps.workspace),
    ...clipboardOperations(host.clipboard, host.onClipboardError ?? (() => undefined)),
    ...printOperations(host.savePdf),
    ...privacyOperations(deps.settings),
    ...privacyChangeOperations({
      settings: deps.settings,
      audit: deps.audit.store,
      session,
      locked: () => lock.lock.locked,
      // Why the unlock: while the app is not locked (refused above), it is exactly the lock screen's password
      // check: a fresh login at the server, the verifier when it cannot be reached, the same wrong-password wait.
      checkPassword: (password, signal) => lock.lock.unlock(password, signal),
      policyPaths: machinePolicyPaths,
    }),
    ...shareOperations({
      readClient: async (clientPk, call) => (await admin['clients:get']({ client_pk: clientPk }, call)).record,
      audit: deps.audit.store,
      session,
      openExternal: host.openExternal,
    }),
    ...auditOperations({
      audit: deps.audit.store,
      session: () => deps.workspace.state(),
    }),
  };
  // Why here: the one place every operation passes; each write the server confirmed is journaled
  // (electron/audit/journal-writes.ts), not in each handler.
  const hooked = { ...operations, ...withSessionHooks(operations, lock) };
  return journalWrites(
    countedOperations({ ...hooked, ...withCacheHooks(hooked, deps.cache.host, lock.owner) }, deps.activity),
    { audit: deps.audit.store, session: () => deps.workspace.state(), warn: deps.audit.warn },
  );
}
