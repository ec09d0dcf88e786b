import { describe, expect, it } from 'vitest';
import { spreadOverRuns, summarize } from '../common/stats.ts';
import type { CompressionCase, CompressionFigures } from './compression-phase.ts';
import { compressionSection } from './compression-section.ts';
import { branchOfficeLink } from './shaped-link.ts';

const way = (
  link: 'shaped' | 'loopback',
  compressed: boolean,
  p50s: number[],
  bytesPerPage?: number,
): CompressionCase => ({
  link,
  compressed,
  latency: summarize(p50s),
  runs: spreadOverRuns(p50s),
  ...(bytesPerPage === undefined ? {} : { bytesPerPage }),
});

describe('compressionSection', () => {
  it('names the link, each way’s p50 and bytes, and the gain on the shaped link', () => {
    const figures: CompressionFigures = {
      rows: 1000,
      shape: branchOfficeLink,
      cases: [
        way('shaped', false, [1100, 1150], 808_238),
        way('shaped', true, [460, 570], 109_480),
        way('loopback', false, [210, 290]),
        way('loopback', true, [300, 360]),
      ],
      ratio: 2.23,
    };
    const section = compressionSection(figures);
    const text = section.console.join('\n');
    expect(text).toContain('10 Mbit/s');
    expect(text).toContain('808,238');
    expect(text).toContain('gain on the 10 Mbit/s link: ×2.23');
    expect(section.markdown.join('\n')).toContain('token bucket each way (10,000,000 bit/s, a burst of 15,000');
    expect(section.verdicts).toEqual([]);
  });
});
