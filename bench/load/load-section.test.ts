import { describe, expect, it } from 'vitest';
import type { LoadSample } from './load-job.ts';
import { loadScenarioResult, type LoadFigures } from './load-phase.ts';
import { loadSection, loadVerdicts } from './load-section.ts';

const sample = (
  requestsPerSecond: number,
  p50: number,
  p99: number,
  failures: Partial<LoadSample> = {},
): LoadSample => ({
  connections: 10,
  durationSeconds: 10,
  requestsPerSecond,
  requestsTotal: requestsPerSecond * 10,
  ok2xx: requestsPerSecond * 10,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  latencyP50: p50,
  latencyP99: p99,
  latencyMax: p99 * 2,
  ...failures,
});

const scenario = { id: 'page', label: 'client page' };

describe('loadScenarioResult', () => {
  it('reports each figure as the median of the runs with their spread, and keeps every run', () => {
    const result = loadScenarioResult(
      scenario,
      10,
      [sample(300, 20, 60), sample(250, 25, 90), sample(280, 22, 70)],
      [40, 12, 30],
    );
    expect(result.requestsPerSecond).toMatchObject({ runs: 3, median: 280, min: 250, max: 300 });
    expect(result.latencyP50).toMatchObject({ median: 22, min: 20, max: 25 });
    expect(result.latencyP99).toMatchObject({ median: 70, min: 60, max: 90 });
    expect(result.samples).toHaveLength(3);
    expect(result.drainMs).toEqual([40, 12, 30]);
    expect(result.failures).toBe(0);
  });

  it('counts connection errors (timeouts included) and non-2xx answers as failures', () => {
    const result = loadScenarioResult(scenario, 50, [
      sample(100, 400, 900, { errors: 2, timeouts: 2 }),
      sample(100, 400, 900, { non2xx: 3 }),
    ]);
    expect(result.failures).toBe(5);
  });
});

describe('loadVerdicts and loadSection', () => {
  const figures: LoadFigures = {
    clients: 100_000,
    runs: 2,
    plan: { connections: [10, 50], durationSeconds: 10, warmupSeconds: 3 },
    engines: [
      {
        engine: 'pglite',
        label: 'PGlite',
        memoryAfter: { rssBytes: 500 * 1024 * 1024, maxRssBytes: 900 * 1024 * 1024, heapUsedBytes: 0 },
        scenarios: [
          loadScenarioResult(scenario, 10, [sample(100, 80, 170), sample(110, 82, 180)], [1500, 2500]),
          loadScenarioResult(scenario, 50, [sample(100, 400, 900, { non2xx: 1 }), sample(100, 410, 950)]),
        ],
      },
    ],
  };

  it('judges every scenario on zero errors: met without any, not met with one', () => {
    expect(loadVerdicts(figures).map((verdict) => verdict.verdict)).toEqual(['met', 'not met']);
    expect(loadVerdicts(figures)[1]?.figure).toContain('50 connections');
  });

  it('renders one row per scenario and concurrency, with the spread of the runs', () => {
    const section = loadSection(figures);
    const text = section.console.join('\n');
    expect(text).toContain('client page');
    expect(text).toContain('100–110');
    expect(text).toContain('RSS 500 MiB');
    // The backlog the runs left queued: the median of 1.5 s and 2.5 s.
    expect(text).toContain('2.00 s');
    expect(section.markdown.join('\n')).toContain('| client page | 50 |');
  });
});
