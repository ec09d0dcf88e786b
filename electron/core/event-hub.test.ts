import { describe, expect, it } from 'vitest';
import { EventHub } from './event-hub.ts';

describe('EventHub', () => {
  it('keeps the latest payload of each state event, in the order they were first sent', () => {
    const hub = new EventHub();
    hub.emit('connection:changed', { state: 'online' });
    hub.emit('demo:status', { state: 'starting' });
    hub.emit('connection:changed', { state: 'reconnecting' });
    expect(hub.latestStates()).toEqual([
      ['connection:changed', { state: 'reconnecting' }],
      ['demo:status', { state: 'starting' }],
    ]);
  });

  it('keeps nothing of one-off events', () => {
    const hub = new EventHub();
    hub.emit('session:expired', { area: 'admin' });
    hub.emit('ui:command', { command: 'show-shortcuts' });
    expect(hub.latestStates()).toEqual([]);
  });

  it('still reaches the other listeners when one throws', () => {
    const errors: unknown[] = [];
    const hub = new EventHub((error) => errors.push(error));
    const seen: string[] = [];
    hub.subscribe(() => {
      throw new Error('closed window');
    });
    hub.subscribe((event) => seen.push(event));
    hub.emit('session:expired', { area: 'client' });
    expect(seen).toEqual(['session:expired']);
    expect(errors).toHaveLength(1);
  });
});
