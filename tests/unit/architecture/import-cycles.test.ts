import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { groupGraph, importCycles, importGraph } from './import-graph.ts';

const rootDir = fileURLToPath(new URL('../../../', import.meta.url));

// Why a test over the import graph and not import-x/no-cycle: no-cycle skips type-only imports, and a
// type-only cycle still ties two modules (or two features) together; this also runs in about a second
// where no-cycle would re-read every module inside the type-checked lint.
const folders = ['shared', 'server', 'electron', 'renderer', 'tests', 'scripts', 'bench'];

const describeCycles = (cycles: string[][]): string[] => cycles.map((cycle) => cycle.join(' → '));

// Cycles already there, each with what unties it. The test fails on any other cycle, and on a listed one
// that is gone (then delete its line).
const knownCycles: string[] = [];

describe('import graph', () => {
  const graph = importGraph(rootDir, folders);

  it('reads the repository (a sanity check of the reader itself)', () => {
    expect(graph.size).toBeGreaterThan(400);
    expect(graph.get('renderer/main.tsx')).toContain('renderer/app/app-root.tsx');
    expect(graph.get('renderer/features/clients/index.ts')).toContain('renderer/features/clients/clients-page.tsx');
  });

  it('has no import cycle between files, type-only imports included, but the known ones', () => {
    expect(describeCycles(importCycles(graph))).toEqual(knownCycles);
  });

  it('has no import cycle between renderer features', () => {
    const features = groupGraph(graph, (file) => /^renderer\/features\/([^/]+)\//.exec(file)?.[1]);
    expect(features.size).toBeGreaterThan(10);
    expect(describeCycles(importCycles(features))).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself works)', () => {
    const knotted = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ]);
    expect(describeCycles(importCycles(knotted))).toEqual(['a.ts → b.ts → c.ts → a.ts', 'e.ts → e.ts']);
    // The same knot entered elsewhere is reported the same way: from its first member by name.
    expect(describeCycles(importCycles(new Map([...knotted].reverse())))).toEqual([
      'e.ts → e.ts',
      'a.ts → b.ts → c.ts → a.ts',
    ]);
  });
});
