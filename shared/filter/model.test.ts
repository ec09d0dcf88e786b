import { describe, expect, it } from 'vitest';
import { ConditionSchema, FilterSchema, isCondition, isGroup, isJoiner, JoinerSchema } from './model.ts';

describe('filter model schemas', () => {
  const filter = [
    { field: 'client_status', oper: 5, value: 0 },
    { field: 'AND' },
    [{ field: 'client_pk', oper: 21, value: [1, '2'] }],
  ];

  it('accept conditions, joiners and nested groups', () => {
    expect(FilterSchema.safeParse(filter).success).toBe(true);
    expect(JoinerSchema.safeParse({ field: 'AND', oper: 0 }).success).toBe(false);
    expect(ConditionSchema.safeParse({ field: 'x', oper: 30, value: 1 }).success).toBe(false);
    expect(ConditionSchema.safeParse({ field: 'x', oper: 29, value: null }).success).toBe(true);
  });

  it('tell the three kinds of items apart', () => {
    const [first, joiner, group] = FilterSchema.parse(filter);
    expect([first, joiner, group].map((item) => item && [isCondition(item), isJoiner(item), isGroup(item)])).toEqual([
      [true, false, false],
      [false, true, false],
      [false, false, true],
    ]);
  });
});
