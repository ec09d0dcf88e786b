import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { optionalField, optionalText } from './field-schemas.ts';
import { trimmedOrUndefined } from './form-values.ts';

describe('optionalField', () => {
  it('passes an absent value without preparing it, and prepares every other value, null included', () => {
    const prepare = vi.fn(trimmedOrUndefined);
    const schema = optionalField(prepare, z.string({ error: 'registration.value.invalid' }));
    expect(schema.safeParse(undefined)).toEqual({ success: true, data: undefined });
    expect(prepare).not.toHaveBeenCalled();
    expect(schema.safeParse('  ana ')).toEqual({ success: true, data: 'ana' });
    expect(schema.safeParse('   ')).toEqual({ success: true, data: undefined });
    const refused = schema.safeParse(null);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['registration.value.invalid']);
    expect(prepare).toHaveBeenCalledTimes(3);
  });

  it('in a record, leaves an absent column out, gives a blank one as not given, and checks one given', () => {
    const record = z.object({ note: optionalText(5) });
    expect(Object.keys(record.parse({}))).toEqual([]);
    expect(Object.entries(record.parse({ note: '  ' }))).toEqual([['note', undefined]]);
    expect(record.parse({ note: ' abc ' })).toEqual({ note: 'abc' });
    const long = record.safeParse({ note: 'abcdefg' });
    expect(long.error?.issues).toMatchObject([{ path: ['note'], message: 'registration.tooLong' }]);
  });
});
