// Vitest global setup of the packaging and shell projects: names the run's one pack folder (shared-pack.ts) for
// the test workers, and removes it when the run ends. A DESK_PACK_DIR set before the run is used and kept (a
// developer's pack made once for several runs).
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Sets DESK_PACK_DIR once per run (both projects call it; the workers inherit the environment). */
// Why a default export: vitest calls a global setup file's default export.
// eslint-disable-next-line no-restricted-syntax
export default function setup(): () => Promise<void> {
  if (process.env.DESK_PACK_DIR) return () => Promise.resolve();
  const root = mkdtempSync(join(tmpdir(), 'desk-pack-'));
  process.env.DESK_PACK_DIR = root;
  return () => rm(root, { recursive: true, force: true });
}
