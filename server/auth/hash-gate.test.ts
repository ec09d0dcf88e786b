import { describe, expect, it } from 'vitest';
import { HashGate, type Admission } from './hash-gate.ts';

/** A job that runs until `finish()` is called, and notes when it started. */
function heldJob(log: string[], name: string): { job: () => Promise<string>; finish: () => void } {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    job: async () => {
      log.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('HashGate', () => {
  it('runs at most `concurrency` jobs at once and records the peak', async () => {
    const gate = new HashGate({ concurrency: 2, perKey: 100, total: 100 });
    const log: string[] = [];
    const jobs = Array.from({ length: 5 }, (_, index) => heldJob(log, `j${index}`));
    const results = jobs.map((held) => gate.run('k', held.job));
    await tick();
    expect(log).toEqual(['j0', 'j1']);
    expect(gate.stats()).toMatchObject({ running: 2, waiting: 3, peak: 2 });
    for (const held of jobs) {
      held.finish();
      await tick();
    }
    expect(await Promise.all(results)).toEqual(['j0', 'j1', 'j2', 'j3', 'j4']);
    expect(gate.stats()).toMatchObject({ running: 0, waiting: 0, peak: 2 });
  });

  it('hands free slots to the waiting keys in turn, so a flooding key cannot starve another', async () => {
    const gate = new HashGate({ concurrency: 1, perKey: 100, total: 100 });
    const log: string[] = [];
    const flood = Array.from({ length: 6 }, (_, index) => heldJob(log, `flood${index}`));
    const floodRuns = flood.map((held) => gate.run('attacker', held.job));
    await tick();
    const real = heldJob(log, 'real');
    const realRun = gate.run('customer', real.job);
    // The first flood job runs; the next free slot goes to the attacker once (first in line), then to the customer.
    flood[0]?.finish();
    await tick();
    flood[1]?.finish();
    await tick();
    expect(log).toEqual(['flood0', 'flood1', 'real']);
    real.finish();
    await realRun;
    for (const held of flood) held.finish();
    await Promise.all(floodRuns);
  });

  it('admits a key only while it has fewer than `perKey` logins pending, and the gate fewer than `total`', () => {
    const gate = new HashGate({ concurrency: 1, perKey: 2, total: 3 });
    const a1 = gate.admit('a') as Admission;
    const a2 = gate.admit('a') as Admission;
    expect(gate.admit('a')).toBe('key-busy');
    const b1 = gate.admit('b') as Admission;
    expect(gate.admit('c')).toBe('busy');
    expect(gate.stats().refused).toBe(2);
    a1.release();
    a1.release(); // releasing twice frees one place only
    expect(typeof gate.admit('c')).toBe('object');
    expect(gate.admit('a')).toBe('busy');
    a2.release();
    b1.release();
  });

  it("an admission's jobs go through the same bound", async () => {
    const gate = new HashGate({ concurrency: 1, perKey: 4, total: 4 });
    const log: string[] = [];
    const first = heldJob(log, 'first');
    const running = gate.run('other', first.job);
    const admission = gate.admit('login') as Admission;
    const second = heldJob(log, 'login');
    const waiting = admission.run(second.job);
    await tick();
    expect(log).toEqual(['first']);
    first.finish();
    second.finish();
    await Promise.all([running, waiting]);
    expect(log).toEqual(['first', 'login']);
    expect(gate.stats().peak).toBe(1);
    admission.release();
  });

  it('frees the slot when a job fails', async () => {
    const gate = new HashGate({ concurrency: 1, perKey: 4, total: 4 });
    await expect(gate.run('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run('k', () => Promise.resolve('next'))).toBe('next');
    expect(gate.stats().running).toBe(0);
  });
});
