// The names alone, without their schemas, for the preload: it must stay small (it loads before every
// page) and needs no zod. contract.ts checks at compile time that these lists match its own keys.

/** Every channel of the contract. */
export const channelNames = [
  'app:info',
  'app:diagnostics',
  'settings:get',
  'settings:set',
  'app:setDirty',
  'update:state',
  'update:check',
  'update:install',
  'profiles:list',
  'profiles:save',
  'profiles:remove',
  'profiles:select',
  'profiles:test',
  'session:state',
  'session:login',
  'session:resume',
  'session:logout',
  'lock:state',
  'lock:engage',
  'lock:activity',
  'session:unlock',
  'drafts:list',
  'drafts:get',
  'drafts:put',
  'drafts:remove',
  'drafts:check',
  'cache:state',
  'cache:wipe',
  'demo:status',
  'demo:prepare',
  'dashboard:info',
  'dashboard:trend',
  'clients:list',
  'clients:search',
  'clients:get',
  'clients:create',
  'clients:update',
  'clients:setRemoved',
  'clients:offices',
  'customer:open',
  'customer:close',
  'customer:contracts',
  'customer:invoices',
  'customer:connections',
  'customer:supportOrders',
  'customer:tasks',
  'customer:openSupportOrder',
  'customer:setPassword',
  'clipboard:writeTemporary',
  'print:savePdf',
  'audit:list',
  'audit:verify',
  'audit:export',
  'audit:record',
  'privacy:state',
  'privacy:set',
  'share:open',
] as const;

/** Every main → page event. */
export const eventNameList = [
  'session:expired',
  'connection:changed',
  'demo:status',
  'ui:command',
  'update:status',
  'lock:engaged',
  'cache:changed',
] as const;

/** Events that each tell a whole state (the latest replaces the ones before it): a page that loads late is handed the latest. */
export const stateEventNames = ['connection:changed', 'demo:status', 'update:status', 'cache:changed'] as const;

/** The method name of a channel on `window.desk`: `clients:list` → `clientsList`. */
export type MethodName<C extends string> = C extends `${infer Area}:${infer Action}`
  ? `${Area}${Capitalize<Action>}`
  : never;

/** The method name of a channel at run time (same rule as MethodName). */
export function methodNameOf<C extends string>(channel: C): MethodName<C> {
  const [area = '', action = ''] = channel.split(':');
  return `${area}${action.charAt(0).toUpperCase()}${action.slice(1)}` as MethodName<C>;
}
