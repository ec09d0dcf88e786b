import { hashPassword } from '../auth/password-hash.ts';
import type { PasswordSealer } from '../auth/password-sealer.ts';
import type { SqlEngine } from '../db/sql-engine.ts';
import { ServiceError } from '../http/service-error.ts';
import { writeAudit } from './audit-log.ts';

/** What a customer sends to open a support order. */
export interface SupportOrderInput {
  priority: number;
  task_pk: number;
  phone: string;
  os_obs: string;
}

/** Opens a support order for a customer: a support row with a new protocol number and its service order. */
export async function createSupportOrder(
  db: SqlEngine,
  clientPk: number,
  input: SupportOrderInput,
): Promise<Record<string, unknown>> {
  return db.transaction(async (tx) => {
    const tasks = await tx.query('select 1 from task where task_pk = $1::bigint', [input.task_pk]);
    if (tasks.length === 0)
      throw new ServiceError(400, 'VALIDATION', `Task kind ${input.task_pk} does not exist.`, [
        { id: 'task_pk', msg: `task kind ${input.task_pk} does not exist` },
      ]);
    // Protocol: the date and a sequence number, unique across the service (e.g. 20261121000042).
    const [support] = await tx.query<{ support_pk: number; support_protocol: string }>(
      `insert into support (client_pk, support_protocol, support_priority, support_phone)
       values ($1, to_char(localtimestamp, 'YYYYMMDD') || lpad(nextval('support_protocol_seq')::text, 6, '0'), $2, $3)
       returning support_pk, support_protocol`,
      [clientPk, input.priority, input.phone],
    );
    if (!support) throw new Error('insert returned no row');
    const [order] = await tx.query<Record<string, unknown>>(
      `insert into os (support_pk, task_pk, os_obs, os_create_type) values ($1, $2, $3, 1)
       returning os_pk, os_obs, os_desc, to_char(os_date_entry, 'YYYY-MM-DD HH24:MI:SS') as os_date_entry,
         to_char(os_date_soluction, 'YYYY-MM-DD HH24:MI:SS') as os_date_soluction,
         to_char(os_date_sched, 'YYYY-MM-DD HH24:MI:SS') as os_date_sched, os_done::int as os_done, os_deleted,
         os_amount::text as os_amount, staff_pk, task_pk, os_create_type::int as os_create_type, support_pk`,
      [support.support_pk, input.task_pk, input.os_obs],
    );
    const record = { ...order, support_protocol: support.support_protocol };
    await writeAudit(
      tx,
      { area: 'client', clientPk },
      {
        action: 'create',
        entity: 'support',
        entityPk: support.support_pk,
        before: null,
        after: { ...record, priority: input.priority, phone: input.phone },
      },
    );
    return record;
  });
}

/** Changes a customer's client-area password (a scrypt hash and a sealed copy); audited without the password. */
export async function setClientPassword(
  db: SqlEngine,
  clientPk: number,
  password: string,
  sealer: PasswordSealer,
): Promise<{ client_username: string; client_pk: number }> {
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ client_username: string; client_pk: number }>(
      "update client set client_password_hash = $2, client_password_sealed = $3 where client_pk = $1 returning coalesce(client_username, '') as client_username, client_pk",
      [clientPk, hash, sealer.seal(password)],
    );
    if (!row) throw new ServiceError(404, 'NOT_FOUND', `Client ${clientPk} does not exist.`);
    await writeAudit(
      tx,
      { area: 'client', clientPk },
      { action: 'set-password', entity: 'client', entityPk: clientPk, before: null, after: { password_changed: true } },
    );
    return row;
  });
}
