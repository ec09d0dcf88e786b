// Cores for the provider-traffic tests (certificates, proxies): the real core, dispatcher and provider
// client, with a stub demo, and the network options a host would pass (trusted CAs, proxy resolver).
import type { RunningService } from '../../server/service.ts';
import { createDeskCore, type DeskCoreOptions } from '../../electron/core/create-desk-core.ts';
import type { Result } from '../../shared/ipc/result.ts';
import { untouchedDemoCustomer } from './integration-kit.ts';
import {
  dataOf,
  fakeSecretBox,
  memoryLog,
  removeDir,
  stubDemo,
  tempDir,
  testFacts,
  watchPage,
} from './main-process-kit.ts';
import { testPasswords } from './test-service.ts';

/** A core started for one test, the page's view of it, its log, and how to end it all. */
export interface NetworkCore {
  call(channel: string, input?: unknown): Promise<Result<unknown>>;
  log: ReturnType<typeof memoryLog>;
  /** Saves a remote profile (admin and client-area addresses, optional pin) and signs in to it as the staff user. */
  signIn(profile: { adminUrl: string; clientUrl: string; pinnedCertSha256?: string }): Promise<Result<unknown>>;
  close(): Promise<void>;
}

/** Starts a core whose provider traffic has the given network options (trusted CAs, proxy resolver). */
export async function startNetworkCore(
  service: RunningService,
  network: Pick<DeskCoreOptions, 'trustedCas' | 'resolveProxy' | 'policyPaths'> = {},
): Promise<NetworkCore> {
  const dataDir = await tempDir('desk-network-');
  const log = memoryLog();
  const core = await createDeskCore({
    dataDir,
    secretBox: fakeSecretBox(),
    facts: testFacts,
    demo: () => stubDemo({ adminUrl: service.adminUrl, clientUrl: service.clientUrl, adminPrefix: 'admin_ctl' }),
    log,
    ...network,
  });
  const page = watchPage(core);
  return {
    call: (channel, input) => page.call(channel, input),
    log,
    async signIn(profile) {
      const saved = dataOf<{ id: string }>(
        await page.call('profiles:save', {
          name: 'Filial TLS',
          adminPrefix: 'admin_ctl',
          username: 'admin',
          ...profile,
        }),
      );
      return page.call('session:login', {
        profileId: saved.id,
        username: 'admin',
        password: testPasswords.staff,
        remember: false,
      });
    },
    async close() {
      page.stop();
      await core.close();
      await removeDir(dataDir);
    },
  };
}

/** The user name of a demo customer no test has touched (its client-area password is the demo one). */
export async function demoCustomer(service: RunningService): Promise<{ username: string; password: string }> {
  const [row] = await service.engine.query<{ client_username: string }>(
    `select c.client_username from client c where ${untouchedDemoCustomer('c')} order by c.client_pk limit 1`,
  );
  return { username: row?.client_username ?? '', password: testPasswords.client };
}
