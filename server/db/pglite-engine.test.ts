import { describe, expect, it } from 'vitest';
import { openPgliteEngine } from './pglite-engine.ts';

describe('openPgliteEngine start settings', () => {
  it.each([
    ['a value that goes on', { shared_buffers: '4MB -c fsync=off' }],
    ['a value with a quote', { shared_buffers: "4MB'" }],
    ['a name that is not a word', { 'shared_buffers=1MB -c x': '4' }],
    ['an empty value', { max_connections: '' }],
  ])('refuses %s before PostgreSQL starts', async (_case, startSettings) => {
    await expect(openPgliteEngine({ startSettings })).rejects.toThrow(/not a PostgreSQL start setting/);
  });
});
