import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../../server/service.ts';
import type { DeskCore } from '../../../electron/core/create-desk-core.ts';
import { dataOf, fakeSecretBox, removeDir, startCore, tempDir, watchPage } from '../../support/main-process-kit.ts';
import { engineNames, testPasswords, useService } from '../../support/test-service.ts';

// The dashboard's trend through the main-process core against the real provider service: new and deactivated
// clients per month over 12 months, each figure the `total` of a client list filtered by a date range (limit 1),
// kept for the sign-in and computed again only when asked or after a new sign-in.

interface Trend {
  computedAt: string;
  months: Array<{ month: string; newClients: number; deactivated: number }>;
}

describe.each(engineNames)('dashboard trend through the main process (%s)', (engineName) => {
  let service: RunningService;
  let core: DeskCore;
  let page: ReturnType<typeof watchPage>;
  let dir: string;

  const signIn = async (): Promise<void> => {
    dataOf(
      await page.call('session:login', {
        profileId: 'demo',
        username: 'admin',
        password: testPasswords.staff,
        remember: false,
      }),
    );
  };
  /** This month on the service's calendar: the month the trend ends with, as the page asks it. */
  const serviceMonth = async (): Promise<string> =>
    (await service.engine.query<{ m: string }>("select to_char(localtimestamp, 'YYYY-MM') as m"))[0]?.m ?? '';
  const trend = async (refresh?: boolean): Promise<Trend> =>
    dataOf<Trend>(
      await page.call('dashboard:trend', {
        month: await serviceMonth(),
        ...(refresh === undefined ? {} : { refresh }),
      }),
    );
  /** The month after `month` (YYYY-MM), as the first instant of it. */
  const nextMonthStart = (month: string): string => {
    const [year, number] = month.split('-').map(Number) as [number, number];
    return number === 12 ? `${year + 1}-01-01 00:00:00` : `${year}-${String(number + 1).padStart(2, '0')}-01 00:00:00`;
  };
  const countIn = async (column: 'client_date_cad' | 'client_date_deactivation', month: string): Promise<number> =>
    (
      await service.engine.query<{ n: number }>(
        `select count(*)::int as n from client where ${column} >= $1::timestamp and ${column} < $2::timestamp`,
        [`${month}-01 00:00:00`, nextMonthStart(month)],
      )
    )[0]?.n ?? -1;
  /** A client registered `monthsAgo` months ago (day 10), deactivated this month when asked. */
  const insertClient = async (monthsAgo: number, deactivateNow: boolean): Promise<void> => {
    await service.engine.query(
      `insert into client (offices_pk, client_type, client_status, client_name, client_lastname, client_date_cad, client_date_deactivation)
       values (1, 0, $2::smallint, 'Tendência', 'Teste', date_trunc('month', localtimestamp(0)) - ($1::int || ' months')::interval + interval '9 days',
               case when $3::boolean then localtimestamp(0) end)`,
      [monthsAgo, deactivateNow ? 1 : 0, deactivateNow],
    );
  };

  beforeAll(async () => {
    service = await useService(engineName);
    dir = await tempDir();
    core = await startCore(dir, fakeSecretBox(), {
      adminUrl: service.adminUrl,
      clientUrl: service.clientUrl,
      adminPrefix: 'admin_ctl',
    });
    page = watchPage(core);
    await insertClient(1, true);
    await insertClient(3, false);
    await insertClient(11, true);
    await signIn();
  });
  afterAll(async () => {
    page.stop();
    await core.close();
    await removeDir(dir);
  });

  it('answers 12 months, oldest first ending with this one, each figure as the database counts it', async () => {
    const result = await trend();
    expect(result.months).toHaveLength(12);
    expect(result.months.at(-1)?.month).toBe(await serviceMonth());
    for (const month of result.months) {
      expect(month.newClients, `new in ${month.month}`).toBe(await countIn('client_date_cad', month.month));
      expect(month.deactivated, `deactivated in ${month.month}`).toBe(
        await countIn('client_date_deactivation', month.month),
      );
    }
    expect(result.months.reduce((sum, month) => sum + month.deactivated, 0)).toBeGreaterThanOrEqual(2);
    expect(Math.abs(Date.parse(result.computedAt) - Date.now())).toBeLessThan(60_000);
  });

  it('is kept for the sign-in: a client made since does not show until asked again, or signed in again', async () => {
    const first = await trend();
    await insertClient(0, false);
    const kept = await trend();
    expect(kept).toEqual(first);
    const refreshed = await trend(true);
    expect(refreshed.months.at(-1)?.newClients).toBe((first.months.at(-1)?.newClients ?? 0) + 1);
    await insertClient(0, false);
    await signIn();
    const afterSignIn = await trend();
    expect(afterSignIn.months.at(-1)?.newClients).toBe((first.months.at(-1)?.newClients ?? 0) + 2);
  });
});
