import type { SqlExecutor } from '../db/sql-engine.ts';

/** The dashboard record: clients by status, new this month, open support orders, open and overdue invoices. */
export async function readDashboard(db: SqlExecutor): Promise<Record<string, unknown>> {
  const [clients] = await db.query<Record<string, number>>(
    `select count(*)::int as clients_total,
            count(*) filter (where client_status = 0)::int as clients_active,
            count(*) filter (where client_status = 1)::int as clients_deactivated,
            count(*) filter (where client_status = 2)::int as clients_interested,
            count(*) filter (where client_status = 3)::int as clients_removed,
            count(*) filter (where client_date_cad >= date_trunc('month', localtimestamp))::int as clients_new_month
       from client`,
  );
  const [invoices] = await db.query<{ invoices_open: number; invoices_overdue: number; invoices_overdue_amount: string }>(
    `select count(*)::int as invoices_open,
            count(*) filter (where invoice_date_due < current_date)::int as invoices_overdue,
            coalesce(sum(invoice_amount_document) filter (where invoice_date_due < current_date), 0)::numeric(14, 2)::text as invoices_overdue_amount
       from invoice where invoice_state = 0`,
  );
  const [support] = await db.query<{ support_open: number }>('select count(*)::int as support_open from os where os_done = 0 and not os_deleted');
  const [now] = await db.query<{ generated_at: string }>("select to_char(localtimestamp, 'YYYY-MM-DD HH24:MI:SS') as generated_at");
  return { ...clients, ...support, ...invoices, ...now };
}
