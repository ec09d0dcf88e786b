import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { SpawnService } from '../demo/service-process.ts';

/** The provider service's entry point (`npm run server`). */
export const serviceMain = fileURLToPath(new URL('../../server/main.ts', import.meta.url));

/**
 * The environment the demo service starts with: ours, minus every setting the service would read from
 * it. Why: `DATABASE_URL` or `PROVIDER_*` meant for something else would point the demo at a real
 * database (and seed demo clients into it) or change its ports and passwords; the demo's settings
 * come only from the arguments the demo controller gives.
 */
export function serviceEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => name !== 'DATABASE_URL' && !name.startsWith('PROVIDER_')));
}

/** Starts the provider service as a Node child process (browser mode), its output piped to the controller. */
export const spawnNodeService: SpawnService = (args) =>
  spawn(process.execPath, [serviceMain, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: serviceEnvironment(process.env), windowsHide: true });
