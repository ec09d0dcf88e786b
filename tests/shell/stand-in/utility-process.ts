// Stand-in for Electron's utilityProcess (https://www.electronjs.org/docs/latest/api/utility-process):
// a Node child process with the utility process's API: `process.parentPort` in the child (given by a
// preamble module), postMessage both ways, stdout/stderr when piped, `spawn` and `exit` events.
// `kill()` here is SIGKILL: it models Windows, where Electron's kill() is TerminateProcess and the child
// gets no chance to clean up, so a test passes only when the app stops its child by message first.
// Electron ends every utility process when the app exits; so does the host (reported as `killed`).
// `STAND_IN_FAULTS=utility-fatal` plays a V8 fatal error in the child (the `error` event).
import { fork, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { fileURLToPath } from 'node:url';
import { splitAsarPath } from './asar-archive.ts';
import { report } from './control.ts';
import { hostConfig } from './host-config.ts';

const preamble = fileURLToPath(new URL('./utility-preamble.ts', import.meta.url));
const asarEntry = fileURLToPath(new URL('./asar-utility-entry.ts', import.meta.url));
const live = new Set<ChildProcess>();

/** One utility process. */
class StandInUtilityProcess extends EventEmitter {
  readonly #child: ChildProcess;
  readonly #env: NodeJS.ProcessEnv;
  constructor(child: ChildProcess, env: NodeJS.ProcessEnv) {
    super();
    this.#child = child;
    this.#env = env;
    live.add(child);
    child.on('spawn', () => {
      report({ type: 'utility', event: 'spawned', ...(child.pid ? { pid: child.pid } : {}) });
      this.emit('spawn');
      if (hostConfig.faults.has('utility-fatal')) this.#fatal();
    });
    child.on('message', (message) => this.emit('message', message));
    child.on('exit', (code, signal) => {
      live.delete(child);
      report({ type: 'utility', event: 'exit', code, detail: signal });
      this.emit('exit', code ?? (signal ? 1 : 0));
    });
  }
  /**
   * A V8 fatal error in the child, as Electron tells it: `error` with ('FatalError', location, report),
   * the report being Node's diagnostic report (the child's environment, command line and paths), then
   * the child ends and `exit` follows. Why through emit: Electron's UtilityProcess is an EventEmitter,
   * so with no `error` listener the emit throws in main (an uncaught exception, Electron's error dialog).
   */
  #fatal(): void {
    const diagnosticReport = JSON.stringify({
      header: { commandLine: process.argv, cwd: process.cwd() },
      environmentVariables: this.#env,
    });
    setImmediate(() => {
      this.#child.kill('SIGKILL');
      this.emit('error', 'FatalError', 'v8::ToLocalChecked Empty MaybeLocal', diagnosticReport);
    });
  }
  get pid(): number | undefined {
    return this.#child.exitCode === null ? this.#child.pid : undefined;
  }
  get stdout(): NodeJS.ReadableStream | null {
    return this.#child.stdout;
  }
  get stderr(): NodeJS.ReadableStream | null {
    return this.#child.stderr;
  }
  postMessage(message: unknown): void {
    if (this.#child.connected) this.#child.send(message as never);
  }
  kill(): boolean {
    return this.#child.kill('SIGKILL');
  }
}

/** The stand-in utilityProcess module. */
export const utilityProcess = {
  fork(
    modulePath: string,
    args: string[] = [],
    options: {
      stdio?: 'pipe' | 'ignore' | 'inherit';
      env?: NodeJS.ProcessEnv;
      cwd?: string;
      serviceName?: string;
    } = {},
  ): StandInUtilityProcess {
    const stdio = options.stdio ?? 'inherit';
    // An entry inside an archive starts through asar-utility-entry.ts (Node alone cannot find it).
    const child = fork(
      splitAsarPath(modulePath) ? asarEntry : modulePath,
      splitAsarPath(modulePath) ? [modulePath, ...args] : args,
      {
        execArgv: ['--import', preamble],
        env: options.env ?? process.env,
        ...(options.cwd ? { cwd: options.cwd } : {}),
        stdio: [stdio === 'pipe' ? 'pipe' : stdio, stdio, stdio, 'ipc'],
        serialization: 'advanced',
      },
    );
    return new StandInUtilityProcess(child, options.env ?? process.env);
  },
};

/** Ends every utility process still alive (the app is exiting), as Electron does. */
export async function endUtilityProcesses(): Promise<void> {
  await Promise.all(
    [...live].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          report({ type: 'utility', event: 'killed', ...(child.pid ? { pid: child.pid } : {}) });
          child.kill('SIGKILL');
        }),
    ),
  );
}
