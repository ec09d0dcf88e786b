import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgedDeskApi } from '../../../shared/ipc/desk-api.ts';
import { DeskError } from '../../api/desk-error.ts';
import { clientsListKey, fetchClientsPage, listInput, type ClientsPageParams } from './clients-query.ts';

// Why a stand-in host under the page's real facade: the real host connects to Electron or the browser-mode
// host when imported; the facade's own part (a signal's call id and cancel) is what these tests watch.
const desk = vi.hoisted(() => ({ clientsList: vi.fn(), clientsSearch: vi.fn(), cancel: vi.fn() }));
vi.mock('../../api/desk.ts', async () => {
  const { withCallSignals } = await import('../../../shared/ipc/build-desk-api.ts');
  return { desk: withCallSignals(desk as unknown as BridgedDeskApi) };
});

const params: ClientsPageParams = {
  page: 3,
  pageSize: 50,
  sort: 'client_doc1',
  dir: 'DESC',
  where: [{ field: 'client_status', oper: 5, value: 0 }],
};

beforeEach(() => {
  desk.clientsList.mockReset();
  desk.clientsSearch.mockReset();
  desk.cancel.mockReset();
});

describe('the client list query', () => {
  it('sends start, limit, sort, dir and where', () => {
    expect(listInput(params)).toEqual({ start: 100, limit: 50, sort: 'client_doc1', dir: 'DESC', where: params.where });
  });

  it('keys every server parameter', () => {
    expect(clientsListKey(params)).toEqual(['clients', 'list', listInput(params)]);
    expect(clientsListKey({ ...params, dir: 'ASC' })).not.toEqual(clientsListKey(params));
    expect(clientsListKey({ ...params, where: [] })).not.toEqual(clientsListKey(params));
  });

  it('answers the page, or throws the failure as a DeskError', async () => {
    desk.clientsList.mockResolvedValueOnce({ ok: true, data: { total: 1, rows: [] } });
    await expect(fetchClientsPage(new QueryClient(), params, new AbortController().signal)).resolves.toEqual({
      total: 1,
      rows: [],
    });
    desk.clientsList.mockResolvedValueOnce({ ok: false, error: { code: 'VALIDATION', message: 'where[0]: bad' } });
    await expect(fetchClientsPage(new QueryClient(), params, new AbortController().signal)).rejects.toBeInstanceOf(
      DeskError,
    );
  });

  it('cancels its own call in main when react-query aborts it, and only then', async () => {
    let answer: (value: unknown) => void = () => undefined;
    desk.clientsList.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const controller = new AbortController();
    const pending = fetchClientsPage(new QueryClient(), params, controller.signal);
    const callId = (desk.clientsList.mock.calls[0]?.[1] as { callId: string }).callId;
    expect(callId).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    controller.abort();
    expect(desk.cancel).toHaveBeenCalledWith(callId);
    answer({ ok: false, error: { code: 'CANCELLED', message: 'cancelled' } });
    await expect(pending).rejects.toMatchObject({ code: 'CANCELLED' });

    desk.clientsList.mockResolvedValueOnce({ ok: true, data: { total: 0, rows: [] } });
    const later = new AbortController();
    await fetchClientsPage(new QueryClient(), params, later.signal);
    later.abort();
    expect(desk.cancel).toHaveBeenCalledTimes(1);
  });

  it('gives every call its own id', async () => {
    desk.clientsList.mockResolvedValue({ ok: true, data: { total: 0, rows: [] } });
    await fetchClientsPage(new QueryClient(), params, new AbortController().signal);
    await fetchClientsPage(new QueryClient(), params, new AbortController().signal);
    const ids = desk.clientsList.mock.calls.map((call) => (call[1] as { callId: string }).callId);
    expect(new Set(ids).size).toBe(2);
  });

  it('reads a search’s matches once for all its pages and sorts, each page sliced from them', async () => {
    const row = (client_pk: number, client_complete_name: string) => ({ client_pk, client_complete_name });
    desk.clientsSearch.mockResolvedValue({
      ok: true,
      data: {
        invalidDocument: false,
        groups: [
          { kind: 'login', rows: [row(3, 'Zeca')], total: 1, complete: true },
          { kind: 'name', rows: [row(2, 'Ótica'), row(3, 'Zeca'), row(1, 'Água')], total: 3, complete: true },
        ],
      },
    });
    const client = new QueryClient();
    const search = { text: 'x', where: params.where };
    const first = { ...params, page: 1, pageSize: 2, search };
    await expect(fetchClientsPage(client, first, new AbortController().signal)).resolves.toEqual({
      total: 3,
      rows: [row(3, 'Zeca'), row(2, 'Ótica')],
    });
    const sorted = { ...first, dir: 'ASC' as const, search: { ...search, sort: 'client_complete_name' } };
    await expect(fetchClientsPage(client, sorted, new AbortController().signal)).resolves.toEqual({
      total: 3,
      rows: [row(1, 'Água'), row(2, 'Ótica')],
    });
    expect(desk.clientsSearch).toHaveBeenCalledTimes(1);
    expect(desk.clientsSearch.mock.calls[0]?.[0]).toEqual({ text: 'x', where: params.where, limit: 200 });
    expect(desk.clientsList).not.toHaveBeenCalled();
  });
});
