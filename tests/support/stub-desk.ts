import type { DeskCore } from '../../electron/core/create-desk-core.ts';
import { fakeSecretBox, removeDir, startCore, tempDir } from './main-process-kit.ts';
import { StubServer, type CannedAnswer, type Route } from './stub-server.ts';

/** Where the stub servers take a sign-in. */
export const stubLoginPath = '/login';

/** A sign-in the stub accepts: success and a session cookie. */
export const stubLoginAccepted: CannedAnswer = {
  body: '{"success":true}',
  headers: { 'set-cookie': 'SessionCookie=abc; Path=/; HttpOnly' },
};

/** A stub server standing in for a deployed one, a core whose demo profile points at it, and how to end both. */
export interface StubDesk {
  stub: StubServer;
  core: DeskCore;
  close: () => Promise<void>;
}

/**
 * Starts a stub server answering `routes` (a sign-in is accepted unless `routes` says otherwise) and a core on a fresh
 * data folder pointed at it. `keychain` says whether the machine has one (with one, main keeps a local copy, issue 46);
 * `signIn` signs `operador` in before the suite's first test.
 */
export async function startStubDesk(
  routes: Record<string, Route>,
  options: { keychain: boolean; signIn?: boolean },
): Promise<StubDesk> {
  const stub = await StubServer.start({ [stubLoginPath]: stubLoginAccepted, ...routes });
  const dataDir = await tempDir();
  const core = await startCore(dataDir, fakeSecretBox(options.keychain), {
    adminUrl: stub.url,
    clientUrl: stub.url,
    adminPrefix: 'admin_ctl',
  });
  const close = async (): Promise<void> => {
    await core.close();
    await stub.close();
    await removeDir(dataDir);
  };
  if (options.signIn) {
    const login = await core.dispatcher.dispatch('session:login', {
      profileId: 'demo',
      username: 'operador',
      password: 'senha-certa',
      remember: false,
    });
    if (!login.ok) {
      await close();
      throw new Error(`the stub's sign-in failed: ${login.error.code}`);
    }
  }
  return { stub, core, close };
}
