import { utilityProcess } from 'electron';
import { serviceEnvironment } from './service-environment.ts';
import type { ServiceChild, SpawnService } from './service-process.ts';
import { utilityFatalLine } from './utility-fatal.ts';

/** Starts the demo provider service in an Electron utility process, so the main process stays responsive. */
export function utilitySpawn(serviceEntry: string, log: { error(message: string): void }): SpawnService {
  return (args): ServiceChild => {
    const child = utilityProcess.fork(serviceEntry, args, {
      stdio: 'pipe',
      serviceName: 'Provider Desk demo service',
      env: serviceEnvironment(process.env),
    });
    // Why a listener: Electron tells a V8 fatal error in the child by `error`, and an EventEmitter's `error`
    // with no listener throws in main (the "JavaScript error in the main process" dialog). `exit` follows
    // either way, and the demo controller reports the stopped service from there.
    child.on('error', (type, location) => log.error(utilityFatalLine(type, location)));
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
