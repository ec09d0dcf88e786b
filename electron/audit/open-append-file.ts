import { close, open, writeSync } from 'node:fs';
import { promisify } from 'node:util';

const openFile = promisify(open);
const closeFile = promisify(close);

/**
 * One file kept open for appending (`a`, 0600), written line after line. Why: `appendFile` opens, writes and
 * closes for every line, three trips through the thread pool. Why a plain descriptor, not a FileHandle: a
 * FileHandle left to the garbage collector is closed with a warning; this one is closed by `close()` (the
 * journal's flush) or with the process.
 */
export class OpenAppendFile {
  #open: { path: string; fd: number } | undefined;

  /** Appends `text` (or its UTF-8 bytes) to the file at `path`, opening it (and closing the one open before) when it is another. */
  async append(path: string, text: string | Buffer): Promise<void> {
    if (this.#open?.path !== path) {
      await this.close();
      this.#open = { path, fd: await openFile(path, 'a', 0o600) };
    }
    const { fd } = this.#open;
    const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
    try {
      let done = 0;
      // Why a synchronous write (the open stays asynchronous): one line of a few hundred bytes into a file
      // already open is a few microseconds in the kernel, where an asynchronous write costs a trip through the
      // thread pool and back, many times that on a busy machine, for each confirmed write the operator waits
      // on. And once it returns the line is the system's to keep: a quit right after the answer cannot lose it.
      // Why a loop: a write may take fewer bytes than asked (a full disk gives an error on the next one).
      while (done < bytes.length) done += writeSync(fd, bytes, done, bytes.length - done);
    } catch (error) {
      // Why close on a failure: the next append opens the file again, by its name, as appendFile did.
      await this.close();
      throw error;
    }
  }

  /** Closes the open file, if any (errors closing are of no use to anyone: the lines are written). */
  async close(): Promise<void> {
    const kept = this.#open;
    this.#open = undefined;
    if (kept) await closeFile(kept.fd).catch(() => undefined);
  }
}
