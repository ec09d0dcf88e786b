/** Electron's parent port in a utility process (absent in a plain Node child). */
interface ParentPort {
  on(event: 'message', listener: (event: { data: unknown }) => void): unknown;
}

/**
 * Calls `stop` once, on the first request to stop: SIGINT, SIGTERM, a `{ type: 'stop' }` message from
 * the parent (Electron's parentPort in a utility process, Node's IPC channel in a child process), or
 * the parent going away. Why messages: on Windows a parent's kill() is TerminateProcess, which no
 * process can catch, so PGlite would never close its files; the app asks by message first.
 */
export function onStopRequest(stop: (reason: string) => void): void {
  let stopping = false;
  const once = (reason: string): void => {
    if (stopping) return;
    stopping = true;
    stop(reason);
  };
  process.once('SIGINT', () => once('SIGINT'));
  process.once('SIGTERM', () => once('SIGTERM'));
  const isStop = (data: unknown): boolean =>
    typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'stop';
  const parentPort = (process as { parentPort?: ParentPort }).parentPort;
  parentPort?.on('message', (event) => {
    if (isStop(event.data)) once('stop message');
  });
  if (process.channel) {
    process.on('message', (data: unknown) => {
      if (isStop(data)) once('stop message');
    });
    // Why: a parent that died (a hard kill of the app) can no longer stop us; the service ends with it.
    process.once('disconnect', () => once('parent gone'));
    // Why unref: the channel alone must not keep the service alive (its servers do).
    process.channel.unref();
  }
}
