import type { LoadRequest } from './load-scenarios.ts';

/** What the load process (bench/load/load-autocannon.ts) is asked to do. */
export interface LoadJob {
  /** The administrative area's base address (loopback). */
  baseUrl: string;
  cookie: string;
  connections: number;
  durationSeconds: number;
  requests: LoadRequest[];
}

/** What one load run measured (autocannon's figures, latencies in ms). */
export interface LoadSample {
  connections: number;
  durationSeconds: number;
  /** Answers received per second over the run (all answers ÷ the run's duration). */
  requestsPerSecond: number;
  requestsTotal: number;
  ok2xx: number;
  non2xx: number;
  /** Connection errors, timeouts included (autocannon counts them there). */
  errors: number;
  timeouts: number;
  latencyP50: number;
  latencyP99: number;
  latencyMax: number;
}

/** Everything that went wrong in a run: connection errors (timeouts included) and answers other than 2xx. */
export function failuresOf(sample: LoadSample): number {
  return sample.errors + sample.non2xx;
}
