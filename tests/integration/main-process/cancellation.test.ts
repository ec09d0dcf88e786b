import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../../server/service.ts';
import { HttpTransport } from '../../../electron/provider/http-transport.ts';
import { FaultProxy } from '../../support/fault-proxy.ts';
import { adminKit } from '../../support/main-process-kit.ts';
import { useStubTransport } from '../../support/stub-transport.ts';
import { testPasswords, useService } from '../../support/test-service.ts';
import { providerErrorOf } from '../../support/provider-error-of.ts';

const dashboardPath = '/admin_ctl/dashboard/info';

describe('cancellation with an AbortSignal, against a slow stub', () => {
  const stubbed = useStubTransport({
    [dashboardPath]: { body: '{"success":true,"clients_total":7}', delayMs: 8_000 },
    '/admin_ctl/client/list': { body: '{"success":true,"total":0,"results":[]}' },
  });

  it('a signal aborted while the server is still answering gives CANCELLED, the read is not retried, and the transport stays usable', async () => {
    const kit = adminKit(stubbed.stub.url, stubbed.transport);
    const controller = new AbortController();
    const before = stubbed.stub.requests.length;
    const pending = kit.api.dashboard(controller.signal);
    await stubbed.stub.waitForRequests(before + 1);
    controller.abort();
    expect((await providerErrorOf(pending)).code).toBe('CANCELLED');
    expect(stubbed.stub.requests.length - before).toBe(1);
    // Same stubbed.transport, same origin: later calls go through.
    const page = await kit.api.listClients({ start: 0, limit: 5, where: [] });
    expect(page).toEqual({ total: 0, rows: [] });
    stubbed.stub.route(dashboardPath, { body: '{"success":true,"clients_total":7}' });
    expect(await kit.api.dashboard()).toMatchObject({ clients_total: 7 });
    stubbed.stub.route(dashboardPath, { body: '{"success":true,"clients_total":7}', delayMs: 8_000 });
  });

  it('a signal aborted before the call sends nothing and gives CANCELLED', async () => {
    const kit = adminKit(stubbed.stub.url, stubbed.transport);
    const controller = new AbortController();
    controller.abort();
    const before = stubbed.stub.requests.length;
    expect(
      (await providerErrorOf(kit.api.listClients({ start: 0, limit: 5, where: [] }, controller.signal))).code,
    ).toBe('CANCELLED');
    expect(stubbed.stub.requests.length).toBe(before);
  });

  it('several calls cancelled at once leave the transport usable', async () => {
    const kit = adminKit(stubbed.stub.url, stubbed.transport);
    const controller = new AbortController();
    const before = stubbed.stub.requests.length;
    const pending = Array.from({ length: 5 }, () => kit.api.dashboard(controller.signal));
    await stubbed.stub.waitForRequests(before + 5);
    controller.abort();
    const codes = await Promise.all(pending.map(async (call) => (await providerErrorOf(call)).code));
    expect(codes).toEqual(Array(5).fill('CANCELLED'));
    expect(await kit.api.listClients({ start: 0, limit: 1, where: [] })).toEqual({ total: 0, rows: [] });
  });
});

describe('cancellation against the real service (pglite), through a proxy that holds the answer', () => {
  let service: RunningService;
  let proxy: FaultProxy;
  let transport: HttpTransport;

  beforeAll(async () => {
    service = await useService('pglite');
    proxy = await FaultProxy.start(service.adminUrl);
    transport = new HttpTransport();
  });

  afterAll(async () => {
    await transport.close();
    await proxy.close();
  });

  it('a held list cancelled mid-request is CANCELLED and never reaches the service; the same session lists again', async () => {
    const kit = adminKit(proxy.url, transport);
    await kit.api.login('admin', testPasswords.staff);
    proxy.inject({ kind: 'hold', times: 1, path: /\/client\/list$/, holdMs: 8_000 });
    const controller = new AbortController();
    const before = proxy.requests.length;
    const pending = kit.api.listClients({ start: 0, limit: 5, where: [] }, controller.signal);
    await proxy.waitForRequests(before + 1);
    controller.abort();
    expect((await providerErrorOf(pending)).code).toBe('CANCELLED');
    expect(proxy.requests.slice(before).map((request) => request.outcome)).toEqual(['hold']);
    const page = await kit.api.listClients({ start: 0, limit: 5, where: [] });
    expect(page.rows).toHaveLength(5);
    expect(proxy.requests.slice(before).map((request) => request.outcome)).toEqual(['hold', 'forwarded']);
  });

  it('a read cancelled after a dropped connection stops with CANCELLED and makes no further attempt', async () => {
    // Default retry policy (waits of about 0.25 s, then 1 s): the abort lands in the failed attempt or the wait after it.
    const kit = adminKit(proxy.url, transport);
    await kit.api.login('admin', testPasswords.staff);
    proxy.inject({ kind: 'close-before', times: 10, path: /\/dashboard\/info$/ });
    const controller = new AbortController();
    const before = proxy.requests.length;
    const pending = kit.api.dashboard(controller.signal);
    await proxy.waitForRequests(before + 1);
    controller.abort();
    expect((await providerErrorOf(pending)).code).toBe('CANCELLED');
    const attempts = proxy.seen(/\/dashboard\/info$/).length;
    proxy.clearFaults();
    expect(await kit.api.dashboard()).toHaveProperty('clients_total');
    // No attempt followed the cancellation.
    expect(proxy.seen(/\/dashboard\/info$/).length).toBe(attempts + 1);
  });
});
