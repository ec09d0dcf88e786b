import type { ChannelOutput } from '../../../shared/ipc/contract.ts';

/** The provider's public configuration as `customer:open` answers it. */
export type CustomerConfig = ChannelOutput<'customer:open'>['config'];

/** What the configuration allows or forbids a customer. */
export const permissions = ['supportOrders', 'printContract', 'changePassword'] as const;
/** One thing the configuration allows or forbids. */
export type Permission = (typeof permissions)[number];

const configField = {
  supportOrders: 'support_open_time',
  printContract: 'print_contract',
  changePassword: 'change_password',
} as const satisfies Record<Permission, keyof CustomerConfig>;

/**
 * Whether the configuration lets the customer do something: 0 forbids; any other number allows.
 * Why an absent field allows: the interface does not require it, and the server still refuses (403) what it forbids.
 */
export function mayDo(config: CustomerConfig, permission: Permission): boolean {
  const value = config[configField[permission]];
  return value === undefined || value === null || value !== 0;
}
