import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../../shared/ipc/result.ts';
import { clientRecord } from '../../../shared/provider/admin-operations.ts';
import { classifyResponse } from '../../../electron/provider/classify-response.ts';
import { ProviderError } from '../../../electron/provider/provider-error.ts';
import { parseEnvelope } from '../../../electron/provider/record-parser.ts';
import { useStubTransport } from '../../support/stub-transport.ts';
import { adminKit } from '../../support/main-process-kit.ts';

const listPath = '/admin_ctl/client/list';

/** A client record in the app's normal form, and the odd but valid JSON text a deployed server might send for it. */
interface Rendered {
  expected: Record<string, unknown>;
  json: string;
}

/** Text fields; free text includes backslashes, quotes, control characters and non-Latin letters. */
const freeText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom(
    'a\\d',
    "O\\'Brien",
    'C:\\novo\\tmp',
    'tab\there',
    'linha\nnova',
    'aspas "x"',
    'ção',
    '\\u00zz',
    '\\',
    'fim\\',
  ),
);
const dateTime = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 19).replace('T', ' '));
const textFields = [
  'client_name',
  'client_lastname',
  'client_mail',
  'client_doc1',
  'client_doc2',
  'client_observations',
  'client_username',
  'cli_addr_address',
  'cli_addr_number',
  'cli_addr_province',
  'cli_addr_state',
] as const;
const dateFields = ['client_date_cad', 'client_date_birth', 'client_date_deactivation'] as const;
const knownFields = new Set(Object.keys(clientRecord.shape));
const validEscapeLetters = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't', 'u']);

/** JSON string text as a sloppy server writes it: invalid escapes left single, control characters raw. */
function sloppyString(text: string, sloppy: boolean): string {
  if (!sloppy) return JSON.stringify(text);
  let out = '"';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    const next = text[index + 1];
    if (char === '"') out += '\\"';
    // A backslash before a letter JSON does not know is sent as is (`\d`); before one it knows, it must be doubled.
    else if (char === '\\') out += next === undefined || validEscapeLetters.has(next) ? '\\\\' : '\\';
    else out += char;
  }
  return `${out}"`;
}

/** A number as a number or as a string holding it (with or without spaces). */
const numberForm = (value: number) => fc.constantFrom(String(value), `"${value}"`, `" ${value} "`);
/** An absent value as null, "" or no key at all. */
const absentForm = fc.constantFrom('null', '""', undefined);
/** A date-time as a date-time, with fractions, in ISO form with T and Z, or (at midnight) as a date. */
const dateForm = (value: string) =>
  fc.constantFrom(
    `"${value}"`,
    `"${value}.123456"`,
    `"${value.replace(' ', 'T')}Z"`,
    `"${value.replace(' ', 'T')}.5-03:00"`,
    ...(value.endsWith('00:00:00') ? [`"${value.slice(0, 10)}"`] : []),
  );
/** Extra fields a server adds: unknown names (including `__proto__`), any JSON. */
const extraField = fc.tuple(
  fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'client_extra', 'toString', 'x_custom'),
    fc.string({ minLength: 1, maxLength: 8 }),
  ),
  fc.jsonValue({ maxDepth: 2 }),
);

const renderedRecord: fc.Arbitrary<Rendered> = fc
  .record({
    pk: fc.integer({ min: 1, max: 2_000_000_000 }),
    status: fc.integer({ min: 0, max: 3 }),
    type: fc.integer({ min: 0, max: 1 }),
    office: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
    texts: fc.tuple(...textFields.map(() => fc.option(freeText, { nil: null }))),
    dates: fc.tuple(
      ...dateFields.map(() =>
        fc.option(
          fc.oneof(
            dateTime,
            dateTime.map((value) => `${value.slice(0, 10)} 00:00:00`),
          ),
          { nil: null },
        ),
      ),
    ),
    zip: fc.option(fc.stringMatching(/^\d{8}$/), { nil: null }),
    extras: fc.array(extraField, { maxLength: 3 }),
    sloppy: fc.boolean(),
    seed: fc.integer(),
  })
  .chain((draw) => {
    const parts: Array<fc.Arbitrary<[string, string | undefined, unknown]>> = [];
    const add = (name: string, form: fc.Arbitrary<string | undefined>, value: unknown) =>
      parts.push(form.map((text) => [name, text, value]));
    add('client_pk', numberForm(draw.pk), draw.pk);
    add('client_status', numberForm(draw.status), draw.status);
    add('client_type', numberForm(draw.type), draw.type);
    add('offices_pk', draw.office === null ? absentForm : numberForm(draw.office), draw.office);
    textFields.forEach((name, index) => {
      const value = draw.texts[index] ?? null;
      // Required text may be "" and stays ""; optional text sent as "" reads as "not given".
      if (name === 'client_name') add(name, fc.constant(sloppyString(value ?? '', draw.sloppy)), value ?? '');
      else
        add(
          name,
          value === null || value === '' ? absentForm : fc.constant(sloppyString(value, draw.sloppy)),
          value === '' ? null : value,
        );
    });
    dateFields.forEach((name, index) => {
      const value = draw.dates[index] ?? null;
      add(name, value === null ? absentForm : dateForm(value), value);
    });
    const zip = draw.zip;
    add(
      'cli_addr_zipcode',
      zip === null
        ? absentForm
        : fc.constantFrom(
            `"${zip}"`,
            `"${zip.slice(0, 5)}-${zip.slice(5)}"`,
            `"${zip.slice(0, 2)}.${zip.slice(2, 5)}-${zip.slice(5)}"`,
          ),
      zip,
    );
    return fc.tuple(...parts).map((fields): Rendered => {
      const expected: Record<string, unknown> = {};
      const members: string[] = [];
      for (const [name, text, value] of fields) {
        expected[name] = value;
        if (text !== undefined) members.push(`${JSON.stringify(name)}:${text}`);
      }
      for (const [name, value] of draw.extras) {
        if (knownFields.has(name) || Object.hasOwn(expected, name)) continue;
        // Through JSON and back, as the reader sees it (-0 becomes 0).
        Object.defineProperty(expected, name, {
          value: JSON.parse(JSON.stringify(value)) as unknown,
          enumerable: true,
          writable: true,
          configurable: true,
        });
        members.push(`${JSON.stringify(name)}:${JSON.stringify(value)}`);
      }
      // The order of the members does not matter to a JSON reader: shuffle them by the drawn seed.
      members.sort((a, b) => ((a.length * 31 + draw.seed) % 7) - ((b.length * 31 + draw.seed) % 7));
      return { expected, json: `{${members.join(',')}}` };
    });
  });

/** A list answer of several odd records, with `total` as a number or a string and `success` present or not. */
const listAnswer = fc
  .tuple(
    fc.array(renderedRecord, { maxLength: 4 }),
    fc.integer({ min: 0, max: 100_000 }),
    fc.constantFrom('"success":true,', ''),
    fc.boolean(),
    fc.constantFrom('', ' ', '\n  '),
  )
  .map(([records, extraTotal, success, totalAsText, space]) => {
    const total = records.length + extraTotal;
    return {
      records,
      total,
      text: `${space}{${success}"total":${totalAsText ? `"${total}"` : total},${space}"results":[${records.map((record) => record.json).join(`,${space}`)}]}${space}`,
    };
  });

describe('the provider client reads odd but valid answers as their normal form (fast-check, from a stub)', () => {
  const stubbed = useStubTransport();

  it('numbers as strings, "" or nothing for null, fractions and ISO dates, punctuated zip codes, invalid escapes, extra fields', async () => {
    const kit = adminKit(stubbed.stub.url, stubbed.transport);
    await fc.assert(
      fc.asyncProperty(listAnswer, async ({ records, total, text }) => {
        stubbed.stub.route(listPath, { body: text });
        const page = await kit.api.listClients({ start: 0, limit: 25, where: [] });
        expect(page.total).toBe(total);
        expect(page.rows).toHaveLength(records.length);
        page.rows.forEach((row, index) => {
          const expected = records[index]?.expected ?? {};
          for (const [name, value] of Object.entries(expected))
            expect(Object.getOwnPropertyDescriptor(row, name)?.value, name).toEqual(value);
          // A `__proto__` member of the JSON is an own field of the record, never its prototype.
          expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
        });
        expect(kit.reported).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});

/** Any answer text: random text, random JSON, and valid bodies cut or spliced at random places. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.json({ maxDepth: 3 }),
  fc
    .jsonValue({ maxDepth: 3 })
    .map((value) => JSON.stringify({ success: false, code: value, message: value, errors: value })),
  fc
    .record(
      {
        success: fc.constantFrom(true, false, 'false', 0, null),
        code: fc.jsonValue({ maxDepth: 1 }),
        errors: fc.array(
          fc.record({ id: fc.jsonValue({ maxDepth: 1 }), msg: fc.jsonValue({ maxDepth: 1 }) }, { requiredKeys: [] }),
          { maxLength: 2 },
        ),
        results: fc.jsonValue({ maxDepth: 2 }),
        total: fc.jsonValue({ maxDepth: 1 }),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
  fc.tuple(listAnswer, fc.nat(), fc.string({ maxLength: 3 })).map(([answer, cut, insert]) => {
    const at = cut % (answer.text.length + 1);
    return answer.text.slice(0, at) + insert + answer.text.slice(at + (cut % 3));
  }),
);

describe('the provider client never fails on an answer in any way but a ProviderError (fast-check)', () => {
  it('classifyResponse and the list reader answer a page or throw a ProviderError with a stable code, for any status and text', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        anyText,
        fc.constantFrom(200, 200, 200, 400, 401, 403, 404, 409, 413, 429, 500, 502),
        fc.option(fc.string({ maxLength: 6 }), { nil: undefined }),
        (text, status, retryAfter) => {
          const reported: string[] = [];
          try {
            const body = classifyResponse({
              status,
              headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter },
              text,
            });
            const page = parseEnvelope(body, clientRecord, 'clients', (where, field) =>
              reported.push(`${where}.${field}`),
            );
            expect(Number.isFinite(page.total)).toBe(true);
            seen.add('page');
          } catch (error) {
            expect(error, String(error)).toBeInstanceOf(ProviderError);
            const failure = error as ProviderError;
            expect(errorCodes).toContain(failure.code);
            if (failure.retryAfter !== undefined) expect(Number.isFinite(failure.retryAfter)).toBe(true);
            for (const field of failure.fieldErrors ?? []) {
              expect(typeof field.field).toBe('string');
              expect(typeof field.message).toBe('string');
            }
            seen.add(failure.code);
          }
        },
      ),
      { numRuns: 1_500 },
    );
    // Not vacuous: pages and several kinds of failure occur.
    expect(seen.has('page')).toBe(true);
    expect(seen.has('PROTOCOL')).toBe(true);
    expect(seen.has('SERVER')).toBe(true);
  });
});
