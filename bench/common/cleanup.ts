import { logProgress } from './progress-log.ts';

type Cleanup = () => Promise<void>;

const cleanups = new Set<Cleanup>();
const signalCleanupMs = 20_000;

/** Registers what must be undone if the bench is interrupted (e.g. stopping the PostgreSQL cluster); returns the unregister function. */
export function registerCleanup(cleanup: Cleanup): () => void {
  cleanups.add(cleanup);
  return () => void cleanups.delete(cleanup);
}

/** On Ctrl-C or SIGTERM, runs the registered cleanups (for at most 20 s) and exits. */
export function installSignalCleanup(): void {
  const onSignal = (signal: NodeJS.Signals): void => {
    logProgress(`${signal}: cleaning up…`);
    const all = Promise.allSettled([...cleanups].map((cleanup) => cleanup()));
    // Why a time limit: a child that already died with the terminal's signal may never report its exit.
    const limit = new Promise((resolve) => setTimeout(resolve, signalCleanupMs).unref());
    void Promise.race([all, limit]).then(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}
