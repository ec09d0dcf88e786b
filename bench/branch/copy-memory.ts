import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { CopyMemory } from './branch-figures.ts';

const childPath = join(import.meta.dirname, 'copy-memory-child.ts');

/** Main's memory with the copy at `file` open, measured in a fresh process (copy-memory-child.ts). */
export function measureCopyMemory(file: string, key: Buffer): Promise<CopyMemory> {
  return new Promise((resolve, reject) => {
    const child = fork(childPath, [file, key.toString('base64')], {
      execArgv: [...process.execArgv, '--expose-gc'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let figures: CopyMemory | undefined;
    child.once('message', (message: CopyMemory) => {
      figures = message;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (figures) resolve(figures);
      else reject(new Error(`the copy's memory process exited with code ${code} before reporting`));
    });
  });
}
