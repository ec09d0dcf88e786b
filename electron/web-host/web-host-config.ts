import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

/** Where browser mode keeps its data and which port it listens on ('stable': the data directory's own, stable-port.ts). */
export interface WebHostConfig {
  dataDir: string;
  port: number | 'stable';
}

function portOf(text: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535)
    throw new Error(`the port must be a whole number from 0 to 65535, not ${text}`);
  return port;
}

/**
 * Reads `--data-dir`/`PROVIDER_DESK_DATA_DIR` (default ~/.provider-desk) and `--port`/`PROVIDER_DESK_PORT` (default:
 * the data directory's stable port, so the page's origin and its localStorage stay the same; 0 = any free port).
 */
export function readWebHostConfig(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  home: string,
): WebHostConfig {
  const { values } = parseArgs({
    args: [...argv],
    options: { 'data-dir': { type: 'string' }, port: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  const dataDir = values['data-dir'] || env.PROVIDER_DESK_DATA_DIR || join(home, '.provider-desk');
  const port = values.port ?? (env.PROVIDER_DESK_PORT || undefined);
  return { dataDir: resolve(dataDir), port: port === undefined ? 'stable' : portOf(port) };
}
