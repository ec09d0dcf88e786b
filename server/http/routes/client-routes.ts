import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { clientDeleteShape, clientListShape } from '../../../shared/provider/admin-operations.ts';
import { resolvePaging } from '../../../shared/provider/paging.ts';
import { clientCreateSchema, clientUpdateSchema } from '../../../shared/registration/registration-schema.ts';
import { clientSelectSql } from '../../repos/client-columns-sql.ts';
import { clearableTextColumns, createClient, setClientRemoved, updateClient } from '../../repos/client-write-repo.ts';
import { readDashboard } from '../../repos/dashboard-repo.ts';
import { runList } from '../../repos/list-query.ts';
import { authenticate, staffOf } from '../authenticate.ts';
import { catalogOf, filterFor, orderByFor, refuseMisnamedFilters } from '../list-filter.ts';
import { registrationMessageFormatter } from '../messages.ts';
import { formOf, parseForm } from '../parse-form.ts';
import type { ServiceContext } from '../service-context.ts';

const listForm = z.object(clientListShape);
const deleteForm = z.object(clientDeleteShape);

/** How a create or update form is read: messages in the request's language, `office_pk` as the alias the schema folds in. */
const writeOptions = (request: FastifyRequest) => ({
  formatMessage: registrationMessageFormatter(request),
  aliases: ['office_pk'],
});

/** Answers a write with the envelope: total 1 and the record's identifying fields. */
const one = (record: object) => ({ success: true, total: 1, results: [record] });

/** Registers the administrative operations: dashboard, client list, create, update and delete. */
export function registerClientRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const prefix = `/${ctx.config.adminPrefix}`;
  const guard = { preHandler: authenticate(ctx, 'admin') };

  // The interface's example uses GET and its label says POST: both are answered.
  app.route({
    method: ['GET', 'POST'],
    url: `${prefix}/dashboard/info`,
    ...guard,
    handler: async () => one(await ctx.counts.remember('dashboard', () => readDashboard(ctx.db))),
  });

  app.post(`${prefix}/client/list`, guard, async (request) => {
    refuseMisnamedFilters(formOf(request));
    const form = parseForm(listForm, request);
    const paging = resolvePaging(form);
    const page = await runList<{ client_password: string | null }>(
      ctx.db,
      {
        select: clientSelectSql,
        from: catalogOf('client').from,
        // Why the base: an unfiltered page's keys are picked from the name index alone (list-query.ts).
        base: catalogOf('client').base,
        filter: filterFor('client', form.where),
        orderBy: orderByFor('client', paging.sort, paging.dir),
        limit: paging.limit,
        start: paging.start,
      },
      ctx.counts,
    );
    // Why opened here and nowhere else: the clear password is for an operator's administrative answer alone
    // (the app keeps it in its main process to open the customer's area); never the client area, never a log.
    // Why opened once per distinct value: the demo's customers share one sealed copy (seed-demo-data.ts), and
    // each opening sets up a cipher. Nothing is kept past this answer.
    const opened = new Map<string, string>();
    for (const row of page.rows) {
      const sealed = row.client_password ?? '';
      let clear = opened.get(sealed);
      if (clear === undefined) opened.set(sealed, (clear = ctx.sealer.open(sealed)));
      row.client_password = clear;
    }
    return { success: true, total: page.total, results: page.rows };
  });

  app.post(`${prefix}/client/create`, guard, async (request) => {
    const input = parseForm(clientCreateSchema, request, writeOptions(request));
    return one(await createClient(ctx.db, { area: 'admin', staffPk: staffOf(request) }, input, ctx.sealer));
  });

  app.post(`${prefix}/client/update`, guard, async (request) => {
    const input = parseForm(clientUpdateSchema, request, writeOptions(request));
    const body = formOf(request);
    const cleared = new Set<string>([...clearableTextColumns, 'client_username'].filter((name) => body[name] === ''));
    return one(
      await updateClient(
        ctx.db,
        { area: 'admin', staffPk: staffOf(request) },
        input.client_pk,
        input,
        cleared,
        ctx.sealer,
      ),
    );
  });

  app.post(`${prefix}/client/delete`, guard, async (request) => {
    const form = parseForm(deleteForm, request);
    return one(
      await setClientRemoved(
        ctx.db,
        { area: 'admin', staffPk: staffOf(request) },
        form.client_pk,
        form.cur_client_status,
      ),
    );
  });
}
