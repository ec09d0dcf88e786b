/** Whether the database still needs demo data: true until the first office exists. */
import type { SqlExecutor } from '../db/sql-engine.ts';

/** True when the database has no office yet (a fresh database: the service seeds it on first start). */
export async function isDatabaseEmpty(executor: SqlExecutor): Promise<boolean> {
  const [row] = await executor.query<{ empty: boolean }>('select not exists (select 1 from offices) as empty');
  return row?.empty ?? true;
}
