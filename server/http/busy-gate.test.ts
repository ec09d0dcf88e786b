import { describe, expect, it } from 'vitest';
import type { SqlEngine } from '../db/sql-engine.ts';
import { BusyGate } from './busy-gate.ts';

describe('busy gate', () => {
  it('refuses while the oldest unanswered request has been in the service for the bound, with Retry-After', () => {
    let clock = 0;
    const gate = new BusyGate(5_000, () => clock);
    expect(gate.refusal()).toBeUndefined();
    const done = gate.admit();
    clock = 4_999;
    expect(gate.refusal()).toBeUndefined();
    clock = 5_001;
    const refusal = gate.refusal();
    expect(refusal?.status).toBe(503);
    expect(refusal?.code).toBe('SERVICE_BUSY');
    expect(refusal?.headers).toEqual({ 'retry-after': '6' });
    done();
    expect(gate.refusal()).toBeUndefined();
  });

  it('refuses while the oldest statement in the engine has waited for the bound, and not after it settled', async () => {
    let clock = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const engine: SqlEngine = {
      kind: 'pglite',
      query: async () => {
        await held;
        return [];
      },
      transaction: async (fn) => fn({ query: async () => [] }),
      exec: async () => undefined,
      close: async () => undefined,
    };
    const gate = new BusyGate(1_000, () => clock);
    const metered = gate.meter(engine);
    const running = metered.query('select 1');
    clock = 1_000;
    expect(gate.refusal()?.headers).toEqual({ 'retry-after': '1' });
    release();
    await running;
    expect(gate.refusal()).toBeUndefined();
  });
});
