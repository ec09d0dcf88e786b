/** Moves every serial sequence past the keys the seed inserted explicitly. */
import type { SqlExecutor } from '../db/sql-engine.ts';

// Tables whose keys the seed sets itself; their serial sequences would otherwise hand out taken keys.
const serialKeys = [
  ['offices', 'offices_pk'],
  ['staff', 'staff_pk'],
  ['task', 'task_pk'],
  ['client', 'client_pk'],
  ['contract', 'contract_pk'],
  ['invoice', 'invoice_pk'],
  ['network_cpe', 'network_cpe_pk'],
  ['support', 'support_pk'],
  ['os', 'os_pk'],
] as const;

/** Sets each sequence so that its next value is the table's highest key + 1 (1 for an empty table). */
export async function resetSequences(executor: SqlExecutor): Promise<void> {
  for (const [table, column] of serialKeys) {
    await executor.query(
      `select setval(pg_get_serial_sequence('${table}', '${column}'), coalesce(max(${column}), 0) + 1, false) from ${table}`,
    );
  }
}
