import { clientColumns } from '../../shared/filter/columns.ts';
import { validateFilter } from '../../shared/filter/validate.ts';
import { readThrough, type CacheReads } from '../cache/cached-read.ts';
import { getFromCopy, listFromCopy } from '../cache/client-reads.ts';
import { ProviderError } from '../provider/provider-error.ts';
import type { Client } from '../provider/admin-api.ts';
import type { Workspace } from '../session/workspace.ts';
import { withinDashboardBudget } from './dashboard-budget.ts';
import { discoverOffices } from './office-discovery.ts';
import { phonesKept } from './phones-kept.ts';
import type { Operations } from './operation-types.ts';

/**
 * Takes the client-area password out of a record (some servers send it): main keeps it for opening the
 * customer's area; the page only learns that one is known. Changes the record in place and answers it.
 * Why in place: every record comes fresh from parseRecord (zod's output or its own copy), owned by this call
 * alone; a copy of each row of each page was work for nothing.
 */
export function withoutPassword(workspace: Workspace, record: Client): Client {
  const password = typeof record.client_password === 'string' ? record.client_password : '';
  if (password) workspace.rememberCustomerPassword(record.client_pk, password);
  record.client_password = '';
  record.client_password_known = password !== '' || workspace.knownCustomerPassword(record.client_pk) !== undefined;
  return record;
}

/**
 * After a write the server confirmed, reads that client again into the local copy (issue 46), so the copy does not
 * answer the old record when the link goes down. Why not awaited: the clerk's write is done; this is the copy's work.
 */
function refreshInCopy(workspace: Workspace, reads: CacheReads | undefined, clientPk: number): void {
  const clients = reads?.host.clients;
  if (!reads || !clients) return;
  void workspace
    .admin('read', (api) =>
      api.listClients({ start: 0, limit: 1, where: [{ field: 'client_pk', oper: 5, value: clientPk }] }),
    )
    .then((page) => {
      if (reads.host.clients !== clients) return;
      const record = page.rows[0];
      if (record) clients.put([withoutPassword(workspace, record)], Date.now());
      else clients.remove([clientPk]);
      reads.host.changed();
    })
    .catch(() => undefined);
}

/** The operations of the administrative area: dashboard and clients; reads go through the local copy when one is open. */
export function adminOperations(
  workspace: Workspace,
  reads?: CacheReads,
): Pick<
  Operations,
  | 'dashboard:info'
  | 'clients:list'
  | 'clients:get'
  | 'clients:create'
  | 'clients:update'
  | 'clients:setRemoved'
  | 'clients:offices'
> {
  return {
    'dashboard:info': async (_args, { signal }) => ({
      record: withinDashboardBudget(await workspace.admin('read', (api) => api.dashboard(signal))),
    }),

    'clients:list': async (args, { signal }) => {
      // Why check here too: nothing invalid is ever sent to a server (some ignore a bad filter silently).
      const checked = validateFilter(args.where, clientColumns);
      // Why not ownWords: the filter's message quotes the value typed (a CPF, a name).
      if (!checked.ok)
        throw new ProviderError('VALIDATION', checked.error.message, {
          fieldErrors: [{ field: 'where', message: checked.error.message }],
        });
      const { source, ...query } = args;
      return readThrough(reads, {
        source,
        server: async () => {
          const page = await workspace.admin('read', (api) => api.listClients(query, signal));
          for (const row of page.rows) withoutPassword(workspace, row);
          return page;
        },
        copy: ({ clients }) => {
          const page = listFromCopy(clients, query);
          for (const row of page?.rows ?? []) withoutPassword(workspace, row);
          return page;
        },
        keep: ({ clients }, page) => clients.put(page.rows, Date.now()),
      });
    },

    'clients:get': async (args, { signal }) =>
      readThrough(reads, {
        server: async () => {
          const page = await workspace.admin('read', (api) =>
            api.listClients(
              { start: 0, limit: 1, where: [{ field: 'client_pk', oper: 5, value: args.client_pk }] },
              signal,
            ),
          );
          const record = page.rows[0];
          return { record: record ? withoutPassword(workspace, record) : null };
        },
        copy: ({ clients }) => {
          const kept = getFromCopy(clients, args.client_pk);
          return kept ? { record: withoutPassword(workspace, kept.record), cachedAt: kept.cachedAt } : undefined;
        },
        keep: ({ clients }, answer) => {
          if (answer.record) clients.put([answer.record], Date.now());
          else clients.remove([args.client_pk]);
        },
      }),

    // Why keep a password sent: the client's card then opens the customer's area without asking, also on a
    // server that keeps hashes only (main's memory only, as a typed one; issue 42).
    'clients:create': async (args, { signal }) => {
      const saved = await workspace.admin('write', (api) => api.createClient(args, signal));
      if (args.client_password) workspace.rememberCustomerPassword(saved.client_pk, args.client_password);
      refreshInCopy(workspace, reads, saved.client_pk);
      return { ...saved, ...(await phonesKept(workspace, args.client_phones, saved, signal)) };
    },
    'clients:update': async (args, { signal }) => {
      const saved = await workspace.admin('write', (api) => api.updateClient(args, signal));
      if (args.client_password) workspace.rememberCustomerPassword(args.client_pk, args.client_password);
      refreshInCopy(workspace, reads, args.client_pk);
      return { ...saved, ...(await phonesKept(workspace, args.client_phones, saved, signal)) };
    },
    'clients:setRemoved': async (args, { signal }) => {
      const done = await workspace.admin('write', (api) =>
        api.setRemoved(args.client_pk, args.cur_client_status, signal),
      );
      refreshInCopy(workspace, reads, args.client_pk);
      return done;
    },
    'clients:offices': async (_args, { signal }) => ({
      offices: await discoverOffices(
        (where, listSignal) =>
          workspace.admin('read', (api) =>
            api.listClients({ start: 0, limit: 1, sort: 'offices_pk', dir: 'ASC', where }, listSignal),
          ),
        signal,
      ),
    }),
  };
}
