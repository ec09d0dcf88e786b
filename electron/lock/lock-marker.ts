import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeJsonFile } from '../storage/json-file.ts';
import type { LockReason } from './session-lock.ts';

// Why on disk: the lock lives in main's memory, and a session kept with "manter conectado" comes back after a
// restart. Without a marker, quitting a locked app and starting it again would open it unlocked. The marker holds
// only the reason; it goes with the unlock or the sign-out.

const fileName = 'locked.json';
const reasons: readonly LockReason[] = ['idle', 'system', 'manual'];

/** Keeps (reason) or removes (null) the marker; failures are told to `warn` only (the lock itself holds in memory). */
export function lockMarker(dataDir: string, warn: (line: string) => void) {
  const path = join(dataDir, fileName);
  let writing: Promise<void> = Promise.resolve();
  return {
    /** Follows a change of the lock; writes are kept in order. */
    follow(reason: LockReason | null): void {
      writing = writing
        .then(() => (reason === null ? rm(path, { force: true }) : writeJsonFile(path, { reason })))
        .catch((error: unknown) =>
          warn(`could not keep the lock's marker: ${(error as NodeJS.ErrnoException).code ?? 'error'}`),
        );
    },
    /** The reason the app was locked when it stopped, if it was. */
    async read(): Promise<LockReason | undefined> {
      try {
        const kept = JSON.parse(await readFile(path, 'utf8')) as { reason?: unknown };
        return reasons.find((reason) => reason === kept.reason) ?? 'idle';
      } catch {
        return undefined;
      }
    },
    /** Waits for the writes under way (tests, and a quit). */
    settled: (): Promise<void> => writing,
  };
}
