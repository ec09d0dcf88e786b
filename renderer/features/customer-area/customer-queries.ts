import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChannelInput } from '../../../shared/ipc/contract.ts';
import type { CallOptions } from '../../../shared/ipc/desk-api.ts';
import type { Result } from '../../../shared/ipc/result.ts';
import { unwrap } from '../../api/desk-error.ts';
import { desk } from '../../api/desk.ts';
import type { DeskQueryMeta } from '../../api/query-meta.ts';
import { pageStart } from '../../grid/paging.ts';
import { addCustomer, removeCustomer, replaceCustomer, type OpenCustomer } from './customer-store.ts';
import { sortColumnOf, type CustomerListKind } from './list-columns.ts';

/** A page of a client-area grid as the screen asks for it. */
export interface CustomerListParams {
  page: number;
  pageSize: number;
  sort: string;
  desc: boolean;
}

/** A page of a client-area list: the total, and the rows as plain records. */
export interface CustomerListPage {
  total: number;
  rows: ReadonlyArray<Readonly<Record<string, unknown>>>;
  /** When the page came from the local copy (issue 46): the fetch time of its oldest row. */
  cachedAt?: number | undefined;
}

type ListInput = ChannelInput<'customer:contracts'>;
type ListCall = (input: ListInput, options: CallOptions) => Promise<Result<CustomerListPage>>;

const calls: Record<CustomerListKind, ListCall> = {
  contracts: (input, options) => desk.customerContracts(input, options),
  invoices: (input, options) => desk.customerInvoices(input, options),
  connections: (input, options) => desk.customerConnections(input, options),
  supportOrders: (input, options) => desk.customerSupportOrders(input, options),
};

/** The query key prefix of everything read in one customer's session. */
export const customerRoot = (customerId: string) => ['customer-area', customerId] as const;

/** The `customer:<list>` input of a page. */
export function customerListInput(customerId: string, kind: CustomerListKind, params: CustomerListParams): ListInput {
  return {
    customerId,
    start: pageStart(params.page, params.pageSize),
    limit: params.pageSize,
    sort: sortColumnOf(kind, params.sort),
    dir: params.desc ? 'DESC' : 'ASC',
  };
}

// Why: a customer's expired session is that customer's matter (its tab asks again); without this the
// query client would take it for the operator's session and open the operator's password dialog.
const clientArea: DeskQueryMeta = { area: 'client' };

/** One page of a client-area list; a superseded page is cancelled in main, the previous page stays on screen meanwhile. */
export function useCustomerList(customerId: string, kind: CustomerListKind, params: CustomerListParams) {
  const input = customerListInput(customerId, kind, params);
  return useQuery({
    meta: clientArea,
    queryKey: [...customerRoot(customerId), kind, input],
    queryFn: async ({ signal }) => unwrap(await calls[kind](input, { signal, idPrefix: `customer-${kind}` })),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The support task kinds of a customer's session (they rarely change: read once). */
export function useCustomerTasks(customerId: string) {
  return useQuery({
    meta: clientArea,
    queryKey: [...customerRoot(customerId), 'tasks'],
    queryFn: async () => unwrap(await desk.customerTasks({ customerId })).rows,
    staleTime: Infinity,
  });
}

/** What opening a customer's area takes: the user name, and the password or the client whose kept password main uses. */
export interface OpenCustomerInput {
  username: string;
  password?: string;
  clientPk?: number;
  /** A name a person reads; the user name when not given. */
  label?: string;
  /** The expired session this one takes the place of (it is closed once the new one is open). */
  replaces?: string;
}

/** Opens a customer's area in a session of its own and puts it on screen. */
export function useOpenCustomer() {
  return useMutation({
    meta: clientArea,
    mutationFn: async ({ username, password, clientPk, label, replaces }: OpenCustomerInput): Promise<OpenCustomer> => {
      const opened = unwrap(
        await desk.customerOpen({ username, ...(password ? { password } : {}), ...(clientPk ? { clientPk } : {}) }),
      );
      if (replaces) await desk.customerClose({ customerId: replaces });
      return {
        customerId: opened.customerId,
        username: opened.username,
        label: label || opened.username,
        config: opened.config,
        ...(clientPk ? { clientPk } : {}),
        ...(opened.cachedAt !== undefined ? { cachedAt: opened.cachedAt } : {}),
      };
    },
    onSuccess: (customer, { replaces }) => (replaces ? replaceCustomer(replaces, customer) : addCustomer(customer)),
  });
}

/** Ends a customer's session and forgets what was read in it. */
export function useCloseCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: clientArea,
    mutationFn: async (customerId: string) => {
      // Why forget it first: the session is gone for the page whether or not the server heard the logout.
      removeCustomer(customerId);
      queryClient.removeQueries({ queryKey: customerRoot(customerId) });
      unwrap(await desk.customerClose({ customerId }));
    },
  });
}

/** Opens a support order in a customer's session; the order list is read again. */
export function useOpenSupportOrder(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: clientArea,
    mutationFn: async (order: Omit<ChannelInput<'customer:openSupportOrder'>, 'customerId'>) =>
      unwrap(await desk.customerOpenSupportOrder({ customerId, ...order })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...customerRoot(customerId), 'supportOrders'] }),
  });
}

/** Changes a customer's client-area password. */
export function useSetCustomerPassword(customerId: string) {
  return useMutation({
    meta: clientArea,
    mutationFn: async (values: { user_password: string; user_password_repeat: string }) =>
      unwrap(await desk.customerSetPassword({ customerId, ...values })),
  });
}
