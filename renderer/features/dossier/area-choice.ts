import type { GatherInput } from './gather-dossier.ts';

/** What the dialog can do about the client area: nothing to read, open already, or ask for its password. */
export type AreaChoice =
  | { kind: 'no-username' }
  | { kind: 'open'; customerId: string; username: string }
  | { kind: 'closed'; username: string };

/** The client area's state for a client's user name, given the open customers and the expired sessions. */
export function areaChoice(
  username: string,
  customers: ReadonlyArray<{ customerId: string; username: string }>,
  expired: readonly string[],
): AreaChoice {
  const key = username.trim().toLowerCase();
  if (!key) return { kind: 'no-username' };
  const open = customers.find(
    (customer) => customer.username.toLowerCase() === key && !expired.includes(customer.customerId),
  );
  return open
    ? { kind: 'open', customerId: open.customerId, username: open.username }
    : { kind: 'closed', username: username.trim() };
}

/** What gathering reads for a choice: the open session, or why there is none. */
export function gatherArea(choice: AreaChoice): GatherInput['area'] {
  if (choice.kind === 'open') return { customerId: choice.customerId, username: choice.username };
  if (choice.kind === 'no-username') return { none: 'no-username' };
  return { none: 'not-opened', username: choice.username };
}
