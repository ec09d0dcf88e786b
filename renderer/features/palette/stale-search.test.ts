import { QueriesObserver, QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgedDeskApi } from '../../../shared/ipc/desk-api.ts';
import { classifyQuery } from './classify-query.ts';
import { searchQueryOptions } from './use-palette-search.ts';

// Why a stand-in host under the page's real facade: the real host connects to Electron or the browser-mode
// host when imported; the facade's own part (a signal's call id and cancel) is what these tests watch.
const desk = vi.hoisted(() => ({ clientsList: vi.fn(), cancel: vi.fn() }));
vi.mock('../../api/desk.ts', async () => {
  const { withCallSignals } = await import('../../../shared/ipc/build-desk-api.ts');
  return { desk: withCallSignals(desk as unknown as BridgedDeskApi) };
});

const optionsOf = (text: string) => classifyQuery(text).searches.map(searchQueryOptions);
const callIdOf = (index: number) => (desk.clientsList.mock.calls[index]?.[1] as { callId: string }).callId;

beforeEach(() => {
  desk.clientsList.mockReset();
  desk.cancel.mockReset();
});

describe('palette searches', () => {
  it('cancels in main the search of a text no longer shown, and keeps the current one', async () => {
    const answers: Array<(value: unknown) => void> = [];
    desk.clientsList.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The hook's useQueries is this observer: typing a new text replaces its list of searches.
    const observer = new QueriesObserver(client, optionsOf('#12'));
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(desk.clientsList).toHaveBeenCalledTimes(1));
    expect(desk.clientsList.mock.calls[0]?.[0]).toMatchObject({
      limit: 5,
      where: [{ field: 'client_pk', oper: 5, value: 12 }],
    });

    observer.setQueries(optionsOf('#123'));
    await vi.waitFor(() => expect(desk.clientsList).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(desk.cancel).toHaveBeenCalledWith(callIdOf(0)));
    expect(desk.cancel).not.toHaveBeenCalledWith(callIdOf(1));

    for (const answer of answers) answer({ ok: true, data: { total: 0, rows: [] } });
    stop();
    client.clear();
  });
});
