// The one pack of a test run (electron-builder `--dir` against a stand-in Electron), shared by the packaging
// suite (pack-smoke.test.ts) and the shell suite's packaged-app tests. Why shared: staging, building and packing
// take about a minute of the run's two cores; the first file that needs the pack makes it, the others wait for it.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { packUnpacked, stageApp } from './pack-app.ts';

/** Files planted in the staged dist/ before packing: a secret or a source file there must still stay out of the app. */
export const decoys = ['dist/server/.env', 'dist/electron/left-over.ts', 'dist/renderer/notes.tsx'];

/** What the shared pack holds. */
export interface SharedPack {
  /** The staged project (its dist/ is what `npm run build` makes). */
  stageDir: string;
  /** The unpacked app (`linux-unpacked`): the executable and resources/app.asar. */
  appDir: string;
  /** A folder of the run's own for scratch work beside the pack. */
  workDir: string;
}

const waitLimitMs = 900_000;

/** The run's pack folder, which the global setup (pack-run.ts) names; every caller of this run gets the same. */
function packRoot(): string {
  const root = process.env.DESK_PACK_DIR;
  if (!root)
    throw new Error(
      'DESK_PACK_DIR is not set: tests/packaging/support/pack-run.ts must be a global setup of this project',
    );
  return root;
}

async function makePack(root: string): Promise<SharedPack> {
  const stageDir = join(root, 'project');
  await stageApp(stageDir);
  for (const decoy of decoys) await writeFile(join(stageDir, decoy), 'SECRET=do-not-ship\n');
  const appDir = await packUnpacked(stageDir, root);
  return { stageDir, appDir, workDir: root };
}

/** The run's pack: made by the first caller (a lock folder says who), awaited by the others. */
export async function sharedPack(): Promise<SharedPack> {
  const root = packRoot();
  const ready = join(root, 'ready.json');
  const failed = join(root, 'failed.txt');
  // Why a folder: mkdir is atomic, so exactly one caller of the run gets it.
  const owner = await mkdir(join(root, 'lock')).then(
    () => true,
    () => false,
  );
  if (owner) {
    try {
      const pack = await makePack(root);
      await writeFile(ready, JSON.stringify(pack));
      return pack;
    } catch (error) {
      await writeFile(failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
      throw error;
    }
  }
  const deadline = Date.now() + waitLimitMs;
  while (Date.now() < deadline) {
    if (existsSync(ready)) return JSON.parse(await readFile(ready, 'utf8')) as SharedPack;
    if (existsSync(failed))
      throw new Error(`the run's pack failed in another file:\n${await readFile(failed, 'utf8')}`);
    await sleep(500);
  }
  throw new Error("the run's pack took too long in another file");
}
