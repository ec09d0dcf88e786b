import type { SqlExecutor } from '../db/sql-engine.ts';

/**
 * The dashboard record: clients by status, new this month, open support orders, open and overdue invoices.
 * Why one statement of narrow parts instead of one pass per table: one statement reads one snapshot (the
 * figures agree with each other), and each part is answered from an index alone: status from
 * client_status_office_idx, new this month from client_date_cad_idx, invoices from the open-invoice index
 * that carries the amount. At 100k clients that is a few times cheaper than reading every client and
 * every open invoice row, and the dashboard is asked after every save.
 */
export async function readDashboard(db: SqlExecutor): Promise<Record<string, unknown>> {
  const [record] = await db.query<Record<string, unknown>>(
    `with by_status as (select client_status, count(*) as clients from client group by client_status),
          overdue as (select count(*) as invoices, coalesce(sum(invoice_amount_document), 0) as amount
                        from invoice where invoice_state = 0 and invoice_date_due < current_date)
     select coalesce(sum(clients), 0)::int as clients_total,
            coalesce(sum(clients) filter (where client_status = 0), 0)::int as clients_active,
            coalesce(sum(clients) filter (where client_status = 1), 0)::int as clients_deactivated,
            coalesce(sum(clients) filter (where client_status = 2), 0)::int as clients_interested,
            coalesce(sum(clients) filter (where client_status = 3), 0)::int as clients_removed,
            (select count(*) from client where client_date_cad >= date_trunc('month', localtimestamp))::int as clients_new_month,
            (select count(*) from os where os_done = 0 and not os_deleted)::int as support_open,
            (select count(*) from invoice where invoice_state = 0)::int as invoices_open,
            (select invoices from overdue)::int as invoices_overdue,
            (select amount from overdue)::numeric(14, 2)::text as invoices_overdue_amount,
            to_char(localtimestamp, 'YYYY-MM-DD HH24:MI:SS') as generated_at
       from by_status`,
  );
  return record ?? {};
}
