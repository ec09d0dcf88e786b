// The packed mode of the stand-in host: the app runs from `resources/app.asar` of an electron-builder `--dir`
// output (STAND_IN_PACKED names that folder), with Electron's archive rules in this process (asar-fs.ts,
// asar-modules.ts) and `process.resourcesPath` as a packaged Electron sets it.
import { join } from 'node:path';
import { installAsarFs } from './asar-fs.ts';
import { installAsarModules } from './asar-modules.ts';

/** The unpacked app folder (`linux-unpacked`) the host runs, or '' for an app folder run as `electron <dir>`. */
export const packedDir = process.env.STAND_IN_PACKED ?? '';

/** Installs the archive rules and `process.resourcesPath` when the host (or a utility process of it) runs a packed app. */
export function installPackedMode(): void {
  if (!packedDir) return;
  installAsarFs();
  installAsarModules();
  // https://www.electronjs.org/docs/latest/api/process#processresourcespath: the resources folder beside the executable.
  Object.defineProperty(process, 'resourcesPath', { value: join(packedDir, 'resources'), enumerable: true });
}
