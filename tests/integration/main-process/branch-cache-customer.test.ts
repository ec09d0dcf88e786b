import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelOutput } from '../../../shared/ipc/contract.ts';
import type { RunningService } from '../../../server/service.ts';
import { HttpTransport } from '../../../electron/provider/http-transport.ts';
import { branchDesk, copyFiles, eventually, type BranchDesk } from '../../support/branch-cache-kit.ts';
import {
  adminKit,
  codeOf,
  dataOf,
  removeDir,
  seedCustomer,
  tempDir,
  type SeededCustomer,
} from '../../support/main-process-kit.ts';
import { testPasswords, useService } from '../../support/test-service.ts';

type Opened = ChannelOutput<'customer:open'>;
type Invoices = ChannelOutput<'customer:invoices'>;
type Contracts = ChannelOutput<'customer:contracts'>;

describe('a card opened in the last days shows its customer area from the copy when the link is cut', () => {
  let service: RunningService;
  let transport: HttpTransport;
  let dataDir: string;
  let desk: BranchDesk;
  let customer: SeededCustomer;
  let real: Opened;
  let invoices: Invoices;
  let contracts: Contracts;

  beforeAll(async () => {
    service = await useService('pglite');
    transport = new HttpTransport();
    const admin = adminKit(service.adminUrl, transport);
    await admin.api.login('admin', testPasswords.staff);
    customer = await seedCustomer(service, admin.api);
    dataDir = await tempDir('branch-cache-customer-');
    const started = await branchDesk(service, dataDir);
    desk = started;
    await started.signIn(testPasswords.staff);
    real = dataOf<Opened>(
      await desk.page.call('customer:open', {
        username: customer.username,
        password: customer.password,
        clientPk: customer.clientPk,
      }),
    );
    invoices = dataOf<Invoices>(
      await desk.page.call('customer:invoices', { customerId: real.customerId, start: 0, limit: 20 }),
    );
    contracts = dataOf<Contracts>(
      await desk.page.call('customer:contracts', { customerId: real.customerId, start: 0, limit: 20 }),
    );
  });

  afterAll(async () => {
    await desk.close();
    await transport.close();
    await removeDir(dataDir);
  });

  it('the server answers while the link is up', () => {
    expect(real.cachedAt).toBeUndefined();
    expect(invoices.rows).toHaveLength(customer.invoices);
    expect(invoices.cachedAt).toBeUndefined();
    expect(contracts.rows).toHaveLength(customer.contracts);
  });

  it('the copy of the customer area holds neither the user name nor the surname in clear', async () => {
    for (const file of await copyFiles(dataDir)) {
      const text = file.bytes.toString('utf8');
      expect(text.includes(customer.username)).toBe(false);
      expect(text.includes(customer.lastname)).toBe(false);
      expect(text.includes(customer.password)).toBe(false);
    }
  });

  describe('with the link cut', () => {
    let cached: Opened;

    beforeAll(async () => {
      desk.cut();
      cached = dataOf<Opened>(
        await desk.page.call('customer:open', { username: customer.username, clientPk: customer.clientPk }),
      );
    });
    afterAll(() => desk.restore());

    it('customer:open opens a read-only session on the copy, with cachedAt and the kept user name', () => {
      expect(cached.cachedAt).toBeGreaterThan(0);
      expect(cached.customerId).toMatch(/^[0-9a-f]{32}$/);
      expect(cached.customerId).not.toBe(real.customerId);
      expect(cached.username).toBe(customer.username);
      expect(cached.config).toEqual(real.config);
    });

    it('its first pages come from the copy, with cachedAt; later pages are not kept', async () => {
      const fromCopy = dataOf<Invoices>(
        await desk.page.call('customer:invoices', { customerId: cached.customerId, start: 0, limit: 20 }),
      );
      expect(fromCopy.rows).toEqual(invoices.rows);
      expect(fromCopy.cachedAt).toBeGreaterThan(0);
      const contractsFromCopy = dataOf<Contracts>(
        await desk.page.call('customer:contracts', { customerId: cached.customerId, start: 0, limit: 20 }),
      );
      expect(contractsFromCopy.rows).toEqual(contracts.rows);
      expect(
        codeOf(await desk.page.call('customer:invoices', { customerId: cached.customerId, start: 20, limit: 20 })),
      ).toBe('NETWORK');
    });

    it('the session opened before the cut answers from the copy too', async () => {
      const fromCopy = dataOf<Invoices>(
        await desk.page.call('customer:invoices', { customerId: real.customerId, start: 0, limit: 20 }),
      );
      expect(fromCopy.rows).toEqual(invoices.rows);
      expect(fromCopy.cachedAt).toBeGreaterThan(0);
    });

    it('writes in a cached session are refused: the server is needed', async () => {
      expect(
        codeOf(
          await desk.page.call('customer:openSupportOrder', {
            customerId: cached.customerId,
            priority: 1,
            task_pk: 1,
            phone: '(67) 3000-0000',
            os_obs: 'teste',
          }),
        ),
      ).toBe('NETWORK');
      expect(codeOf(await desk.page.call('customer:tasks', { customerId: cached.customerId }))).toBe('NETWORK');
      dataOf(await desk.page.call('customer:close', { customerId: cached.customerId }));
    });
  });

  it('after the link is back, the card opens at the server again', async () => {
    await eventually(() => desk.core.workspace.state().connection === 'online');
    const again = dataOf<Opened>(
      await desk.page.call('customer:open', { username: customer.username, clientPk: customer.clientPk }),
    );
    expect(again.cachedAt).toBeUndefined();
    const page = dataOf<Invoices>(
      await desk.page.call('customer:invoices', { customerId: again.customerId, start: 0, limit: 20 }),
    );
    expect(page.cachedAt).toBeUndefined();
    expect(page.rows).toHaveLength(customer.invoices);
  });
});
