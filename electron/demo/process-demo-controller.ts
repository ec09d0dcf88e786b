import { dirname, join } from 'node:path';
import type { DemoStatus } from '../../shared/ipc/contract.ts';
import type { DemoAddresses, DemoController } from './demo-controller.ts';
import { waitForReady, type ServiceChild, type SpawnService } from './service-process.ts';

/** Settings of the demo service: where its data lives and how many demo clients a first start makes. */
export interface DemoSettings {
  dataDir: string;
  demoClients: number;
  /** Node's compile cache of the service's modules; beside the data directory (`demo-compile-cache`) unless given. */
  compileCacheDir?: string;
}

/** Where the demo service keeps Node's compile cache when its settings name no folder: beside its data directory. */
export function defaultCompileCacheDir(dataDir: string): string {
  return join(dirname(dataDir), 'demo-compile-cache');
}

/**
 * Runs the embedded provider service in a process of its own, on 127.0.0.1 with free ports and a
 * persistent data directory; demo data is made on first use. It stops when the app stops.
 */
export class ProcessDemoController implements DemoController {
  readonly #spawn: SpawnService;
  readonly #settings: DemoSettings;
  readonly #onStatus: (status: DemoStatus) => void;
  #status: DemoStatus = { state: 'stopped' };
  #child: ServiceChild | undefined;
  #ready: Promise<DemoAddresses> | undefined;
  #closed = false;

  constructor(spawn: SpawnService, settings: DemoSettings, onStatus: (status: DemoStatus) => void) {
    this.#spawn = spawn;
    this.#settings = settings;
    this.#onStatus = onStatus;
  }

  #set(status: DemoStatus): void {
    this.#status = status;
    this.#onStatus(status);
  }

  /** The service's state. */
  status(): DemoStatus {
    return this.#status;
  }

  /** Starts the service once; later calls share the same start. */
  ensureRunning(): Promise<DemoAddresses> {
    // Why: after stop (the app is quitting) no new service may start and outlive the app.
    if (this.#closed) return Promise.reject(new Error('the demo service is stopping with the app'));
    this.#ready ??= this.#start().catch((error: unknown) => {
      this.#ready = undefined;
      this.#child = undefined;
      this.#set({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      throw error;
    });
    return this.#ready;
  }

  async #start(): Promise<DemoAddresses> {
    this.#set({ state: 'starting' });
    const child = this.#spawn([
      '--admin-port',
      '0',
      '--client-port',
      '0',
      '--host',
      '127.0.0.1',
      '--data-dir',
      this.#settings.dataDir,
      '--demo-clients',
      String(this.#settings.demoClients),
      '--log-level',
      'warn',
      // Why: a later start compiled every module of the service again (about a second of a start); Node keeps
      // them compiled in this folder, checked against each file's contents, so an update is never served stale.
      '--compile-cache',
      this.#settings.compileCacheDir ?? defaultCompileCacheDir(this.#settings.dataDir),
      // Why: the optimizing compiler took ~500 MiB for a moment at each start on PostgreSQL's WebAssembly
      // (server/startup-switches.ts); the demo's small database does not need it.
      '--wasm-tiering',
      'off',
    ]);
    this.#child = child;
    child.once('exit', () => {
      if (this.#child === child) {
        this.#child = undefined;
        this.#ready = undefined;
        if (this.#status.state === 'running') this.#set({ state: 'stopped', message: 'the demo service stopped' });
      }
    });
    const ready = await waitForReady(child, (done, total) =>
      this.#set({ state: 'starting', progress: { done, total } }),
    );
    this.#set({ state: 'running' });
    return ready;
  }

  /**
   * Stops the service for good (with the app): asks it to stop by message, waits up to `graceMs` for it
   * to close its database and exit, then kills it and waits `killMs` more at most.
   */
  async stop(graceMs = 2_000, killMs = 500): Promise<void> {
    this.#closed = true;
    const child = this.#child;
    this.#child = undefined;
    this.#ready = undefined;
    if (!child) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const within = (ms: number): Promise<boolean> =>
      Promise.race([
        exited.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref()),
      ]);
    if (child.requestStop) child.requestStop();
    else child.kill();
    if (!(await within(graceMs))) {
      child.kill();
      await within(killMs);
    }
    this.#set({ state: 'stopped' });
  }
}
