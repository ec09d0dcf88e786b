/** The variable a phase run in a process of its own reads the bench's clock from. */
const clockVariable = 'PROVIDER_BENCH_CLOCK_MS';

// Why the variable: a phase in a process of its own stamps its lines on the bench's clock, not from zero.
const startedAt = performance.now() - (Number(process.env[clockVariable]) || 0);

/** The environment that gives a phase's own process the bench's clock. */
export function benchClockEnvironment(): Record<string, string> {
  return { [clockVariable]: String(performance.now() - startedAt) };
}

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
