import { describe, expect, it } from 'vitest';
import { checkWhere } from './check-where.ts';

describe('checkWhere', () => {
  it('accepts valid JSON text and an already-parsed value', () => {
    const text =
      '[{"field":"client_status","oper":5,"value":0},{"field":"AND"},{"field":"client_complete_name","oper":10,"value":"%silva%"}]';
    const checked = checkWhere(text);
    expect(checked.ok).toBe(true);
    expect(checkWhere(JSON.parse(text))).toEqual(checked);
    expect(checkWhere('   ')).toEqual({ ok: true, filter: [] });
  });

  it('names what is wrong and where', () => {
    const broken = checkWhere('[{"field":"client_status"');
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.message).toMatch(/^where is not valid JSON/);

    const noJoiner = checkWhere(
      '[{"field":"client_status","oper":5,"value":0},{"field":"client_complete_name","oper":10,"value":"%a%"}]',
    );
    expect(noJoiner.ok).toBe(false);
    if (!noJoiner.ok) expect(noJoiner.message).toMatch(/^where\[1\]/);

    const column = checkWhere(
      '[{"field":"client_status","oper":5,"value":0},{"field":"AND"},{"field":"nope","oper":5,"value":1}]',
    );
    expect(column.ok ? '' : column.message).toMatch(/^where\[2\]\.field: .*nope/);

    const oper = checkWhere('[{"field":"client_status","oper":42,"value":0}]');
    expect(oper.ok ? '' : oper.message).toContain('where[0].oper');
  });

  it('names the family of a known code the app does not offer', () => {
    const array = checkWhere([{ field: 'client_status', oper: 23, value: [0] }]);
    expect(array).toMatchObject({ ok: false, unsupported: 'array' });
    expect(array.ok ? '' : array.message).toContain('array operation');
    expect(checkWhere([[{ field: 'client_status', oper: 27, value: 1 }]])).toMatchObject({
      ok: false,
      unsupported: 'bitwise',
    });
    expect(checkWhere([{ field: 'client_status', oper: 5, value: 'x' }])).not.toHaveProperty('unsupported');
  });
});
