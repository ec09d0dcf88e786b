import { describe, expect, it } from 'vitest';
import { leafLines, leavesOf } from './leaf-lines.ts';

describe('leafLines', () => {
  it('writes one line per leaf with its path, lists counted from 1', () => {
    expect(
      leafLines({
        clients: { active: 420, removed: 3 },
        plans: ['Fibra 300', { name: 'Rádio', users: 12 }],
        empty: {},
      }),
    ).toEqual([
      'clients › active: 420',
      'clients › removed: 3',
      'plans › 1: Fibra 300',
      'plans › 2 › name: Rádio',
      'plans › 2 › users: 12',
      'empty: ',
    ]);
  });

  it('keeps a plain value as it is, and bounds depth and count', () => {
    expect(leafLines(42)).toEqual(['42']);
    let deep: unknown = 'fundo';
    for (let level = 0; level < 10; level++) deep = { a: deep };
    expect(leafLines(deep)).toEqual(['a › a › a › a › a › a: …']);
    expect(leavesOf(Array.from({ length: 500 }, (_, index) => index))).toHaveLength(200);
  });
});
