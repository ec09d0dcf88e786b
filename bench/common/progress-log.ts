const startedAt = performance.now();

/** Writes one progress line to stderr, stamped with the seconds since the bench started (stdout keeps the results). */
export function logProgress(message: string): void {
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1).padStart(6);
  process.stderr.write(`[bench ${seconds}s] ${message}\n`);
}

/** A seed progress callback that logs about every tenth of the way. */
export function seedProgressLogger(label: string): (done: number, total: number) => void {
  let shown = 0;
  return (done, total) => {
    if (done === total || done - shown >= total / 10) {
      shown = done;
      logProgress(`${label}: ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} clients`);
    }
  };
}
