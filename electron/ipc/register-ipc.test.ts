import { EventEmitter } from 'node:events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EventHub } from '../core/event-hub.ts';
import type { Dispatcher } from './dispatcher.ts';

type Handler = (event: unknown, ...args: unknown[]) => unknown;
const handlers = new Map<string, Handler>();
const emitter = new EventEmitter();

vi.mock('electron', () => ({
  ipcMain: {
    handle: (channel: string, handler: Handler) => handlers.set(channel, handler),
    removeHandler: (channel: string) => handlers.delete(channel),
    on: (channel: string, handler: Handler) => emitter.on(channel, handler),
    off: (channel: string, handler: Handler) => emitter.off(channel, handler),
  },
}));

const { registerIpc } = await import('./register-ipc.ts');

function fakeWindow() {
  const mainFrame = { url: 'app://desk/index.html' };
  const sent: unknown[][] = [];
  return {
    window: { webContents: { mainFrame, send: (...args: unknown[]) => sent.push(args) }, isDestroyed: () => false },
    mainFrame,
    sent,
  };
}

describe('registerIpc', () => {
  const dispatch = vi.fn(async () => ({ ok: true as const, data: 'ran' }));
  const cancel = vi.fn();
  const dispatcher: Dispatcher = { dispatch, cancel };
  let fake: ReturnType<typeof fakeWindow>;
  let hub: EventHub;
  let unregister: () => void;

  beforeEach(() => {
    dispatch.mockClear();
    cancel.mockClear();
    fake = fakeWindow();
    hub = new EventHub();
    unregister = registerIpc(fake.window as never, dispatcher, hub, 'app://desk');
  });

  const call = (senderFrame: unknown, ...args: unknown[]) => handlers.get('desk:call')?.({ senderFrame }, ...args);

  it('runs a call from our own page’s top frame', async () => {
    await expect(call(fake.mainFrame, 'clients:list', { start: 0 }, 'c1')).resolves.toEqual({ ok: true, data: 'ran' });
    expect(dispatch).toHaveBeenCalledWith('clients:list', { start: 0 }, 'c1');
    unregister();
  });

  it('refuses a call from a child frame, even of our origin', async () => {
    const child = { url: 'app://desk/index.html' };
    await expect(call(child, 'session:state', {})).resolves.toMatchObject({
      ok: false,
      error: { code: 'ACCESS_DENIED' },
    });
    expect(dispatch).not.toHaveBeenCalled();
    unregister();
  });

  it('refuses a call from a top frame that navigated to a foreign origin', async () => {
    fake.mainFrame.url = 'https://evil.example/';
    await expect(call(fake.mainFrame, 'session:state', {})).resolves.toMatchObject({
      ok: false,
      error: { code: 'ACCESS_DENIED' },
    });
    expect(dispatch).not.toHaveBeenCalled();
    unregister();
  });

  it('refuses a call without a sender frame', async () => {
    await expect(call(null, 'session:state', {})).resolves.toMatchObject({
      ok: false,
      error: { code: 'ACCESS_DENIED' },
    });
    unregister();
  });

  it('cancels only for our own page', () => {
    emitter.emit('desk:cancel', { senderFrame: { url: 'https://evil.example/' } }, 'c1');
    emitter.emit('desk:cancel', { senderFrame: fake.mainFrame }, 'c2');
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(cancel).toHaveBeenCalledWith('c2');
    unregister();
  });

  it('forwards hub events to the window until unregistered', () => {
    hub.emit('connection:changed', { state: 'offline' });
    unregister();
    hub.emit('connection:changed', { state: 'online' });
    expect(fake.sent).toEqual([['desk:event', 'connection:changed', { state: 'offline' }]]);
    expect(handlers.has('desk:call')).toBe(false);
  });

  it('hands a page that asks (it loaded or reloaded) the latest states, and only our own page', () => {
    hub.emit('demo:status', { state: 'starting' });
    hub.emit('demo:status', { state: 'running' });
    hub.emit('ui:command', { command: 'show-shortcuts' });
    fake.sent.length = 0;
    emitter.emit('desk:replay', { senderFrame: { url: 'https://evil.example/' } });
    expect(fake.sent).toEqual([]);
    emitter.emit('desk:replay', { senderFrame: fake.mainFrame });
    expect(fake.sent).toEqual([['desk:event', 'demo:status', { state: 'running' }]]);
    unregister();
    expect(emitter.listenerCount('desk:replay')).toBe(0);
  });
});
