import { siteConfigForPage } from '../../shared/provider/client-area-operations.ts';
import type { AreaListName } from '../cache/cache-host.ts';
import { isUnreachable, readThrough, type CacheReads } from '../cache/cached-read.ts';
import { CachedCustomers, cachedSessionRefusal } from '../cache/cached-customers.ts';
import type { Page } from '../provider/admin-api.ts';
import type { CustomerApi } from '../provider/customer-api.ts';
import { ProviderError } from '../provider/provider-error.ts';
import type { Workspace } from '../session/workspace.ts';
import type { CallContext, Operations } from './operation-types.ts';

type CustomerChannels =
  | 'customer:open'
  | 'customer:close'
  | 'customer:contracts'
  | 'customer:invoices'
  | 'customer:connections'
  | 'customer:supportOrders'
  | 'customer:tasks'
  | 'customer:openSupportOrder'
  | 'customer:setPassword';

const isAuthFailure = (error: unknown): boolean => error instanceof ProviderError && error.code === 'AUTH_FAILED';

interface Paging {
  start: number;
  limit: number;
  sort?: string | undefined;
  dir?: 'ASC' | 'DESC' | undefined;
}

/**
 * The client-area operations, each in the customer's own session. With a local copy open (issue 46), the first
 * page of each list of a known client is kept, and a card opened while the server does not answer opens the copy
 * read-only (a "cached customer session").
 */
export function customerOperations(workspace: Workspace, reads?: CacheReads): Pick<Operations, CustomerChannels> {
  const paging = (args: Paging) => ({ start: args.start, limit: args.limit, sort: args.sort, dir: args.dir });
  const customers = new CachedCustomers(reads);
  const fromCopy = (clientPk: number | undefined) => {
    const opened = clientPk === undefined ? undefined : customers.openCached(clientPk);
    const config = opened ? siteConfigForPage.safeParse(opened.config) : undefined;
    return opened && config?.success
      ? { customerId: opened.customerId, username: opened.username, config: config.data, cachedAt: opened.cachedAt }
      : undefined;
  };
  // A client-area list: from the copy in a cached session; through the copy (first page) in a real one.
  const areaList =
    <Row>(list: AreaListName, read: (api: CustomerApi, page: Paging, signal?: AbortSignal) => Promise<Page<Row>>) =>
    async (args: Paging & { customerId: string }, { signal }: CallContext) => {
      const cachedPk = customers.cachedClient(args.customerId);
      if (cachedPk !== undefined) {
        const kept = customers.listFromCopy(cachedPk, list, args.start);
        if (!kept) throw cachedSessionRefusal();
        return kept as Page<Row> & { cachedAt: number };
      }
      const clientPk = customers.clientOf(args.customerId);
      return readThrough<Page<Row> & { cachedAt?: number }>(clientPk === undefined ? undefined : reads, {
        server: () => workspace.customer(args.customerId, 'read', (api) => read(api, paging(args), signal)),
        copy: () =>
          clientPk === undefined
            ? undefined
            : (customers.listFromCopy(clientPk, list, args.start) as (Page<Row> & { cachedAt: number }) | undefined),
        keep: ({ area }, page) => {
          if (args.start === 0 && clientPk !== undefined) area?.putList(clientPk, list, page, Date.now());
        },
      });
    };
  const refuseCached = (customerId: string): void => {
    if (customers.cachedClient(customerId) !== undefined) throw cachedSessionRefusal();
  };
  const openReal = async (
    args: { username: string; password?: string | undefined; clientPk?: number | undefined },
    { signal }: CallContext,
  ) => {
    const kept = args.clientPk !== undefined ? workspace.knownCustomerPassword(args.clientPk) : undefined;
    const password = args.password ?? kept;
    if (!password)
      throw new ProviderError('VALIDATION', 'the server did not send this customer’s password; type it', {
        fieldErrors: [{ field: 'password', message: 'is required' }],
        ownWords: true,
      });
    const { customerId, api } = await workspace
      .openCustomer(args.username, password, signal)
      .catch((error: unknown) => {
        // Why forget it: a kept password the server refuses is stale (changed elsewhere); the card asks again.
        if (args.password === undefined && args.clientPk !== undefined && isAuthFailure(error))
          workspace.forgetCustomerPassword(args.clientPk);
        throw error;
      });
    // Why keep a typed one: the next call of this client opens the card's area without asking again. In
    // main's memory only, like those a server sends, and forgotten at sign-in and sign-out.
    if (args.password !== undefined && args.clientPk !== undefined)
      workspace.rememberCustomerPassword(args.clientPk, args.password);
    try {
      return {
        customerId,
        username: args.username,
        // Why the pick: only the fields the contract names reach the page, whatever else the server sent back.
        config: siteConfigForPage.parse(await workspace.siteConfig(() => api.config(args.username, password, signal))),
      };
    } catch (error) {
      await workspace.closeCustomer(customerId);
      throw error;
    }
  };
  return {
    'customer:open': async (args, call) => {
      // Why the copy at once while offline: the server did not answer the last calls; the probe says when it is back.
      if (reads?.connection.state() === 'offline') {
        const cached = fromCopy(args.clientPk);
        if (cached) return cached;
      }
      // Why the copy also while the last read is being retried for an unreachable server, when main knows no password
      // for this client (after a restart it knows none: they live in its memory only): the card would otherwise ask
      // the clerk for a password the server cannot check now, with the customer's kept area at hand.
      const noPassword =
        args.password === undefined &&
        args.clientPk !== undefined &&
        workspace.knownCustomerPassword(args.clientPk) === undefined;
      if (noPassword && reads?.connection.state() === 'reconnecting' && reads.connection.unreachable?.() !== false) {
        const cached = fromCopy(args.clientPk);
        if (cached) return cached;
      }
      try {
        const opened = await openReal(args, call);
        customers.opened(opened.customerId, args.clientPk);
        if (args.clientPk !== undefined)
          customers.area?.putCustomer(args.clientPk, { username: args.username, config: opened.config }, Date.now());
        return opened;
      } catch (error) {
        const cached = isUnreachable(error) ? fromCopy(args.clientPk) : undefined;
        if (cached) return cached;
        throw error;
      }
    },
    'customer:close': async (args) => {
      const cached = customers.cachedClient(args.customerId) !== undefined;
      customers.closed(args.customerId);
      if (!cached) await workspace.closeCustomer(args.customerId);
      return { done: true };
    },
    'customer:contracts': areaList('contracts', (api, page, signal) => api.contracts(page, signal)),
    'customer:invoices': areaList('invoices', (api, page, signal) => api.invoices(page, signal)),
    'customer:connections': areaList('connections', (api, page, signal) => api.connections(page, signal)),
    'customer:supportOrders': areaList('supportOrders', (api, page, signal) => api.supportOrders(page, signal)),
    'customer:tasks': async (args, { signal }) => {
      refuseCached(args.customerId);
      return { rows: await workspace.customer(args.customerId, 'read', (api) => api.tasks(signal)) };
    },
    'customer:openSupportOrder': (args, { signal }) =>
      Promise.resolve(refuseCached(args.customerId)).then(() =>
        workspace.customer(args.customerId, 'write', (api) =>
          api.openSupportOrder(
            { priority: args.priority, task_pk: args.task_pk, phone: args.phone, os_obs: args.os_obs },
            signal,
          ),
        ),
      ),
    'customer:setPassword': async (args, { signal }) => {
      refuseCached(args.customerId);
      const result = await workspace.customer(args.customerId, 'write', (api) =>
        api.setPassword(args.user_password, args.user_password_repeat, signal),
      );
      workspace.updateCustomerPassword(args.customerId, args.user_password);
      return result;
    },
  };
}
