import { buildRenderer } from '../../support/build-renderer.ts';

/** Vitest global setup of the e2e project: builds the renderer (into dist/renderer unless DESK_E2E_OUT_DIR names another folder). */
// Why a default export: vitest calls a global setup file's default export.
// eslint-disable-next-line no-restricted-syntax
export default async function setup(): Promise<void> {
  // Why build every run: the tests must exercise the page as it is now, never a stale bundle.
  await buildRenderer();
}
