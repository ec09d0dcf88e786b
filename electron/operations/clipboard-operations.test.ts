import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProviderError } from '../provider/provider-error.ts';
import { clipboardOperations } from './clipboard-operations.ts';

const call = { signal: new AbortController().signal };

describe('clipboard:writeTemporary', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("writes the port (Electron's clipboard in the app) and clears it after 60 s when it still holds the text", async () => {
    let held = '';
    const port = { readText: () => held, writeText: (text: string) => void (held = text) };
    const operations = clipboardOperations(port, () => undefined);
    await expect(operations['clipboard:writeTemporary']({ text: '0002012633' }, call)).resolves.toEqual({
      holdMs: 60_000,
    });
    expect(held).toBe('0002012633');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(held).toBe('');
  });

  it('refuses as UNAVAILABLE on a host without a clipboard of its own (browser mode)', async () => {
    const operations = clipboardOperations(undefined, () => undefined);
    const failure = await operations['clipboard:writeTemporary']({ text: 'x' }, call).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).code).toBe('UNAVAILABLE');
  });
});
