import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serviceEnvironment } from '../demo/service-environment.ts';
import type { SpawnService } from '../demo/service-process.ts';

/** The provider service's entry point (`npm run server`). */
export const serviceMain = fileURLToPath(new URL('../../server/main.ts', import.meta.url));

/** Starts the provider service as a Node child process (browser mode), its output piped to the controller. */
export const spawnNodeService: SpawnService = (args) =>
  spawn(process.execPath, [serviceMain, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: serviceEnvironment(process.env), windowsHide: true });
