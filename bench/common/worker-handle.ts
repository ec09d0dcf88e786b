import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type {
  CommandResults,
  WorkerCommand,
  WorkerMessage,
  WorkerReady,
  WorkerRequest,
  WorkerSpec,
} from './worker-protocol.ts';

/** A running service worker, seen from the bench. */
export interface ServiceWorker {
  readonly pid: number;
  readonly ready: WorkerReady;
  /** Sends a command and waits for its answer. */
  call<Type extends WorkerCommand['type']>(
    command: Extract<WorkerCommand, { type: Type }>,
  ): Promise<CommandResults[Type]>;
  /** Stops the service and its engine and waits for the process to exit (killing it if it lingers). */
  stop(): Promise<void>;
}

const workerPath = join(import.meta.dirname, 'service-worker.ts');
const exitGraceMs = 15_000;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), exitGraceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Forks a service worker on an engine and waits until its service listens. */
export async function startServiceWorker(spec: WorkerSpec): Promise<ServiceWorker> {
  const child = fork(workerPath, [JSON.stringify(spec)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let exited = false;

  const started = new Promise<WorkerReady>((resolve, reject) => {
    child.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') resolve(message);
      else if (message.type === 'failed')
        reject(new Error(`service worker (${spec.kind}) failed to start:\n${message.error}`));
      else {
        const waiting = pending.get(message.id);
        pending.delete(message.id);
        if (message.ok) waiting?.resolve(message.result);
        else waiting?.reject(new Error(`service worker (${spec.kind}): ${message.error}`));
      }
    });
    child.once('exit', (code, signal) => {
      exited = true;
      const error = new Error(`service worker (${spec.kind}) exited (${signal ?? `code ${code}`})`);
      reject(error);
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    });
  });
  const ready = await started.catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });

  const call = <Type extends WorkerCommand['type']>(
    command: Extract<WorkerCommand, { type: Type }>,
  ): Promise<CommandResults[Type]> =>
    new Promise((resolve, reject) => {
      // Why also `connected`: after a Ctrl+C the worker's channel can close before its exit event; a send then throws.
      if (exited || !child.connected) {
        reject(new Error(`service worker (${spec.kind}) is no longer running`));
        return;
      }
      const id = nextId;
      nextId += 1;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      const request: WorkerRequest = { id, command };
      child.send(request);
    });

  return {
    pid: child.pid ?? 0,
    ready,
    call,
    async stop() {
      if (!exited) await call({ type: 'stop' }).catch(() => undefined);
      await waitForExit(child);
    },
  };
}
