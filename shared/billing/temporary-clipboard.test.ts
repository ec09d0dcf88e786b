import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { temporaryClipboard } from './temporary-clipboard.ts';

// Fake timers stand in for both hosts' timers (main's Node timers, the page's window timers).
const timers = {
  setTimeout: (run: () => void, ms: number): unknown => setTimeout(run, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const fakeClipboard = () => {
  let text = '';
  return {
    readText: () => text,
    writeText: (value: string) => {
      text = value;
    },
  };
};

describe('temporaryClipboard', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('clears what it copied after 60 s when the clipboard still holds it', async () => {
    const clipboard = fakeClipboard();
    await temporaryClipboard(clipboard, { timers }).write('PIX-CODE');
    await vi.advanceTimersByTimeAsync(59_999);
    expect(clipboard.readText()).toBe('PIX-CODE');
    await vi.advanceTimersByTimeAsync(1);
    expect(clipboard.readText()).toBe('');
  });

  it('leaves alone what the operator copied since', async () => {
    const clipboard = fakeClipboard();
    await temporaryClipboard(clipboard, { timers }).write('PIX-CODE');
    clipboard.writeText('something else');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(clipboard.readText()).toBe('something else');
  });

  it('a second copy replaces the first one’s clearing: 60 s from the last copy', async () => {
    const clipboard = fakeClipboard();
    const copier = temporaryClipboard(clipboard, { timers });
    await copier.write('first');
    await vi.advanceTimersByTimeAsync(30_000);
    await copier.write('second');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(clipboard.readText()).toBe('second');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(clipboard.readText()).toBe('');
  });

  it('reports a clearing that failed instead of leaving a rejection', async () => {
    const onError = vi.fn();
    const clipboard = {
      readText: () => Promise.reject(new Error('document is not focused')),
      writeText: () => undefined,
    };
    await temporaryClipboard(clipboard, { timers, onError }).write('x');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onError).toHaveBeenCalledOnce();
  });
});
