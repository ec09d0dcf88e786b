/** A latency in ms as a bare number with sensible precision (2 decimals under 10, 1 under 100). */
export function formatLatency(ms: number): string {
  if (!Number.isFinite(ms)) return '–';
  return ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0);
}

/** A latency difference in ms with its sign (`+2.31`, `-0.40`). */
export function formatLatencyDelta(ms: number): string {
  return `${ms < 0 ? '-' : '+'}${formatLatency(Math.abs(ms))}`;
}

/** A duration with its unit: ms below ten seconds, seconds above. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms)) return '–';
  return ms >= 10_000
    ? `${(ms / 1000).toFixed(1)} s`
    : ms >= 1000
      ? `${(ms / 1000).toFixed(2)} s`
      : `${formatLatency(ms)} ms`;
}

/** A size in MiB (GiB from 10 GiB on). */
export function formatBytes(bytes: number): string {
  const mib = bytes / 1024 / 1024;
  return mib >= 10 * 1024 ? `${(mib / 1024).toFixed(1)} GiB` : `${mib.toFixed(0)} MiB`;
}

/** A count with thousands separators. */
export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

/** A server's `select version()` without the build details: `PostgreSQL 15.18 (Debian …)`. */
export function shortVersion(version: string): string {
  return version.split(' on ')[0] ?? version;
}

/** Load averages as `0.87 / 1.31 / 1.50`. */
export function formatLoad(load: readonly number[]): string {
  return load.map((value) => value.toFixed(2)).join(' / ');
}

/** A ratio such as `×1.8`. */
export function formatRatio(ratio: number): string {
  // Why two decimals: the app-cost target is 1.10; one decimal would print 1.12 as ×1.1.
  return Number.isFinite(ratio) ? `×${ratio.toFixed(2)}` : '–';
}
