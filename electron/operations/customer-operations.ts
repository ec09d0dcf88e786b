import { siteConfigForPage } from '../../shared/provider/client-area-operations.ts';
import { ProviderError } from '../provider/provider-error.ts';
import type { Workspace } from '../session/workspace.ts';
import type { Operations } from './operation-types.ts';

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

/** The client-area operations, each in the customer's own session. */
export function customerOperations(workspace: Workspace): Pick<Operations, CustomerChannels> {
  const paging = (args: {
    start: number;
    limit: number;
    sort?: string | undefined;
    dir?: 'ASC' | 'DESC' | undefined;
  }) => ({ start: args.start, limit: args.limit, sort: args.sort, dir: args.dir });
  return {
    'customer:open': async (args, { signal }) => {
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
          config: siteConfigForPage.parse(
            await workspace.siteConfig(() => api.config(args.username, password, signal)),
          ),
        };
      } catch (error) {
        await workspace.closeCustomer(customerId);
        throw error;
      }
    },
    'customer:close': async (args) => {
      await workspace.closeCustomer(args.customerId);
      return { done: true };
    },
    'customer:contracts': (args, { signal }) =>
      workspace.customer(args.customerId, 'read', (api) => api.contracts(paging(args), signal)),
    'customer:invoices': (args, { signal }) =>
      workspace.customer(args.customerId, 'read', (api) => api.invoices(paging(args), signal)),
    'customer:connections': (args, { signal }) =>
      workspace.customer(args.customerId, 'read', (api) => api.connections(paging(args), signal)),
    'customer:supportOrders': (args, { signal }) =>
      workspace.customer(args.customerId, 'read', (api) => api.supportOrders(paging(args), signal)),
    'customer:tasks': async (args, { signal }) => ({
      rows: await workspace.customer(args.customerId, 'read', (api) => api.tasks(signal)),
    }),
    'customer:openSupportOrder': (args, { signal }) =>
      workspace.customer(args.customerId, 'write', (api) =>
        api.openSupportOrder(
          { priority: args.priority, task_pk: args.task_pk, phone: args.phone, os_obs: args.os_obs },
          signal,
        ),
      ),
    'customer:setPassword': async (args, { signal }) => {
      const result = await workspace.customer(args.customerId, 'write', (api) =>
        api.setPassword(args.user_password, args.user_password_repeat, signal),
      );
      workspace.updateCustomerPassword(args.customerId, args.user_password);
      return result;
    },
  };
}
