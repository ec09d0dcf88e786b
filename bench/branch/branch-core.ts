// The app's main core for the branch-link phase: createDeskCore as the tests build it (tests/support/main-process-kit.ts),
// its demo profile pointed at the service through the branch link, a stand-in keychain (so the copy is kept) and a
// stand-in clipboard (clipboard:writeTemporary).
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { loadCacheKey } from '../../electron/cache/cache-key.ts';
import { ClientCache } from '../../electron/cache/client-cache.ts';
import type { ClientRecord } from '../../shared/provider/admin-operations.ts';
import { createDeskCore, type DeskCore } from '../../electron/core/create-desk-core.ts';
import type { Channel, ChannelInput, ChannelOutput } from '../../shared/ipc/contract.ts';
import { fakeSecretBox, stubDemo } from '../../tests/support/main-process-kit.ts';
import type { BranchService } from './branch-service.ts';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The clipboard main writes in the phase: it keeps the last text, as the system clipboard would. */
export interface StandInClipboard {
  text: string;
  readText(): string;
  writeText(text: string): void;
}

/** A clipboard in memory. */
export function standInClipboard(): StandInClipboard {
  const clipboard = {
    text: '',
    readText: () => clipboard.text,
    writeText: (text: string) => {
      clipboard.text = text;
    },
  };
  return clipboard;
}

// Why one box for every core of the phase: the copy's key is wrapped by it, and the next start must unwrap it, as the
// same operator's keychain does on the same machine.
const box = fakeSecretBox();

/**
 * Puts `records` into the copy main keeps for the demo profile's `admin` in `dataDir` (electron/cache/cache-host.ts's
 * folder and key file), with no core running: the copy filled beforehand, when main's own refresh has not filled it.
 */
export async function fillCoreCopy(dataDir: string, records: readonly ClientRecord[]): Promise<void> {
  const dir = join(dataDir, 'cache', 'demo', createHash('sha256').update('admin', 'utf8').digest('hex').slice(0, 32));
  const loaded = await loadCacheKey(join(dir, 'key'), box);
  if (!loaded) throw new Error('the stand-in keychain sealed no key');
  const cache = ClientCache.open(join(dir, 'clients.sqlite'), loaded.key);
  try {
    for (let at = 0; at < records.length; at += 1000) cache.put(records.slice(at, at + 1000), Date.now());
  } finally {
    cache.close();
  }
}

/** Starts the core on `dataDir` with the demo profile through the branch link. */
export function startCore(dataDir: string, service: BranchService, clipboard?: StandInClipboard): Promise<DeskCore> {
  const demo = stubDemo({
    adminUrl: service.adminLink.url,
    clientUrl: service.clientLink.url,
    adminPrefix: service.worker.ready.adminPrefix,
  });
  return createDeskCore({
    dataDir,
    secretBox: box,
    facts: { version: 'bench', host: 'electron', platform: process.platform, osRelease: '' },
    demo: () => demo,
    log: quiet,
    // Why `always`: the branch office's server is not on this machine; the link is a proxy on loopback, where `auto`
    // would rightly not ask.
    compression: 'always',
    // As the app's hosts run it: main refreshes the copy behind the clerk after sign-in.
    backgroundRefresh: true,
    ...(clipboard ? { clipboard } : {}),
  });
}

/** Dispatches a call and answers its output, or throws with the error's code and message (never personal data). */
export async function call<Name extends Channel>(
  core: DeskCore,
  channel: Name,
  input: ChannelInput<Name>,
): Promise<ChannelOutput<Name>> {
  const result = await core.dispatcher.dispatch(channel, input);
  if (!result.ok) throw new Error(`${channel} failed: ${result.error.code} ${result.error.message}`);
  return result.data as ChannelOutput<Name>;
}

/** Rejects after `ms` with `what` (a step that hangs must not hold the bench forever). */
export function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
