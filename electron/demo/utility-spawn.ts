import { utilityProcess } from 'electron';
import { serviceEnvironment } from './service-environment.ts';
import type { ServiceChild, SpawnService } from './service-process.ts';

/** Starts the demo provider service in an Electron utility process, so the main process stays responsive. */
export function utilitySpawn(serviceEntry: string): SpawnService {
  return (args): ServiceChild => {
    const child = utilityProcess.fork(serviceEntry, args, {
      stdio: 'pipe',
      serviceName: 'Provider Desk demo service',
      env: serviceEnvironment(process.env),
    });
    return {
      stdout: child.stdout,
      stderr: child.stderr,
      kill: () => child.kill(),
      // Why a message: on Windows kill() is TerminateProcess, and PGlite would never close its files.
      requestStop: () => child.postMessage({ type: 'stop' }),
      once: (event, listener) => child.once(event, listener),
    };
  };
}
