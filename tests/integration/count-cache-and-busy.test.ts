import { CookieJar } from 'tough-cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../server/service.ts';
import type { FormValues } from '../../shared/provider/form-encode.ts';
import { AdminApi } from '../../electron/provider/admin-api.ts';
import { AreaClient } from '../../electron/provider/area-client.ts';
import { HttpTransport } from '../../electron/provider/http-transport.ts';
import { reportOncePerField } from '../../electron/provider/record-parser.ts';
import type { FormClient } from '../support/form-client.ts';
import { adminSession, pksOf, uniqueWord } from '../support/integration-kit.ts';
import { quickRetry, registration } from '../support/main-process-kit.ts';
import { providerErrorOf } from '../support/provider-error-of.ts';
import { testPasswords, useService } from '../support/test-service.ts';

const cond = (field: string, oper: number, value: unknown) => ({ field, oper, value });
const AND = { field: 'AND' };

/** Holds PGlite's one connection in a transaction until released: every statement behind it waits. */
async function holdQueue(service: RunningService): Promise<{ release: () => Promise<void> }> {
  let release: () => void = () => undefined;
  let started: () => void = () => undefined;
  const running = new Promise<void>((resolve) => (started = resolve));
  const held = service.engine.transaction(
    () =>
      new Promise<void>((resolve) => {
        release = resolve;
        started();
      }),
  );
  await running;
  return {
    release: async () => {
      release();
      await held;
    },
  };
}

// Why PGlite only: the count cache and the busy gate are the embedded engine's (one connection, no other
// writer); on PostgreSQL every list counts afresh, which the client-list suite checks.
describe('count cache and "busy, retry" (pglite)', () => {
  let service: RunningService;
  let admin: FormClient;

  beforeAll(async () => {
    service = await useService('pglite');
    admin = await adminSession(service);
  });

  const list = async (form: FormValues) => {
    const answer = await admin.post('/admin_ctl/client/list', form);
    expect(answer.status, answer.text).toBe(200);
    return answer.body as { total: number; results: Array<{ client_pk: number }> };
  };
  const dashboard = async () => {
    const answer = await admin.post('/admin_ctl/dashboard/info');
    expect(answer.status, answer.text).toBe(200);
    return (answer.body.results as Array<Record<string, number>>)[0] ?? {};
  };
  const sqlCount = async (word: string, status?: number) =>
    (
      await pksOf(
        service.engine,
        `select count(*)::int as pk from client where client_lastname ilike $1${status === undefined ? '' : ' and client_status = $2'}`,
        status === undefined ? [`%${word}%`] : [`%${word}%`, status],
      )
    )[0] ?? 0;

  it('keeps total exact across create, update, remove and a direct SQL write, page after page', async () => {
    const word = uniqueWord();
    const byName = [cond('client_complete_name', 10, `%${word}%`)];
    const activeByName = [...byName, AND, cond('client_status', 5, 0)];
    const totals = async (): Promise<number[]> => [
      (await list({ where: JSON.stringify(byName), start: 0, limit: 1 })).total,
      (await list({ where: JSON.stringify(byName), start: 1, limit: 1 })).total,
      (await list({ where: JSON.stringify(activeByName), start: 0, limit: 1 })).total,
    ];
    expect(await totals()).toEqual([0, 0, 0]);
    const dashboardBefore = await dashboard();

    const created: number[] = [];
    for (const name of ['Um', 'Dois']) {
      const answer = await admin.post('/admin_ctl/client/create', {
        offices_pk: 1,
        client_type: 0,
        client_status: 0,
        client_name: name,
        client_lastname: `Cache ${word}`,
      });
      expect(answer.status, answer.text).toBe(200);
      created.push((answer.body.results as Array<{ client_pk: number }>)[0]?.client_pk ?? 0);
    }
    expect(await totals()).toEqual([2, 2, 2]);
    expect(await sqlCount(word)).toBe(2);
    const dashboardAfter = await dashboard();
    expect(dashboardAfter.clients_total).toBe((dashboardBefore.clients_total ?? 0) + 2);
    expect(dashboardAfter.clients_active).toBe((dashboardBefore.clients_active ?? 0) + 2);

    const [first = 0, second = 0] = created;
    const renamed = await admin.post('/admin_ctl/client/update', {
      client_pk: first,
      offices_pk: 1,
      client_type: 0,
      client_status: 0,
      client_name: 'Um',
      client_lastname: 'Renomeado',
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(await totals()).toEqual([1, 1, 1]);

    const removed = await admin.post('/admin_ctl/client/delete', { client_pk: second, cur_client_status: 0 });
    expect(removed.status, removed.text).toBe(200);
    expect(await totals()).toEqual([1, 1, 0]);
    expect(await sqlCount(word, 0)).toBe(0);
    const dashboardRemoved = await dashboard();
    expect(dashboardRemoved.clients_active).toBe((dashboardBefore.clients_active ?? 0) + 1);
    expect(dashboardRemoved.clients_removed).toBe((dashboardBefore.clients_removed ?? 0) + 1);

    // A write that is not the service's own route (a statement on the engine) empties the cache as well.
    await service.engine.query('update client set client_lastname = $1 where client_pk = $2', [`Volta ${word}`, first]);
    expect(await totals()).toEqual([2, 2, 1]);
    expect(await sqlCount(word)).toBe(2);
  });

  it('answers 503 SERVICE_BUSY with Retry-After while the queue is over the bound, and serves again after', async () => {
    const gate = service.busyGate;
    if (!gate) throw new Error('the PGlite service has no busy gate');
    const bound = gate.boundMs;
    const hold = await holdQueue(service);
    gate.boundMs = 0;
    try {
      const answer = await admin.post('/admin_ctl/client/list', { start: 0, limit: 1 });
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.body).toMatchObject({ success: false, code: 'SERVICE_BUSY' });
      expect(String(answer.body.message)).toMatch(/busy.*nothing was done.*try again in 1 s/i);
    } finally {
      gate.boundMs = bound;
      await hold.release();
    }
    expect((await list({ start: 0, limit: 1 })).results).toHaveLength(1);
  });

  describe("the app's provider client", () => {
    const transport = new HttpTransport();
    let api: AdminApi;
    let reconnecting: () => void = () => undefined;
    let retries = 0;

    beforeAll(async () => {
      const area = new AreaClient({
        baseUrl: service.adminUrl,
        jar: new CookieJar(),
        transport,
        retry: quickRetry,
        onConnection: (state) => {
          if (state !== 'reconnecting') return;
          retries += 1;
          reconnecting();
        },
      });
      api = new AdminApi(
        area,
        'admin_ctl',
        reportOncePerField(() => undefined),
      );
      await api.login('admin', testPasswords.staff);
    });

    afterAll(async () => {
      await transport.close();
    });

    it('retries a read the service refused as busy, and gets its page', async () => {
      const gate = service.busyGate;
      if (!gate) throw new Error('the PGlite service has no busy gate');
      const bound = gate.boundMs;
      const hold = await holdQueue(service);
      gate.boundMs = 0;
      // Why here: the client says "reconnecting" once the first answer was the 503; the queue is freed then.
      let freed: Promise<void> | undefined;
      reconnecting = () => {
        gate.boundMs = bound;
        freed ??= hold.release();
      };
      retries = 0;
      try {
        const page = await api.listClients({ start: 0, limit: 2, where: [] });
        expect(page.rows).toHaveLength(2);
        expect(retries).toBe(1);
      } finally {
        reconnecting = () => undefined;
        gate.boundMs = bound;
        await (freed ?? hold.release());
      }
    });

    it('reports a write the service refused as busy, with nothing saved', async () => {
      const gate = service.busyGate;
      if (!gate) throw new Error('the PGlite service has no busy gate');
      const bound = gate.boundMs;
      const lastname = `Ocupado ${uniqueWord()}`;
      const hold = await holdQueue(service);
      gate.boundMs = 0;
      retries = 0;
      let refused;
      try {
        refused = await providerErrorOf(api.createClient(registration({ client_lastname: lastname })));
      } finally {
        gate.boundMs = bound;
        await hold.release();
      }
      expect(refused.code).toBe('SERVER_BUSY');
      expect(refused.retryAfter).toBe(1);
      expect(retries).toBe(0);
      expect(
        (await pksOf(service.engine, 'select client_pk as pk from client where client_lastname = $1', [lastname]))
          .length,
      ).toBe(0);
    });
  });
});
