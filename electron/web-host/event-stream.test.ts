import { describe, expect, it } from 'vitest';
import { eventFrame } from './event-stream.ts';

describe('eventFrame', () => {
  it('frames an event as Server-Sent Events: its name, one data line of JSON, a blank line', () => {
    expect(eventFrame('demo:status', { state: 'running' })).toBe('event: demo:status\ndata: {"state":"running"}\n\n');
  });

  it('keeps line breaks of the payload inside the one data line', () => {
    const frame = eventFrame('update:status', { state: 'error', message: 'line one\nline two\r\n' });
    expect(frame.split('\n')).toEqual([
      'event: update:status',
      'data: {"state":"error","message":"line one\\nline two\\r\\n"}',
      '',
      '',
    ]);
  });

  it('sends null for an event without a payload', () => {
    expect(eventFrame('connection:changed', undefined)).toBe('event: connection:changed\ndata: null\n\n');
  });
});
