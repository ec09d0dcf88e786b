import type { SqlExecutor } from '../db/sql-engine.ts';

/** Who did something: an operator in the administrative area, or a customer in the client area. */
export type Actor = { area: 'admin'; staffPk: number } | { area: 'client'; clientPk: number };

/** One change to record: what, on which record, and the record before and after (as JSON). */
export interface AuditEntry {
  action: string;
  entity: string;
  entityPk: number;
  before: unknown;
  after: unknown;
}

/** Records a change in the audit log, inside the same transaction as the change itself. */
export async function writeAudit(tx: SqlExecutor, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.query(
    `insert into audit_log (audit_area, staff_pk, client_actor_pk, audit_action, audit_entity, audit_entity_pk, audit_before, audit_after)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
    [
      actor.area,
      actor.area === 'admin' ? actor.staffPk : null,
      actor.area === 'client' ? actor.clientPk : null,
      entry.action,
      entry.entity,
      entry.entityPk,
      entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  );
}

/** A client row as JSON for the audit log; neither the password's hash nor its sealed copy leaves the table (only whether there is one). */
export async function clientSnapshot(tx: SqlExecutor, clientPk: number): Promise<Record<string, unknown> | undefined> {
  const [row] = await tx.query<{ snapshot: Record<string, unknown> }>(
    "select to_jsonb(c) - 'client_password_hash' - 'client_password_sealed' || jsonb_build_object('has_password', c.client_password_hash is not null) as snapshot from client c where client_pk = $1::bigint",
    [clientPk],
  );
  return row?.snapshot;
}
