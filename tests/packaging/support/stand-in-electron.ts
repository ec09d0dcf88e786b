import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Electron's fuse sentinel (@electron/fuses looks for it to find the fuse wire in the binary). */
const fuseSentinel = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
/** Electron's own defaults of the nine V1 fuses: run-as-node on, cookie encryption off, NODE_OPTIONS on, … */
export const defaultFuseWire = '101100011';

/**
 * Writes a stand-in for an unpacked Electron distribution (electron-builder's `electronDist`): an
 * `electron` shell script carrying a real fuse wire, so electron-builder's fuse step flips it as it
 * would flip Electron's. Why: the Electron binary cannot be downloaded on these machines.
 */
export async function writeStandInElectron(dir: string, version: string): Promise<string> {
  await mkdir(join(dir, 'resources'), { recursive: true });
  const wire = Buffer.concat([
    Buffer.from(fuseSentinel),
    Buffer.from([1, defaultFuseWire.length]),
    Buffer.from(defaultFuseWire),
  ]);
  await writeFile(
    join(dir, 'electron'),
    Buffer.concat([Buffer.from('#!/bin/sh\necho "stand-in Electron"\nexit 0\n# '), wire, Buffer.from('\n')]),
    { mode: 0o755 },
  );
  await writeFile(join(dir, 'version'), version);
  return dir;
}
