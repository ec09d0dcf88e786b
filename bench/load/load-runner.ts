import { join } from 'node:path';
import { runJsonProcess } from '../common/json-process.ts';
import type { LoadJob, LoadSample } from './load-job.ts';

const generatorPath = join(import.meta.dirname, 'load-autocannon.ts');

/** Runs one load job in a new Node process (autocannon) and answers the figures it prints as JSON. */
export function runLoadProcess(job: LoadJob): Promise<LoadSample> {
  return runJsonProcess<LoadSample>(generatorPath, [JSON.stringify(job)], {
    name: 'the load generator',
    stderr: 'pipe',
    stopSignal: 'SIGKILL',
  });
}
