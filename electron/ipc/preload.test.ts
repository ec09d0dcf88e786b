import { beforeEach, describe, expect, it, vi } from 'vitest';
import { channels, eventNames, methodNameOf } from '../../shared/ipc/contract.ts';
import type { DeskApi } from '../../shared/ipc/desk-api.ts';

// Why a mocked `electron`: the Electron binary cannot run here; the preload is plain code around two objects.
const exposed = new Map<string, unknown>();
const invoke = vi.fn<(...args: unknown[]) => Promise<unknown>>(async () => ({ ok: true, data: { fine: true } }));
const send = vi.fn<(...args: unknown[]) => void>();
const listeners = new Map<string, Set<(...args: unknown[]) => void>>();

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, value: unknown) => exposed.set(key, value) },
  ipcRenderer: {
    invoke: (...args: unknown[]): Promise<unknown> => invoke(...args),
    send: (...args: unknown[]) => send(...args),
    on: (channel: string, handler: (...args: unknown[]) => void) => {
      const set = listeners.get(channel) ?? new Set();
      set.add(handler);
      listeners.set(channel, set);
    },
    off: (channel: string, handler: (...args: unknown[]) => void) => listeners.get(channel)?.delete(handler),
  },
}));

describe('preload', () => {
  beforeEach(async () => {
    exposed.clear();
    invoke.mockClear();
    send.mockClear();
    listeners.clear();
    vi.resetModules();
    await import('../preload.ts');
  });

  it('exposes exactly one object, window.desk', () => {
    expect([...exposed.keys()]).toEqual(['desk']);
  });

  it('exposes exactly the contract’s methods plus cancel and on', () => {
    const desk = exposed.get('desk') as Record<string, unknown>;
    const expected = [...channels.map((channel) => methodNameOf(channel)), 'cancel', 'on'].sort();
    expect(Object.keys(desk).sort()).toEqual(expected);
    expect(Object.isFrozen(desk)).toBe(true);
  });

  it('sends every call through the one invoke channel with its channel name and call id', async () => {
    const desk = exposed.get('desk') as DeskApi;
    const result = await desk.clientsList({ start: 0, limit: 50, where: [] }, { callId: 'grid-1' });
    expect(result).toEqual({ ok: true, data: { fine: true } });
    expect(invoke).toHaveBeenCalledWith('desk:call', 'clients:list', { start: 0, limit: 50, where: [] }, 'grid-1');
  });

  it('cancels through the cancel channel', () => {
    (exposed.get('desk') as DeskApi).cancel('grid-1');
    expect(send).toHaveBeenCalledWith('desk:cancel', 'grid-1');
  });

  it('delivers only the named event to a listener and stops after unsubscribing', () => {
    const desk = exposed.get('desk') as DeskApi;
    const seen: unknown[] = [];
    const stop = desk.on('session:expired', (payload) => seen.push(payload));
    const fire = (name: string, payload: unknown) =>
      listeners.get('desk:event')?.forEach((handler) => handler({}, name, payload));
    fire('connection:changed', { state: 'offline' });
    fire('session:expired', { area: 'admin' });
    stop();
    fire('session:expired', { area: 'admin' });
    expect(seen).toEqual([{ area: 'admin' }]);
  });

  it('answers a failed Result, never a throw, when main rejects the invoke (no handler yet, or it threw)', async () => {
    invoke.mockRejectedValueOnce(
      new Error("Error invoking remote method 'desk:call': Error: No handler registered for 'desk:call'"),
    );
    const result = await (exposed.get('desk') as DeskApi).settingsGet({});
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('INTERNAL');
  });

  it('asks main for the latest states when it loads, and hands the latest state to a listener that comes later', async () => {
    expect(send).toHaveBeenCalledWith('desk:replay');
    const fire = (name: string, payload: unknown) =>
      listeners.get('desk:event')?.forEach((handler) => handler({}, name, payload));
    fire('demo:status', { state: 'starting' });
    fire('demo:status', { state: 'running' });
    fire('session:expired', { area: 'admin' });
    const demo: unknown[] = [];
    const expired: unknown[] = [];
    (exposed.get('desk') as DeskApi).on('demo:status', (payload) => demo.push(payload));
    (exposed.get('desk') as DeskApi).on('session:expired', (payload) => expired.push(payload));
    await Promise.resolve();
    expect(demo).toEqual([{ state: 'running' }]);
    // One-off events are not replayed.
    expect(expired).toEqual([]);
  });

  it('refuses to listen to an event the contract does not have', () => {
    const desk = exposed.get('desk') as DeskApi;
    expect(eventNames).not.toContain('made:up');
    expect(() => desk.on('made:up' as never, () => undefined)).toThrow(/unknown event/);
  });
});
