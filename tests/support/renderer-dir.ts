import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the e2e run builds and serves the page: dist/renderer, or DESK_E2E_OUT_DIR when set.
 * Why the override: two e2e runs on one checkout (a developer and a helper) would otherwise rebuild
 * the same folder under each other's feet.
 */
export const e2eRendererDir = process.env.DESK_E2E_OUT_DIR
  ? resolve(process.env.DESK_E2E_OUT_DIR)
  : fileURLToPath(new URL('../../dist/renderer', import.meta.url));
