import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { compileCacheEnvironment, serviceEnvironment } from '../demo/service-environment.ts';
import type { SpawnService } from '../demo/service-process.ts';

/** The provider service's entry point (`npm run server`). */
export const serviceMain = fileURLToPath(new URL('../../server/main.ts', import.meta.url));

/**
 * A spawner of the provider service as a Node child process: `main` (the source entry unless given; the build's
 * dist/server/main.js for the desktop bundle) run with Node's `nodeOptions` first, its output piped to the controller.
 */
export function nodeServiceSpawn(main: string = serviceMain, nodeOptions: readonly string[] = []): SpawnService {
  return (args) => {
    // Why an IPC channel: the stop request travels as a message (signals do not exist on Windows), and the
    // service ends by itself when this host dies and the channel closes.
    const child = spawn(process.execPath, [...nodeOptions, main, ...args], {
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      env: { ...serviceEnvironment(process.env), ...compileCacheEnvironment(args) },
      windowsHide: true,
    });
    return {
      stdout: child.stdout,
      stderr: child.stderr,
      kill: () => child.kill(),
      requestStop: () => {
        if (child.connected) child.send({ type: 'stop' });
      },
      once: (event, listener) => child.once(event, listener),
    };
  };
}

/** Starts the provider service as a Node child process (browser mode), its output piped to the controller. */
export const spawnNodeService: SpawnService = nodeServiceSpawn();
