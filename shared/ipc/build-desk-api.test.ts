import { describe, expect, it } from 'vitest';
import { buildDeskApi, withCallSignals, type BridgePrimitives } from './build-desk-api.ts';
import type { Result } from './result.ts';

/** A host bridge that records calls and cancels, and answers each call when the test says so. */
function recordingBridge() {
  const calls: Array<{ channel: string; input: unknown; callId: string | undefined }> = [];
  const cancels: string[] = [];
  const answers: Array<(result: Result<unknown>) => void> = [];
  const bridge: BridgePrimitives = {
    call: (channel, input, callId) => {
      calls.push({ channel, input, callId });
      return new Promise((resolve) => answers.push(resolve));
    },
    cancel: (callId) => void cancels.push(callId),
    listen: () => () => undefined,
  };
  const answerAll = () => answers.splice(0).forEach((answer) => answer({ ok: true, data: { rows: [], total: 0 } }));
  return { bridge, calls, cancels, answerAll };
}

const listInput = { start: 0, limit: 50, sort: 'client_complete_name', dir: 'ASC', where: [] } as const;

describe('withCallSignals', () => {
  it('passes a call without a signal through unchanged, with its own call id if it names one', async () => {
    const host = recordingBridge();
    const desk = withCallSignals(buildDeskApi(host.bridge));
    const first = desk.clientsList(listInput);
    const second = desk.clientsList(listInput, { callId: 'grid-7' });
    host.answerAll();
    await Promise.all([first, second]);
    expect(host.calls.map((call) => call.callId)).toEqual([undefined, 'grid-7']);
    expect(host.cancels).toEqual([]);
  });

  it('gives a call with a signal a call id of its own, and cancels that call in main when the signal aborts', async () => {
    const host = recordingBridge();
    const desk = withCallSignals(buildDeskApi(host.bridge));
    const controller = new AbortController();
    const answer = desk.clientsList(listInput, { signal: controller.signal });
    const other = desk.clientsList(listInput, { signal: new AbortController().signal });
    const [first, second] = host.calls.map((call) => call.callId);
    expect(first).toMatch(/^clientsList-[a-z0-9]+-\d+$/);
    expect(second).not.toBe(first);
    // Why the pattern: main's dispatcher takes only ids of 1–64 letters, digits, _ and -.
    expect(first).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    controller.abort();
    controller.abort();
    expect(host.cancels).toEqual([first]);
    host.answerAll();
    await Promise.all([answer, other]);
  });

  it('begins the made-up call id with the prefix the caller gives', async () => {
    const host = recordingBridge();
    const desk = withCallSignals(buildDeskApi(host.bridge));
    const answer = desk.clientsList(listInput, { signal: new AbortController().signal, idPrefix: 'clients-export' });
    expect(host.calls[0]?.callId).toMatch(/^clients-export-[a-z0-9]+-\d+$/);
    host.answerAll();
    await answer;
  });

  it('keeps a call id the caller named along with the signal', async () => {
    const host = recordingBridge();
    const desk = withCallSignals(buildDeskApi(host.bridge));
    const controller = new AbortController();
    const answer = desk.customerContracts(
      { customerId: 'c1', start: 0, limit: 25, sort: 'contract_pk', dir: 'ASC' },
      { signal: controller.signal, callId: 'contracts-1' },
    );
    controller.abort();
    expect(host.calls[0]).toMatchObject({ channel: 'customer:contracts', callId: 'contracts-1' });
    expect(host.cancels).toEqual(['contracts-1']);
    host.answerAll();
    await answer;
  });

  it('cancels at once a call whose signal aborted before it was made', async () => {
    const host = recordingBridge();
    const desk = withCallSignals(buildDeskApi(host.bridge));
    const answer = desk.clientsList(listInput, { signal: AbortSignal.abort() });
    expect(host.cancels).toEqual([host.calls[0]?.callId]);
    host.answerAll();
    await answer;
  });

  it('no longer cancels once the call answered', async () => {
    const host = recordingBridge();
    const desk = withCallSignals(buildDeskApi(host.bridge));
    const controller = new AbortController();
    const answer = desk.clientsList(listInput, { signal: controller.signal });
    host.answerAll();
    await expect(answer).resolves.toEqual({ ok: true, data: { rows: [], total: 0 } });
    controller.abort();
    expect(host.cancels).toEqual([]);
  });

  it('hands cancel and events through to the host', () => {
    const host = recordingBridge();
    const desk = withCallSignals(buildDeskApi(host.bridge));
    desk.cancel('grid-1');
    expect(host.cancels).toEqual(['grid-1']);
    expect(() => desk.on('no:such-event' as 'demo:status', () => undefined)).toThrow('unknown event');
  });
});
