import type { Settings } from '../../../shared/ipc/contract.ts';
import type { Result } from '../../../shared/ipc/result.ts';

/** Waits between the first call's attempts: main may still be starting when the page loads. */
const retryDelaysMs = [200, 600, 1_500];

/**
 * The page's first call, the settings: retried a few times while main answers a failure (it may not be
 * ready), then given up with a thrown error for the boot's error screen. Why thrown only here: every
 * later call answers a Result to its screen; before the first paint there is no screen yet.
 */
export async function readFirstSettings(
  read: () => Promise<Result<Settings>>,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<Settings> {
  let last: Result<Settings> | undefined;
  for (const delay of [0, ...retryDelaysMs]) {
    if (delay) await sleep(delay);
    last = await read().catch(() => undefined);
    if (last?.ok) return last.data;
  }
  throw new Error(last && !last.ok ? `${last.error.code}: ${last.error.message}` : 'no answer');
}
