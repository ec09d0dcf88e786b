import { describe, expect, it } from 'vitest';
import type { Settings } from '../../../shared/ipc/contract.ts';
import type { Result } from '../../../shared/ipc/result.ts';
import { readFirstSettings } from './read-first-settings.ts';

const settings: Settings = { language: 'en', theme: 'dark', zoom: 1.1 };
const failure: Result<Settings> = { ok: false, error: { code: 'INTERNAL', message: 'not ready' } };
const noWait = async () => undefined;

describe('readFirstSettings', () => {
  it('answers the settings when main answers at once', async () => {
    await expect(readFirstSettings(async () => ({ ok: true, data: settings }), noWait)).resolves.toEqual(settings);
  });

  it('tries again while main is not ready, and while the call throws', async () => {
    const answers: (() => Promise<Result<Settings>>)[] = [
      async () => failure,
      async () => Promise.reject(new Error('gone')),
      async () => ({ ok: true, data: settings }),
    ];
    const waits: number[] = [];
    await expect(
      readFirstSettings(
        () => (answers.shift() as () => Promise<Result<Settings>>)(),
        async (ms) => void waits.push(ms),
      ),
    ).resolves.toEqual(settings);
    expect(waits).toEqual([200, 600]);
  });

  it('gives up after four tries with the last failure, for the error screen', async () => {
    let calls = 0;
    await expect(
      readFirstSettings(async () => {
        calls++;
        return failure;
      }, noWait),
    ).rejects.toThrow('INTERNAL: not ready');
    expect(calls).toBe(4);
  });
});
