import { readFile } from 'node:fs/promises';
import { z } from 'zod';

/** The app's version, from the project's package.json (browser mode runs from the source tree). */
export async function readAppVersion(packageJson = new URL('../../package.json', import.meta.url)): Promise<string> {
  return z.object({ version: z.string() }).parse(JSON.parse(await readFile(packageJson, 'utf8'))).version;
}
