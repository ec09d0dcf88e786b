// The load generator of the bench's `load` phase, run as `node bench/load/load-autocannon.ts '<LoadJob JSON>'`.
// Why a process of its own: the generator must not share the service's event loop nor the bench's.
// It drives one scenario with autocannon on loopback for a bounded time and prints one JSON line on stdout.
import autocannon from 'autocannon';
import type { LoadJob, LoadSample } from './load-job.ts';

async function main(): Promise<void> {
  const job = JSON.parse(process.argv[2] ?? '{}') as LoadJob;
  const result = await autocannon({
    url: job.baseUrl,
    connections: job.connections,
    duration: job.durationSeconds,
    // Why a 10 s timeout: a request slower than that is a failure an operator would notice, not a latency.
    timeout: 10,
    headers: { accept: 'application/json', cookie: job.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    requests: job.requests.map((request) => ({
      method: request.method,
      path: request.path,
      ...(request.body !== undefined ? { body: request.body } : {}),
    })),
  });
  const sample: LoadSample = {
    connections: job.connections,
    durationSeconds: result.duration,
    requestsPerSecond: result.requests.total / result.duration,
    requestsTotal: result.requests.total,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    latencyMax: result.latency.max,
  };
  process.stdout.write(`${JSON.stringify(sample)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`load run failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
