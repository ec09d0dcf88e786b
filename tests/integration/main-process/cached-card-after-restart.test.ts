import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelOutput } from '../../../shared/ipc/contract.ts';
import type { RunningService } from '../../../server/service.ts';
import { HttpTransport } from '../../../electron/provider/http-transport.ts';
import { branchDesk, eventually, type BranchDesk } from '../../support/branch-cache-kit.ts';
import {
  adminKit,
  dataOf,
  removeDir,
  seedCustomer,
  tempDir,
  type SeededCustomer,
} from '../../support/main-process-kit.ts';
import { testPasswords, useService } from '../../support/test-service.ts';

type Opened = ChannelOutput<'customer:open'>;
type Invoices = ChannelOutput<'customer:invoices'>;

// Issue 46, "CPF typed → PIX with the link down, client opened in the last week": the app is restarted at the branch
// (main then knows no customer's password: they live in its memory only) and the link is down. The grid's first read
// fails and is answered by the copy while it retries; the card the clerk opens next must come from the copy too, not
// ask for a password the server could not check anyway.

const firstPage = { start: 0, limit: 20, sort: 'client_complete_name', dir: 'ASC' as const, where: [] };

describe('a card opened last week, after a restart with the link down', () => {
  let service: RunningService;
  let transport: HttpTransport;
  let dataDir: string;
  let desk: BranchDesk;
  let customer: SeededCustomer;
  let invoices: Invoices;

  beforeAll(async () => {
    service = await useService('pglite');
    transport = new HttpTransport();
    const admin = adminKit(service.adminUrl, transport);
    await admin.api.login('admin', testPasswords.staff);
    customer = await seedCustomer(service, admin.api);
    dataDir = await tempDir('cached-card-restart-');
    desk = await branchDesk(service, dataDir);
    dataOf(
      await desk.page.call('session:login', {
        profileId: 'demo',
        username: 'admin',
        password: testPasswords.staff,
        remember: true,
      }),
    );
    // The clerk's grid, read while the link is up, lands in the copy.
    dataOf(await desk.page.call('clients:list', firstPage));
    const real = dataOf<Opened>(
      await desk.page.call('customer:open', {
        username: customer.username,
        password: customer.password,
        clientPk: customer.clientPk,
      }),
    );
    invoices = dataOf<Invoices>(
      await desk.page.call('customer:invoices', { customerId: real.customerId, start: 0, limit: 20 }),
    );
    dataOf(await desk.page.call('customer:close', { customerId: real.customerId }));
    await desk.restart();
  });

  afterAll(async () => {
    await desk.close();
    await transport.close();
    await removeDir(dataDir);
  });

  it('opens from the copy, with cachedAt and the kept invoices, though main knows no password for it', async () => {
    // The kept session is taken up at start.
    await eventually(() => desk.core.workspace.state().signedIn);
    desk.cut();
    try {
      const page = dataOf<ChannelOutput<'clients:list'>>(await desk.page.call('clients:list', firstPage));
      expect(page.cachedAt).toBeGreaterThan(0);
      expect(desk.core.workspace.state().connection).not.toBe('online');
      const opened = dataOf<Opened>(
        await desk.page.call('customer:open', { username: customer.username, clientPk: customer.clientPk }),
      );
      expect(opened.cachedAt).toBeGreaterThan(0);
      const kept = dataOf<Invoices>(
        await desk.page.call('customer:invoices', { customerId: opened.customerId, start: 0, limit: 20 }),
      );
      expect(kept.rows).toEqual(invoices.rows);
    } finally {
      desk.restore();
    }
  });
});
