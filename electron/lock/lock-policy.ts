import type { Settings } from '../../shared/ipc/contract.ts';
import { readUpdatePolicy } from '../update/update-policy.ts';

/** Minutes without input before the lock when neither the user nor IT chose. */
export const defaultIdleLockMinutes = 10;

/** The idle minutes IT's policy file pins (electron/update/update-policy.ts, key `idleLockMinutes`), if any. */
export async function readPinnedIdleMinutes(paths: readonly string[]): Promise<number | undefined> {
  const result = await readUpdatePolicy(paths);
  // Why an invalid file pins nothing here: the update settings report it (the settings screen shows it).
  return result.kind === 'policy' ? result.policy.idleLockMinutes : undefined;
}

/**
 * Seconds without input before the lock: IT's pinned minutes win, then the test/kiosk seconds, then the
 * user's minutes, then 10 minutes. Why the policy first: a setting from the page must not undo IT's rule.
 */
export function idleSecondsOf(settings: Settings, pinnedMinutes: number | undefined): number {
  if (pinnedMinutes !== undefined) return pinnedMinutes * 60;
  if (typeof settings.idleLockSeconds === 'number') return settings.idleLockSeconds;
  return (settings.idleLockMinutes ?? defaultIdleLockMinutes) * 60;
}
