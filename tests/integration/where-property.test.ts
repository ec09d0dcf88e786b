import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../server/service.ts';
import type { ColumnKind } from '../../shared/filter/column-kind.ts';
import { clientColumns } from '../../shared/filter/columns.ts';
import { OPERS } from '../../shared/filter/opers.ts';
import type { FormClient } from '../support/form-client.ts';
import { adminSession, expectNoLeak, pksOf } from '../support/integration-kit.ts';
import { engineNames, useService } from '../support/test-service.ts';

const realFields = clientColumns.columns.flatMap((column) => [column.name, `${column.table}.${column.name}`]);
const junkFields = [
  '',
  'AND',
  'and',
  'OR',
  'client_password',
  'contract.client_pk',
  'client.',
  '.client_pk',
  'x'.repeat(101),
  "client_pk'; --",
  'client_pk ',
  '__proto__',
  'constructor',
];

const field = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...realFields) },
  { weight: 1, arbitrary: fc.constantFrom(...junkFields) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

// Values of many types, with the shapes columns expect mixed in so that many filters get through.
const scalar = fc.oneof(
  fc.integer({ min: -5, max: 200 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).map((value) => Number(value)),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom(
    '%a%',
    'A%',
    '\\',
    'a\\',
    '%',
    '_',
    "'; drop table client; --",
    '0',
    '1, 3',
    'true',
    'null',
    ' 5 ',
    '+7',
    '1e3',
    'x'.repeat(501),
    'a\u0000b',
    '\ud800',
  ),
  fc
    .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 19).replace('T', ' ')),
  fc.constantFrom(
    '2024-02-29',
    '2023-02-29',
    '2024-13-01',
    '2024-01-01T10:00:00',
    '2024-01-01 24:00:00',
    '0000-01-01',
    '9999-12-31 23:59:59.999999',
  ),
  fc.ipV4(),
  fc.ipV6(),
  fc.tuple(fc.ipV4(), fc.integer({ min: 0, max: 40 })).map(([ip, prefix]) => `${ip}/${prefix}`),
  fc.constantFrom(
    '10.0.0.0/8',
    '::/0',
    '::ffff:10.0.0.1',
    '256.1.1.1',
    '010.1.1.1',
    '1::2::3',
    '08:00:2b:01:02:03',
    '0800.2b01.0203',
    'zz:00:2b:01:02:03',
  ),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(
  { weight: 8, arbitrary: scalar },
  { weight: 2, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 4 }), scalar, { maxKeys: 2 }) },
);

const condition = fc.record(
  { field, oper: fc.oneof(fc.integer({ min: -1, max: 30 }), fc.constantFrom(5.5, '5', null)), value },
  { requiredKeys: ['field', 'oper'] },
);
// Values that fit each kind of column, so that a good share of the filters really run.
const fitting: Record<ColumnKind, fc.Arbitrary<unknown>> = {
  text: fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('%a%', 'S%', '%silva%')),
  number: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }).map(String)),
  enum: fc.integer({ min: 0, max: 3 }),
  date: fc.constantFrom('2024-01-01', '1990-05-01 12:00:00'),
  datetime: fc.constantFrom('2024-01-01', '2025-06-30 23:59:59', '1990-05-01T12:00:00.5'),
  boolean: fc.boolean(),
  inet: fc.oneof(fc.ipV4(), fc.constantFrom('10.0.0.0/8', '100.64.0.0/10', '::1')),
  mac: fc.constantFrom('08:00:2b:01:02:03', '0800.2b01.0203'),
};
const fittingCondition = fc.constantFrom(...clientColumns.columns).chain((column) =>
  fc.constantFrom(...OPERS.filter((oper) => oper.kinds.includes(column.kind))).chain((oper) =>
    (oper.operand === 'is'
      ? fc.constant(null)
      : oper.operand === 'list'
        ? fc.array(fitting[column.kind], { minLength: 1, maxLength: 3 })
        : fitting[column.kind]
    ).map((fieldValue) => ({
      field: column.name,
      oper: oper.code,
      value: fieldValue,
    })),
  ),
);

const joiner = fc.constantFrom<unknown>(
  { field: 'AND' },
  { field: 'AND' },
  { field: 'AND' },
  { field: 'OR' },
  { field: 'and' },
  { field: 'AND', oper: 5 },
);
const oddItem = fc.constantFrom<unknown>(null, 5, 'AND', [], {}, { oper: 5, value: 1 });

const { group } = fc.letrec<{ group: unknown[]; item: unknown }>((tie) => ({
  item: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 3, arbitrary: condition },
    { weight: 5, arbitrary: fittingCondition },
    { weight: 2, arbitrary: tie('group') },
    { weight: 1, arbitrary: oddItem },
  ),
  group: fc
    .tuple(
      fc.array(tie('item'), { maxLength: 4 }),
      fc.array(joiner, { minLength: 4, maxLength: 4 }),
      fc.integer({ min: 0, max: 9 }),
    )
    // Mostly joined correctly, so that many random filters get past the joining rules.
    .map(([items, joiners, mode]) =>
      mode < 7
        ? items.flatMap((item, index) => (index === 0 ? [item] : [joiners[index % joiners.length], item]))
        : mode === 7
          ? items
          : [...items, joiners[0]],
    ),
}));

/** A where form value: mostly JSON of a random array, sometimes other JSON or text. */
const whereText = fc.oneof(
  { weight: 10, arbitrary: group.map((filter) => JSON.stringify(filter)) },
  { weight: 1, arbitrary: fc.jsonValue().map((json) => JSON.stringify(json)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
);

describe.each(engineNames)('random where filters on the client list (%s)', (engineName) => {
  let service: RunningService;
  let admin: FormClient;

  beforeAll(async () => {
    service = await useService(engineName);
    admin = await adminSession(service);
  });

  it('are answered 200 or 400 BAD_FILTER/VALIDATION with a message, never 500', async () => {
    const seen = { ok: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(whereText, async (where) => {
        const answer = await admin.post('/admin_ctl/client/list', { where, limit: 5 });
        if (answer.status === 200) {
          expect(answer.body.success).toBe(true);
          expect(typeof answer.body.total).toBe('number');
          expect(Array.isArray(answer.body.results)).toBe(true);
          expect((answer.body.results as unknown[]).length).toBeLessThanOrEqual(5);
          seen.ok += 1;
          return;
        }
        expect(answer.status, answer.text).toBe(400);
        expect(answer.body.success).toBe(false);
        expect(['BAD_FILTER', 'VALIDATION']).toContain(answer.body.code);
        expect(typeof answer.body.message).toBe('string');
        expect((answer.body.message as string).trim().length).toBeGreaterThan(0);
        expectNoLeak(answer.text, [where]);
        seen.refused += 1;
      }),
      { numRuns: 100 },
    );
    // Both outcomes occur, so the property is not vacuous.
    expect(seen.ok).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(0);
  });

  it('answers normally afterwards', async () => {
    const answer = await admin.post('/admin_ctl/client/list', {
      where: [{ field: 'client_status', oper: 5, value: 0 }],
      limit: 1000,
      sort: 'client_pk',
    });
    expect(answer.status).toBe(200);
    const expected = await pksOf(
      service.engine,
      'select client_pk as pk from client where client_status = 0 order by client_pk',
    );
    expect((answer.body.results as Array<{ client_pk: number }>).map((row) => row.client_pk)).toEqual(expected);
    expect((await admin.post('/admin_ctl/dashboard/info')).status).toBe(200);
  });
});
