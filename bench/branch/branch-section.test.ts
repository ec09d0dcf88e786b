import { describe, expect, it } from 'vitest';
import { lossyBranchLink } from '../compression/shaped-link.ts';
import { summarize } from '../common/stats.ts';
import type { BranchFigures } from './branch-figures.ts';
import { branchSection } from './branch-section.ts';

const latency = (...samples: number[]) => summarize(samples);

const figures = (clients: number): BranchFigures => ({
  clients,
  shape: lossyBranchLink,
  copy: {
    clients,
    fillMs: 40_000,
    diskBytes: 120 * 2 ** 20,
    openMs: latency(200, 210),
    firstPageMs: latency(90, 95),
    searches: [
      { kind: 'surname', shown: '“oliveira”', latency: latency(20, 30), found: 3850 },
      { kind: 'CPF fragment', shown: '6 digits of a CPF', latency: latency(60, 70), found: 1 },
    ],
  },
  memory: { beforeBytes: 100 * 2 ** 20, openBytes: 190 * 2 ** 20, heapUsedBytes: 60 * 2 ** 20 },
  start: [
    { outage: 'reset', latency: latency(250, 260, 270), rows: 50, total: clients },
    { notMeasured: 'with the link down (blackhole): clients:list: no answer within 90 s' },
  ],
  palette: {
    searches: [
      { kind: 'surname', shown: '“oliveira”', latency: latency(20, 22), found: 3850 },
      { kind: 'CPF fragment', shown: '6 digits of a CPF', latency: latency(60, 64), found: 1 },
    ],
    all: latency(20, 22, 60, 64),
  },
  refresh: {
    driver: 'core',
    clients,
    refreshMs: 200_000,
    duringRefresh: latency(330),
    withoutRefresh: latency(300),
    slowdown: 1.1,
  },
  pix: [
    {
      outage: 'reset',
      latency: latency(400, 500),
      steps: {
        search: latency(60),
        open: latency(100),
        invoices: latency(50),
        clipboard: latency(1),
      },
      callers: 5,
    },
  ],
  drafts: { notMeasured: 'the offline drafts are not in this tree yet' },
  compressionRatio: 0.37,
  load: { start: [1, 1, 1], end: [2, 2, 2] },
  durationMs: 600_000,
});

describe('branchSection', () => {
  it('judges each of the issue’s figures at 100,000 clients, and says why a figure is missing', () => {
    const section = branchSection(figures(100_000));
    const byFigure = new Map(section.verdicts.map((row) => [row.figure, row]));
    const find = (part: string) => [...byFigure.values()].find((row) => row.figure.includes(part));
    expect(find('(reset)')?.verdict).toBe('met');
    expect(find('first grid page from the copy, link down, ')).toMatchObject({
      value: 'not measured: with the link down (blackhole): clients:list: no answer within 90 s',
      verdict: 'not judged',
    });
    // The slowest text decides: the CPF fragment's 60 ms is over 50 ms.
    expect(find('palette')).toMatchObject({ value: 'p50 60.0 ms (all texts 22.0 ms)', verdict: 'not met' });
    expect(find('full background refresh')).toMatchObject({ value: '200.0 s', verdict: 'met' });
    expect(find('while the refresh runs')).toMatchObject({ value: '×1.10 (330 vs 300 ms)', verdict: 'met' });
    expect(find('CPF typed')).toMatchObject({ value: 'p50 400 ms (5 callers)', verdict: 'met' });
    expect(find('on disk')).toMatchObject({ value: '120.0 MiB', verdict: 'met' });
    expect(find('memory')).toMatchObject({ value: '+90.0 MiB (heap 60 MiB)', verdict: 'met' });
    expect(find('drafts')?.verdict).toBe('not judged');
    const text = section.console.join('\n');
    expect(text).toContain('×0.37');
    expect(text).toContain('met (judged in its section)');
    expect(section.markdown.join('\n')).toContain('10 Mbit/s, 80 ms round trip, 1% of');
  });

  it('shows but does not judge a run smaller than the targets’ 100,000 clients', () => {
    const section = branchSection(figures(10_000));
    expect(section.verdicts.filter((row) => row.verdict !== 'not judged')).toEqual([]);
    expect(section.verdicts.find((row) => row.figure.includes('on disk'))?.value).toBe('120.0 MiB');
  });
});
