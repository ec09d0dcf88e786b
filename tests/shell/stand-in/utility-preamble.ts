// Loaded first in a stand-in utility process: gives it Electron's `process.parentPort`
// (https://www.electronjs.org/docs/latest/api/parent-port), over the fork's IPC channel.
import { EventEmitter } from 'node:events';
import { installPackedMode } from './asar-packed.ts';

// A utility process of a packed app reads the archive as Electron's do.
installPackedMode();

const parentPort = Object.assign(new EventEmitter(), {
  postMessage(message: unknown): void {
    process.send?.(message);
  },
  start(): void {},
});
process.on('message', (data: unknown) => parentPort.emit('message', { data, ports: [] }));
// Why unref: Electron's parentPort does not keep a utility process alive by itself.
process.channel?.unref();
Object.defineProperty(process, 'parentPort', { value: parentPort });
