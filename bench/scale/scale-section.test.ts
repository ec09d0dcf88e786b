import { describe, expect, it } from 'vitest';
import type { ScaleCaseFigures, ScaleEngineFigures, ScaleFigures, ScaleSizeFigures } from './scale-figures.ts';
import { latencyCell, latencyTable, scaleSection, scaleVerdicts, totalsTable } from './scale-section.ts';
import { spreadOverRuns } from '../common/stats.ts';

const plan = { warmup: 10, timed: 50 };

function caseFigures(caseId: string, p50s: number[], p95: number, total = 120, bounded = false): ScaleCaseFigures {
  return {
    caseId,
    label: caseId,
    total,
    rows: Math.min(50, total),
    probeMs: p50s[0] ?? 0,
    plan,
    bounded,
    runP50s: spreadOverRuns(p50s),
    p95,
    samples: p50s,
  };
}

function size(clients: number, withP50: number, withP95: number, withoutP50: number): ScaleSizeFigures {
  return {
    clients,
    measured: true,
    dataset: { source: 'demo seed', clients, connections: clients, seedMs: 1000, openMs: 100, workerRssBytes: 1 << 28 },
    sets: [
      {
        indexes: 'with',
        cases: [caseFigures('name-ilike', [withP50 - 1, withP50, withP50 + 1], withP95, clients / 25)],
      },
      {
        indexes: 'without',
        cases: [
          caseFigures(
            'name-ilike',
            [withoutP50, withoutP50, withoutP50],
            withoutP50 * 2,
            clients / 25,
            withoutP50 > 200,
          ),
        ],
      },
    ],
    indexBuilds: [{ name: 'client_complete_name_trgm', ms: 1234 }],
    wallMs: 5000,
  };
}

function engine(kind: 'pglite' | 'postgres', sizes: ScaleSizeFigures[]): ScaleEngineFigures {
  return {
    engine: kind,
    label: kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
    serverVersion: 'PostgreSQL 17.5 on x86_64',
    sizes,
  };
}

const figures: ScaleFigures = {
  sizes: [10_000, 100_000, 1_000_000],
  runs: 3,
  plan,
  seed: 1,
  durationMs: 600_000,
  engines: [
    engine('pglite', [
      size(10_000, 3, 5, 8),
      size(100_000, 20, 45, 90),
      { clients: 1_000_000, measured: false, reason: 'out of memory' },
    ]),
    engine('postgres', [size(10_000, 2, 3, 4), size(100_000, 10, 25, 40), size(1_000_000, 30, 60, 400)]),
  ],
};

describe('scale section', () => {
  it('shows the median of the runs with its spread and the p95, and marks bounded plans', () => {
    expect(latencyCell(caseFigures('x', [4, 5, 6], 7.5))).toBe('5.00 (4.00–6.00), p95 7.50');
    expect(latencyCell(caseFigures('x', [300], 310, 1, true))).toBe('300 (300–300), p95 310 ‡');
    expect(latencyCell(undefined)).toBe('not measured');
  });

  it('gives a row per case and index state, and the growth from the smallest to the largest size', () => {
    const [pglite, postgres] = figures.engines as [ScaleEngineFigures, ScaleEngineFigures];
    const table = latencyTable(postgres, figures.sizes);
    expect(table.header.at(-1)).toBe('p50 1,000,000 ÷ 10,000');
    expect(table.rows.map((row) => row.slice(0, 2))).toEqual([
      ['name-ilike', 'with'],
      ['name-ilike', 'without'],
    ]);
    expect(table.rows[0]?.at(-1)).toBe('×15.00');
    expect(table.rows[1]?.at(-1)).toBe('×100.00');
    // PGlite did not measure 1M: the cell says so and there is no ratio.
    const pgliteRow = latencyTable(pglite, figures.sizes).rows[0] ?? [];
    expect(pgliteRow[4]).toBe('not measured');
    expect(pgliteRow.at(-1)).toBe('–');
  });

  it('lists the rows each case matched at each size', () => {
    expect(totalsTable(figures).rows).toEqual([['name-ilike', '400', '4,000', '40,000']]);
  });

  it('judges each engine at 100,000 clients with the indexes on the p95 against its own target', () => {
    const verdicts = scaleVerdicts(figures);
    expect(verdicts.map((verdict) => [verdict.target, verdict.verdict])).toEqual([
      ['< 50 ms', 'met'],
      ['< 20 ms', 'not met'],
    ]);
    expect(verdicts[0]?.figure).toContain('100,000 clients, PGlite');
  });

  it('does not judge when the target size was not measured', () => {
    const quick: ScaleFigures = {
      ...figures,
      sizes: [10_000],
      engines: figures.engines.map((found) => ({ ...found, sizes: found.sizes.slice(0, 1) })),
    };
    expect(scaleVerdicts(quick).map((verdict) => verdict.verdict)).toEqual(['not judged', 'not judged']);
  });

  it('says plainly why a size was not measured', () => {
    const section = scaleSection(figures);
    expect(section.markdown.join('\n')).toContain('not measured: out of memory');
    expect(section.console.join('\n')).toContain('PostgreSQL: 50-row page over HTTP, ms');
  });
});
