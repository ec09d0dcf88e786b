import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { allowedHosts, guardRequest } from './request-guard.ts';

const port = 4321;
const request = (headers: Record<string, string>, method = 'GET'): IncomingMessage =>
  ({ headers, method }) as unknown as IncomingMessage;

describe('allowedHosts', () => {
  it('names 127.0.0.1 and localhost with the port, nothing else', () => {
    expect(allowedHosts(port)).toEqual(['127.0.0.1:4321', 'localhost:4321']);
  });
});

describe('guardRequest', () => {
  it('lets through our own Host, with or without our own Origin', () => {
    expect(guardRequest(request({ host: '127.0.0.1:4321' }), port)).toBeUndefined();
    expect(guardRequest(request({ host: 'localhost:4321' }), port)).toBeUndefined();
    expect(guardRequest(request({ host: 'LOCALHOST:4321' }), port)).toBeUndefined();
    expect(
      guardRequest(request({ host: '127.0.0.1:4321', origin: 'http://127.0.0.1:4321' }, 'POST'), port),
    ).toBeUndefined();
    expect(
      guardRequest(request({ host: 'localhost:4321', origin: 'http://localhost:4321' }, 'POST'), port),
    ).toBeUndefined();
  });

  it('refuses a missing or foreign Host (DNS rebinding)', () => {
    for (const host of [
      undefined,
      'evil.example:4321',
      '127.0.0.1',
      '127.0.0.1:4322',
      'localhost',
      '[::1]:4321',
      '127.0.0.1:4321.evil.example',
      '0.0.0.0:4321',
    ]) {
      const headers: Record<string, string> = host === undefined ? {} : { host };
      expect(guardRequest(request(headers), port), host).toEqual({
        status: 403,
        error: 'this host name is not allowed',
      });
    }
  });

  it('refuses an Origin that is not our own', () => {
    for (const origin of [
      'http://evil.example',
      'null',
      'https://127.0.0.1:4321',
      'http://127.0.0.1:4322',
      'http://localhost:4321',
      'http://127.0.0.1:4321/',
    ]) {
      expect(guardRequest(request({ host: '127.0.0.1:4321', origin }, 'POST'), port), origin).toEqual({
        status: 403,
        error: 'requests from other origins are not allowed',
      });
    }
  });

  it('refuses every preflight, our own origin included', () => {
    expect(guardRequest(request({ host: '127.0.0.1:4321', origin: 'http://127.0.0.1:4321' }, 'OPTIONS'), port)).toEqual(
      { status: 403, error: 'cross-origin requests are not allowed' },
    );
    expect(guardRequest(request({ host: '127.0.0.1:4321' }, 'OPTIONS'), port)?.status).toBe(403);
  });
});
