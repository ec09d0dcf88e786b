import { describe, expect, it } from 'vitest';
import { spreadOverRuns, summarize } from '../common/stats.ts';
import type { CompressionCase, CompressionFigures } from './compression-phase.ts';
import { compressionSection } from './compression-section.ts';
import { branchOfficeLink, lossyBranchLink } from './shaped-link.ts';

const way = (
  link: CompressionCase['link'],
  compressed: boolean,
  p50s: number[],
  bytesPerPage?: number,
  newConnections?: number,
): CompressionCase => ({
  link,
  compressed,
  latency: summarize(p50s),
  runs: spreadOverRuns(p50s),
  ...(bytesPerPage === undefined ? {} : { bytesPerPage }),
  ...(newConnections === undefined ? {} : { newConnections }),
});

describe('compressionSection', () => {
  it('names the link, each way’s p50 and bytes, and the gain on the shaped link', () => {
    const figures: CompressionFigures = {
      rows: 1000,
      shape: branchOfficeLink,
      cases: [
        way('shaped', false, [1100, 1150], 808_238),
        way('shaped', true, [460, 570], 109_480),
        way('branch', false, [1500, 1600], 810_000),
        way('branch', true, [520, 610], 110_000, 3),
        way('loopback', false, [210, 290]),
        way('loopback', true, [300, 360]),
      ],
      ratio: 2.23,
      branchShape: lossyBranchLink,
      branchRatio: 0.37,
    };
    const section = compressionSection(figures);
    const text = section.console.join('\n');
    expect(text).toContain('10 Mbit/s');
    expect(text).toContain('808,238');
    expect(text).toContain('gain on the 10 Mbit/s link: ×2.23');
    expect(section.markdown.join('\n')).toContain('token bucket each way (10,000,000 bit/s, a burst of 15,000');
    expect(text).toContain('10 Mbit/s, 80 ms, 1% loss');
    expect(text).toContain('new connections');
    expect(text).toMatch(/110,000 +3/);
    expect(text).toContain('compressed takes ×0.37 the time of plain');
    expect(section.verdicts).toEqual([
      {
        figure: '1,000-row page over the branch office link, compressed ÷ plain',
        value: '×0.37',
        target: '≤ ×0.40',
        verdict: 'met',
      },
    ]);
  });
});
