import { withoutPassword } from '../operations/admin-operations.ts';
import { discoverOffices } from '../operations/office-discovery.ts';
import type { Workspace } from '../session/workspace.ts';
import { adminPageReader } from './admin-page-reader.ts';
import { BackgroundRefresh } from './background-refresh.ts';
import type { AreaListName, CacheHost, CopyRefresher } from './cache-host.ts';
import type { ClerkActivity } from './clerk-activity.ts';
import { keepOffices } from './kept-offices.ts';

/** What the background refresh of the open copy works with. */
export interface RefresherDeps {
  workspace: Workspace;
  activity: ClerkActivity;
  host: () => CacheHost;
  /** Days a recently opened client counts as recent (the setting `cacheDays`, as last read). */
  cacheDays: () => number;
  warn: (line: string) => void;
}

const areaLists: readonly AreaListName[] = ['invoices', 'contracts', 'connections', 'supportOrders'];
/** Rows of each client-area list a refresh keeps: the first page the card shows. */
const areaRows = 50;

/**
 * Starts the background refresh of a copy just opened (issue 46, electron/cache/background-refresh.ts): the client
 * list in pages by client_pk whenever the clerk has no call in flight; first the clients opened recently, each
 * re-read with its customer-area lists when main knows the customer's password (never asked for one).
 */
export function cacheRefresher(deps: RefresherDeps): CopyRefresher {
  return ({ clients, area }) => {
    const refresh: BackgroundRefresh = new BackgroundRefresh({
      cache: clients,
      readPage: async (afterPk, limit, signal) => {
        const page = await deps.workspace.admin('read', (api) => adminPageReader(api)(afterPk, limit, signal));
        // Why: a password a server sends in a record stays in main's memory, never in the copy (as for the grid).
        for (const row of page.rows) withoutPassword(deps.workspace, row);
        return page;
      },
      quiet: (signal, needMs) => deps.activity.quiet(signal, needMs),
      recent: () => area?.recent(deps.cacheDays()) ?? [],
      refreshRecent: async (clientPk, signal) => {
        const page = await deps.workspace.admin('read', (api) =>
          api.listClients({ start: 0, limit: 1, where: [{ field: 'client_pk', oper: 5, value: clientPk }] }, signal),
        );
        const record = page.rows[0];
        if (!record) {
          clients.remove([clientPk]);
          area?.remove(clientPk);
          return;
        }
        clients.put([withoutPassword(deps.workspace, record)], Date.now());
        const password = deps.workspace.knownCustomerPassword(clientPk);
        const username = typeof record.client_username === 'string' ? record.client_username : '';
        if (!area || !password || !username) return;
        const { customerId, api } = await deps.workspace.openCustomer(username, password, signal);
        try {
          for (const list of areaLists) {
            await deps.activity.quiet(signal);
            const rows = await api[list]({ start: 0, limit: areaRows }, signal);
            area.putList(clientPk, list, rows, Date.now());
          }
        } finally {
          await deps.workspace.closeCustomer(customerId);
        }
      },
      onProgress: (progress) => deps.host().refreshed(progress, refresh.lastCompletedAt),
      onError: (error) => deps.warn(`the background refresh stopped: ${(error as Error).name}`),
    });
    // Why the units too, once per copy opened, before the pass: the registration form's "Unidade" comes from
    // clients:offices, and a form first opened with the link down could not even become a pending draft without them
    // (the branch clerk's walk). The pass starts after them, failed or not.
    const units = new AbortController();
    void deps.activity
      .quiet(units.signal)
      .then(async () => {
        const offices = await discoverOffices(
          (where, signal) =>
            deps.workspace.admin('read', (api) =>
              api.listClients({ start: 0, limit: 1, sort: 'offices_pk', dir: 'ASC', where }, signal),
            ),
          units.signal,
        );
        keepOffices(clients, offices);
      })
      .catch((error: unknown) => deps.warn(`the units could not be kept in the copy: ${(error as Error).name}`))
      .finally(() => {
        if (!units.signal.aborted) refresh.start();
      });
    return {
      get lastCompletedAt() {
        return refresh.lastCompletedAt;
      },
      stop: async () => {
        units.abort();
        await refresh.stop();
      },
    };
  };
}
