import { createInterface } from 'node:readline';

/** A child process running the provider service, as both hosts can start one. */
export interface ServiceChild {
  stdout: NodeJS.ReadableStream | null;
  stderr: NodeJS.ReadableStream | null;
  kill(): boolean;
  /** Asks the service to stop cleanly (a message, which works on every OS, unlike signals). */
  requestStop?(): void;
  once(event: 'exit', listener: (code: number | null) => void): unknown;
}

/** Starts the service with arguments (Electron: utilityProcess.fork; browser mode: child_process.spawn). */
export type SpawnService = (args: string[]) => ServiceChild;

/** The ready line the service prints on stdout (server/main.ts). */
export interface ReadyLine {
  adminUrl: string;
  clientUrl: string;
  adminPrefix: string;
}

/** Waits for the service's JSON ready line; reports seed progress from its stderr lines. */
export function waitForReady(
  child: ServiceChild,
  onProgress: (done: number, total: number) => void,
): Promise<ReadyLine> {
  return new Promise((resolve, reject) => {
    const errors: string[] = [];
    if (child.stderr) {
      createInterface({ input: child.stderr }).on('line', (line) => {
        const progress = /demo data: (\d+) of (\d+) clients/.exec(line);
        if (progress) onProgress(Number(progress[1]), Number(progress[2]));
        else errors.push(line);
        if (errors.length > 20) errors.shift();
      });
    }
    if (child.stdout) {
      createInterface({ input: child.stdout }).on('line', (line) => {
        try {
          const ready = JSON.parse(line) as Partial<ReadyLine>;
          if (typeof ready.adminUrl === 'string' && typeof ready.clientUrl === 'string') {
            resolve({
              adminUrl: ready.adminUrl,
              clientUrl: ready.clientUrl,
              adminPrefix: ready.adminPrefix ?? 'admin_ctl',
            });
          }
        } catch {
          // not the ready line
        }
      });
    }
    child.once('exit', (code) =>
      reject(new Error(`the demo service stopped (exit code ${code ?? 'none'}): ${errors.slice(-3).join(' / ')}`)),
    );
  });
}
