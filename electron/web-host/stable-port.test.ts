import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { stablePortCandidates, stablePortRange, startOnStablePort } from './stable-port.ts';

const held: Server[] = [];
afterEach(async () => {
  await Promise.all(held.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Listens on 127.0.0.1:port as the web host does; rejects with EADDRINUSE when it is taken. */
function listenOn(port: number): Promise<{ origin: string }> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port, host: '127.0.0.1' }, () => {
      held.push(server);
      const address = server.address();
      resolve({ origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    });
  });
}

describe('stable port of browser mode', () => {
  it('is the same for a data directory at every start, and differs between directories', () => {
    const one = stablePortCandidates('/home/ana/.provider-desk');
    expect(stablePortCandidates('/home/ana/.provider-desk')).toEqual(one);
    expect(stablePortCandidates('/home/bruno/.provider-desk')[0]).not.toBe(one[0]);
    expect(new Set(one).size).toBe(one.length);
    for (const port of one) {
      expect(port).toBeGreaterThanOrEqual(stablePortRange.first);
      expect(port).toBeLessThan(stablePortRange.first + stablePortRange.count);
    }
  });

  it('listens on the directory’s own port when it is free', async () => {
    const dir = `/tmp/desk-stable-${process.pid}-free`;
    const outcome = await startOnStablePort(dir, listenOn);
    expect(outcome.port).toBe(stablePortCandidates(dir)[0]);
    expect(outcome.taken).toBeUndefined();
  });

  it('falls back to the next candidate when the port is taken, and says which one was', async () => {
    const dir = `/tmp/desk-stable-${process.pid}-taken`;
    const [first, second] = stablePortCandidates(dir);
    await listenOn(first ?? 0);
    const outcome = await startOnStablePort(dir, listenOn);
    expect(outcome.taken).toBe(first);
    expect(outcome.port).toBe(second);
  });

  it('passes on failures other than a taken port', async () => {
    await expect(
      startOnStablePort('/tmp/x', () => Promise.reject(Object.assign(new Error('denied'), { code: 'EACCES' }))),
    ).rejects.toThrow('denied');
  });
});
