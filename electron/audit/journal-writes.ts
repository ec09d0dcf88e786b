import type { SessionState } from '../../shared/ipc/contract.ts';
import type { AuditEntry } from '../../shared/ipc/audit-schema.ts';
import { redact } from '../diagnostics/redact.ts';
import type { CallContext, Operations } from '../operations/operation-types.ts';
import type { AuditDraft } from './audit-journal.ts';
import type { AuditStore } from './audit-store.ts';
import { changedValues, clientName, createdValues } from './record-changes.ts';

/** What the journaling of writes needs. */
export interface WriteJournalDeps {
  audit: AuditStore;
  session: () => SessionState;
  /** Told a failure to record by its structure only (`redact`): the entry itself is personal data. */
  warn: (line: string) => void;
}

type Client = NonNullable<AuditEntry['client']>;

/**
 * Wraps the write operations in one place so every confirmed write is journaled: create, update (with the
 * server's values before and after), remove, reactivate, support order and client-area password change. An
 * entry is appended only after the server confirmed the write; a write that failed records nothing. A journal
 * that cannot be written does not turn a done write into a failure (the operator would send it again): it is
 * logged by structure, and the screen's verification shows what is missing from then on.
 */
export function journalWrites(operations: Operations, deps: WriteJournalDeps): Operations {
  // Which client each open customer area is (customer:open tells it), for the client area's writes.
  const customers = new Map<string, Client>();
  // The task kinds' names each open customer area listed (customer:tasks), so an order's kind is journaled in words.
  const taskNames = new Map<string, Map<number, string | null>>();

  const record = async (draft: Omit<AuditDraft, 'operator' | 'profileId'>): Promise<void> => {
    const state = deps.session();
    if (!state.profileId || !state.username) return;
    try {
      await deps.audit.append({ ...draft, operator: state.username, profileId: state.profileId });
    } catch (error) {
      deps.warn(`audit journal: could not record ${draft.kind}: ${redact(error)}`);
    }
  };

  // Why the page's own read: the same call the grid makes, so the values are the server's, without a password.
  const readClient = async (clientPk: number, call: CallContext): Promise<Record<string, unknown> | null> => {
    try {
      return (await operations['clients:get']({ client_pk: clientPk }, call)).record;
    } catch {
      return null;
    }
  };

  return {
    ...operations,
    'clients:create': async (args, call) => {
      const result = await operations['clients:create'](args, call);
      await record({
        kind: 'client.create',
        client: { pk: result.client_pk, name: clientName(result) ?? clientName(args) },
        changes: createdValues(args),
      });
      return result;
    },
    'clients:update': async (args, call) => {
      const before = await readClient(args.client_pk, call);
      const result = await operations['clients:update'](args, call);
      const after = await readClient(args.client_pk, call);
      await record({
        kind: 'client.update',
        client: { pk: args.client_pk, name: clientName(after) ?? clientName(result) ?? clientName(args) },
        changes: changedValues(before, after, args),
      });
      // Why an entry of its own: the update's changes never hold a password, and an operator setting a customer's
      // client-area password (the card's "Definir nova senha de acesso", or the edit form) must show in the journal.
      if (args.client_password) {
        const name = clientName(after) ?? clientName(args);
        const username = typeof after?.client_username === 'string' ? after.client_username : args.client_username;
        await record({
          kind: 'customer.password-change',
          client: { pk: args.client_pk, ...(name ? { name } : {}), ...(username ? { username } : {}) },
        });
      }
      return result;
    },
    'clients:setRemoved': async (args, call) => {
      const result = await operations['clients:setRemoved'](args, call);
      await record({
        kind: args.cur_client_status === 0 ? 'client.remove' : 'client.reactivate',
        client: { pk: args.client_pk, name: clientName(result) },
      });
      return result;
    },
    'customer:open': async (args, call) => {
      const result = await operations['customer:open'](args, call);
      customers.set(result.customerId, { username: result.username, pk: args.clientPk });
      return result;
    },
    'customer:close': async (args, call) => {
      customers.delete(args.customerId);
      taskNames.delete(args.customerId);
      return operations['customer:close'](args, call);
    },
    'customer:tasks': async (args, call) => {
      const result = await operations['customer:tasks'](args, call);
      taskNames.set(args.customerId, new Map(result.rows.map((task) => [task.task_pk, task.task_name])));
      return result;
    },
    'customer:openSupportOrder': async (args, call) => {
      const result = await operations['customer:openSupportOrder'](args, call);
      await record({
        kind: 'support-order.create',
        client: { ...customers.get(args.customerId) },
        changes: createdValues({
          os_pk: result.os_pk,
          support_protocol: result.support_protocol,
          priority: args.priority,
          task_name: taskNames.get(args.customerId)?.get(args.task_pk),
          task_pk: args.task_pk,
          phone: args.phone,
          os_obs: args.os_obs,
        }),
      });
      return result;
    },
    'customer:setPassword': async (args, call) => {
      const result = await operations['customer:setPassword'](args, call);
      const known = customers.get(args.customerId);
      await record({
        kind: 'customer.password-change',
        client: {
          ...known,
          pk: result.client_pk,
          ...(result.client_username ? { username: result.client_username } : {}),
        },
      });
      return result;
    },
    'session:login': async (args, call) => {
      customers.clear();
      taskNames.clear();
      return operations['session:login'](args, call);
    },
    'session:logout': async (args, call) => {
      customers.clear();
      taskNames.clear();
      // Why: the heads follow their entries (audit-journal.ts); a sign-out leaves every journal with its head written.
      await deps.audit.flush();
      deps.audit.forget();
      return operations['session:logout'](args, call);
    },
  };
}
