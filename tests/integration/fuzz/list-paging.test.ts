import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../../server/service.ts';
import { filterCatalogs } from '../../../server/db/where/catalogs.ts';
import {
  connectionColumns,
  contractColumns,
  invoiceColumns,
  supportOrderColumns,
} from '../../../shared/filter/columns.ts';
import { FormClient } from '../../support/form-client.ts';
import { adminSession, createCustomer, expectNoLeak } from '../../support/integration-kit.ts';
import { engineNames, useService } from '../../support/test-service.ts';

/** The lists that take paging and sorting: path, area, and the catalog whose columns sort it. */
const lists = [
  { path: '/admin_ctl/client/list', area: 'admin', catalog: 'client' },
  { path: '/client_ctl/contract/list', area: 'client', catalog: 'contract' },
  { path: '/invoice_ctl/invoice/list', area: 'client', catalog: 'invoice' },
  { path: '/client_ctl/cpe/list', area: 'client', catalog: 'connection' },
  { path: '/client_ctl/support/list', area: 'client', catalog: 'support_order' },
  { path: '/client_ctl/support/tasklist', area: 'client', catalog: undefined },
] as const;

const pagingNames = ['start', 'limit', 'page', 'sort', 'dir'] as const;

/** Numbers and number-like text of every odd kind. */
const numberText = fc.oneof(
  fc.integer({ min: -5, max: 1_200 }).map(String),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '1000',
    '1001',
    '100000000',
    '100000001',
    '99999999999999999999',
    '2147483648',
    '-0',
    '1e3',
    '1.0',
    '0x1F',
    ' 7 ',
    '+7',
    'NaN',
    "1' OR '1'='1",
    '1;select 1',
    '١٢',
  ),
);
/** Sort values: real columns (bare, qualified, any case), near misses, and hostile text. */
const sortText = (catalog: keyof typeof filterCatalogs | undefined) => {
  const real = catalog ? [...filterCatalogs[catalog].sortable.keys()] : ['task_pk', 'task_name'];
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...real) },
    { weight: 1, arbitrary: fc.constantFrom(...real).map((name) => name.toUpperCase()) },
    { weight: 1, arbitrary: fc.constantFrom(...real).map((name) => `x.${name}`) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'client_password',
        'staff_password_hash',
        'session_token_hash',
        '1',
        'client_pk desc',
        'client_pk; drop table client',
        '(select 1)',
        'random()',
        'pg_sleep',
        'client.client_pk.x',
        '__proto__',
        'a',
        'x'.repeat(46),
        '',
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 50 }) },
  );
};
const dirText = fc.oneof(
  fc.constantFrom('ASC', 'DESC', 'asc', 'desc', 'Desc', 'DESC NULLS FIRST', 'ASC; --', '', 'up', 'ß'),
  fc.string({ maxLength: 6 }),
);

/** The client-area lists and the columns their filters name. */
const areaLists = [
  { path: '/client_ctl/contract/list', columns: contractColumns },
  { path: '/invoice_ctl/invoice/list', columns: invoiceColumns },
  { path: '/client_ctl/cpe/list', columns: connectionColumns },
  { path: '/client_ctl/support/list', columns: supportOrderColumns },
] as const;

/** Filter values of every kind, fitting or not. */
const filterValue = fc.oneof(
  fc.integer({ min: -3, max: 5_000 }),
  fc.double({ noNaN: true }),
  fc.string({ maxLength: 10 }),
  fc.constantFrom(
    '2024-02-29',
    '2023-02-30',
    '2024-01-01 10:00:00',
    '10.0.0.0/8',
    '::1',
    '08:00:2b:01:02:03',
    '%a%',
    '\\',
    "'; drop table invoice; --",
    '1e400',
    'true',
    '',
  ),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer({ min: 0, max: 9 }), fc.string({ maxLength: 4 })), { maxLength: 3 }),
);

/** A random filter on one client-area list: its columns, other lists' columns and junk, any oper, joined or not. */
const areaFilter = fc.constantFrom(...areaLists).chain((list) => {
  const names = [
    ...list.columns.columns.map((column) => column.name),
    'client_pk',
    'client_password',
    'contract.client_pk',
    '__proto__',
    '',
  ];
  const random = fc.record(
    {
      field: fc.constantFrom(...names),
      oper: fc.oneof(fc.integer({ min: -1, max: 23 }), fc.constant('5')),
      value: filterValue,
    },
    { requiredKeys: ['field', 'oper'] },
  );
  // Conditions every column takes (no operation, IS NULL, IS NOT NULL), so that a good share of filters run.
  const fitting = fc.record({
    field: fc.constantFrom(...list.columns.columns.map((column) => column.name)),
    oper: fc.constantFrom(0, 7, 8),
    value: fc.constant(null),
  });
  const condition = fc.oneof({ weight: 2, arbitrary: random }, { weight: 2, arbitrary: fitting });
  const joined = fc
    .array(condition, { minLength: 1, maxLength: 3 })
    .chain((items) =>
      fc
        .integer({ min: 0, max: 4 })
        .map((mode) =>
          mode > 0 ? items.flatMap((item, index) => (index === 0 ? [item] : [{ field: 'AND' }, item])) : items,
        ),
    );
  return fc
    .oneof(
      { weight: 5, arbitrary: joined.map((items) => JSON.stringify(items)) },
      { weight: 1, arbitrary: fc.json({ maxDepth: 2 }) },
    )
    .map((where) => ({ path: list.path, where }));
});

describe.each(engineNames)(
  'random paging, sorting and client-area filters (fast-check) on every list (%s)',
  (engineName) => {
    let service: RunningService;
    let admin: FormClient;
    let customer: FormClient;

    beforeAll(async () => {
      service = await useService(engineName);
      admin = await adminSession(service);
      const made = await createCustomer(admin);
      customer = new FormClient(service.clientUrl);
      await customer.login(made.username, made.password);
    });

    it('answer a page no longer than the limit, or 400 VALIDATION/BAD_SORT naming a paging field; never 500, never SQL', async () => {
      const seen = { ok: 0, refused: 0 };
      const request = fc
        .constantFrom(...lists)
        .chain((list) =>
          fc
            .record(
              { start: numberText, limit: numberText, page: numberText, sort: sortText(list.catalog), dir: dirText },
              { requiredKeys: [] },
            )
            .map((form) => ({ list, form })),
        );
      await fc.assert(
        fc.asyncProperty(request, async ({ list, form }) => {
          const answer = await (list.area === 'admin' ? admin : customer).post(list.path, form);
          expect(answer.status, answer.text).not.toBe(500);
          // Why only refusals: a success body is stored data, and other tests store SQL-looking text on purpose.
          if (answer.status !== 200) expectNoLeak(answer.text, Object.values(form));
          if (answer.status === 200) {
            expect(answer.body.success).toBe(true);
            const limit = /^\s*\d+\s*$/.test(form.limit ?? '') ? Number(form.limit) : 25;
            if (list.catalog) expect((answer.body.results as unknown[]).length).toBeLessThanOrEqual(limit);
            expect(typeof answer.body.total).toBe('number');
            seen.ok += 1;
            return;
          }
          expect(answer.status, answer.text).toBe(400);
          expect(['VALIDATION', 'BAD_SORT']).toContain(answer.body.code);
          expect((answer.body.message as string).trim().length).toBeGreaterThan(0);
          const ids = (answer.body.errors as Array<{ id: string; msg: string }>).map((error) => error.id);
          expect(ids.length).toBeGreaterThan(0);
          for (const id of ids) expect(pagingNames as readonly string[]).toContain(id);
          seen.refused += 1;
        }),
        { numRuns: 150 },
      );
      expect(seen.ok).toBeGreaterThan(0);
      expect(seen.refused).toBeGreaterThan(0);
    });

    it('random where filters on the client-area lists answer 200 or 400 BAD_FILTER/VALIDATION naming where; never 500, never SQL', async () => {
      const seen = { ok: 0, refused: 0 };
      await fc.assert(
        fc.asyncProperty(areaFilter, async ({ path, where }) => {
          const answer = await customer.post(path, { where, limit: 5 });
          expect(answer.status, answer.text).not.toBe(500);
          // Why only refusals: a success body is stored data, and other tests store SQL-looking text on purpose.
          if (answer.status !== 200) expectNoLeak(answer.text, [where]);
          if (answer.status === 200) {
            expect(answer.body.success).toBe(true);
            seen.ok += 1;
            return;
          }
          expect(answer.status, answer.text).toBe(400);
          expect(['BAD_FILTER', 'VALIDATION']).toContain(answer.body.code);
          expect((answer.body.message as string).trim().length).toBeGreaterThan(0);
          expect((answer.body.errors as Array<{ id: string }>).map((error) => error.id)).toEqual(['where']);
          seen.refused += 1;
        }),
        { numRuns: 120 },
      );
      expect(seen.ok).toBeGreaterThan(0);
      expect(seen.refused).toBeGreaterThan(0);
    });
  },
);
