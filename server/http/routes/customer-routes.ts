import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  clientAreaListShape,
  configInfoShape,
  setPasswordShape,
  supportCreateShape,
  taskListShape,
  withRepeatedPassword,
} from '../../../shared/provider/client-area-operations.ts';
import { resolvePaging } from '../../../shared/provider/paging.ts';
import { endClientSessions } from '../../auth/session-store.ts';
import { demoReceiver, invoicePaymentFields, type PayableInvoice } from '../../billing/invoice-payment-fields.ts';
import { createSupportOrder, setClientPassword } from '../../repos/customer-write-repo.ts';
import {
  connectionListSql,
  contractListSql,
  invoiceListSql,
  supportListSql,
  type CustomerListSql,
} from '../../repos/customer-lists-sql.ts';
import { runList } from '../../repos/list-query.ts';
import { readSiteConfig } from '../../repos/site-config-repo.ts';
import { authenticate, customerOf } from '../authenticate.ts';
import { checkCredentials } from '../check-credentials.ts';
import { catalogOf, filterFor, orderByFor, refuseMisnamedFilters, type ListCatalogName } from '../list-filter.ts';
import { formOf, parseForm } from '../parse-form.ts';
import type { ServiceContext } from '../service-context.ts';
import { ServiceError } from '../service-error.ts';

const listForm = z.object(clientAreaListShape);
const configForm = z.object(configInfoShape);
const supportForm = z.object(supportCreateShape);
const taskForm = z.object(taskListShape);
const passwordForm = withRepeatedPassword(z.object(setPasswordShape));

/** Registers the client-area operations, each scoped to the logged-in customer. */
export function registerCustomerRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const guard = { preHandler: authenticate(ctx, 'client') };

  const list = (
    url: string,
    catalog: ListCatalogName,
    sql: CustomerListSql,
    decorate: (rows: Record<string, unknown>[]) => Promise<Record<string, unknown>[]> = async (rows) => rows,
  ) =>
    app.post(url, guard, async (request) => {
      refuseMisnamedFilters(formOf(request));
      const form = parseForm(listForm, request);
      const paging = resolvePaging(form);
      const page = await runList<Record<string, unknown>>(ctx.db, {
        select: sql.select,
        from: catalogOf(catalog).from,
        scope: { sql: sql.scope, params: [customerOf(request)] },
        filter: filterFor(catalog, form.where),
        orderBy: orderByFor(catalog, paging.sort, paging.dir),
        limit: paging.limit,
        start: paging.start,
      });
      return { success: true, total: page.total, results: await decorate(page.rows) };
    });
  list('/client_ctl/contract/list', 'contract', contractListSql);
  // Each invoice carries its barcode, PIX code and nosso número, computed from its own row (server/billing).
  list('/invoice_ctl/invoice/list', 'invoice', invoiceListSql, async (rows) => {
    const receiver = { ...demoReceiver, name: (await readSiteConfig(ctx.db)).title };
    return rows.map((row) => ({ ...row, ...invoicePaymentFields(row as unknown as PayableInvoice, receiver) }));
  });
  list('/client_ctl/cpe/list', 'connection', connectionListSql);
  list('/client_ctl/support/list', 'support_order', supportListSql);

  app.post('/client_ctl/support/tasklist', guard, async (request) => {
    const form = parseForm(taskForm, request);
    const column = form.sort ?? 'task_name';
    const sortable: Record<string, string> = {
      task_pk: 'task_pk',
      task_name: 'task_name',
      'task.task_pk': 'task_pk',
      'task.task_name': 'task_name',
    };
    // Why hasOwn: `sort` comes from the request, and a plain object also answers `constructor` or `__proto__`.
    const sql = Object.hasOwn(sortable, column) ? sortable[column] : undefined;
    if (!sql)
      throw new ServiceError(400, 'BAD_SORT', `Cannot sort by ${column}: sortable columns are task_pk, task_name.`, [
        { id: 'sort', msg: `${column} is not a sortable column` },
      ]);
    const rows = await ctx.db.query(
      `select task_pk, task_name, task_desc from task order by ${sql} ${form.dir ?? 'ASC'}, task_pk`,
    );
    return { success: true, total: rows.length, results: rows };
  });

  app.post('/client_ctl/support/create', guard, async (request) => {
    const config = await readSiteConfig(ctx.db);
    if (!config.support_open_time)
      throw new ServiceError(
        403,
        'FORBIDDEN',
        'This provider does not let customers open support orders in the client area.',
      );
    const form = parseForm(supportForm, request);
    return { success: true, total: 1, results: [await createSupportOrder(ctx.db, customerOf(request), form)] };
  });

  app.post('/session/setpassword', guard, async (request) => {
    const config = await readSiteConfig(ctx.db);
    if (!config.change_password)
      throw new ServiceError(
        403,
        'FORBIDDEN',
        'This provider does not let customers change their password in the client area.',
      );
    const form = parseForm(passwordForm, request);
    const clientPk = customerOf(request);
    const result = await setClientPassword(ctx.db, clientPk, form.user_password, ctx.sealer);
    // Why: a new password ends every other session of the customer; this one goes on. Under Basic there is
    // no session of this request to keep, so every session of theirs ends.
    if (request.sessionToken) await ctx.sessions.endOtherClientSessions(clientPk, request.sessionToken);
    else await endClientSessions(ctx.db, clientPk);
    return { success: true, total: 1, results: [result] };
  });

  // The public configuration; when `username` and `password` come in the body they are checked first.
  app.post('/site_ctl/config/info', async (request) => {
    const form = parseForm(configForm, request);
    if (form.username || form.password)
      await checkCredentials(ctx, request, 'client', form.username ?? '', form.password ?? '');
    return { success: true, ...(await readSiteConfig(ctx.db)) };
  });
}
