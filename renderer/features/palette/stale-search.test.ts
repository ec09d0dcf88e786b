import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgedDeskApi } from '../../../shared/ipc/desk-api.ts';
import { classifySearch } from '../../../shared/search/search-rule.ts';
import { searchQueryOptions } from './use-palette-search.ts';

// Why a stand-in host under the page's real facade: the real host connects to Electron or the browser-mode
// host when imported; the facade's own part (a signal's call id and cancel) is what these tests watch.
const desk = vi.hoisted(() => ({ clientsSearch: vi.fn(), cancel: vi.fn() }));
vi.mock('../../api/desk.ts', async () => {
  const { withCallSignals } = await import('../../../shared/ipc/build-desk-api.ts');
  return { desk: withCallSignals(desk as unknown as BridgedDeskApi) };
});

const optionsOf = (text: string) => searchQueryOptions(classifySearch(text));
const callIdOf = (index: number) => (desk.clientsSearch.mock.calls[index]?.[1] as { callId: string }).callId;

beforeEach(() => {
  desk.clientsSearch.mockReset();
  desk.cancel.mockReset();
});

describe('palette searches', () => {
  it('cancels in main the search of a text no longer shown, and keeps the current one', async () => {
    const answers: Array<(value: unknown) => void> = [];
    desk.clientsSearch.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The hook's useQuery is this observer: typing a new text replaces its search.
    const observer = new QueryObserver(client, optionsOf('#12'));
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(desk.clientsSearch).toHaveBeenCalledTimes(1));
    expect(desk.clientsSearch.mock.calls[0]?.[0]).toEqual({ text: '#12', limit: 5 });

    observer.setOptions(optionsOf('#123'));
    await vi.waitFor(() => expect(desk.clientsSearch).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(desk.cancel).toHaveBeenCalledWith(callIdOf(0)));
    expect(desk.cancel).not.toHaveBeenCalledWith(callIdOf(1));

    for (const answer of answers) answer({ ok: true, data: { invalidDocument: false, groups: [] } });
    stop();
    client.clear();
  });
});
