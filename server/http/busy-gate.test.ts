import Fastify from 'fastify';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { SqlEngine } from '../db/sql-engine.ts';
import { BusyGate, refuseWhenBusy } from './busy-gate.ts';

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

  it('stops counting a request whose connection was reset while it was being answered', async () => {
    // Found by the branch bench (issue 46): a link that drops mid-request left the request counted for ever, and the
    // service answered "busy" to everyone from then on.
    const app = Fastify();
    const gate = new BusyGate(5_000);
    refuseWhenBusy(app, gate);
    let entered: () => void = () => undefined;
    const handling = new Promise<void>((resolve) => (entered = resolve));
    let finish: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (finish = resolve));
    app.post('/slow', async () => {
      entered();
      await held;
      return { success: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      const socket = connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      const body = '{"a":1}';
      socket.write(
        `POST /slow HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      );
      await handling;
      expect(gate.oldestRequestMs()).toBeDefined();
      const gone = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.resetAndDestroy();
      await gone;
      finish();
      // The handler's answer has nowhere to go; the request must leave the count all the same.
      await expect.poll(() => gate.oldestRequestMs()).toBeUndefined();
      expect(gate.refusal()).toBeUndefined();
    } finally {
      finish();
      await app.close();
    }
  });
});
