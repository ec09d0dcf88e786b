import { describe, expect, it } from 'vitest';
import { COLUMN_KINDS } from './column-kind.ts';
import {
  isKnownOper,
  isOfferedOper,
  OPER_IN,
  OPER_NONE,
  OPERS,
  operAppliesTo,
  OPER_ILIKE,
  unofferedOperFamily,
} from './opers.ts';

describe('opers', () => {
  it('lists codes 0–21 in order, each with its interface constant', () => {
    expect(OPERS.map((oper) => oper.code)).toEqual(Array.from({ length: 22 }, (_, code) => code));
    expect(OPERS[OPER_NONE]?.constant).toBe('OPER_NONE');
    expect(OPERS[OPER_IN]?.constant).toBe('OPER_IN');
    expect(OPERS[17]?.constant).toBe('OPER_INET_IS_CONT_W');
    expect(OPERS[17]?.sql).toBe('<<');
  });

  it('offers 0–21 and knows 0–29', () => {
    expect([0, 21].every(isOfferedOper)).toBe(true);
    expect([22, 29, -1, 1.5, '5', null].some(isOfferedOper)).toBe(false);
    expect([0, 22, 29].every(isKnownOper)).toBe(true);
    expect([30, -1, 2.5, '1'].some(isKnownOper)).toBe(false);
  });

  it('names the family of the codes it does not offer', () => {
    expect([22, 24, 25, 29, 21, 30].map(unofferedOperFamily)).toEqual([
      'array',
      'array',
      'bitwise',
      'bitwise',
      undefined,
      undefined,
    ]);
  });

  it('gives every oper at least one column kind, and LIKE only text', () => {
    for (const oper of OPERS) expect(oper.kinds.length).toBeGreaterThan(0);
    expect(COLUMN_KINDS.filter((kind) => operAppliesTo(OPER_ILIKE, kind))).toEqual(['text']);
  });
});
