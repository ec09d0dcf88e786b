import { close, open, write } from 'node:fs';
import { promisify } from 'node:util';

const openFile = promisify(open);
const writeFile = promisify(write);
const closeFile = promisify(close);

/**
 * One file kept open for appending (`a`, 0600), written line after line. Why: `appendFile` opens, writes and
 * closes for every line, three trips through the thread pool where one write does. Why a plain descriptor, not
 * a FileHandle: a FileHandle left to the garbage collector is closed with a warning; this one is closed by
 * `close()` (the journal's flush) or with the process.
 */
export class OpenAppendFile {
  #open: { path: string; fd: number } | undefined;

  /** Appends `text` to the file at `path`, opening it (and closing the one open before) when it is another. */
  async append(path: string, text: string): Promise<void> {
    if (this.#open?.path !== path) {
      await this.close();
      this.#open = { path, fd: await openFile(path, 'a', 0o600) };
    }
    const { fd } = this.#open;
    const bytes = Buffer.from(text, 'utf8');
    try {
      let done = 0;
      // Why a loop: a write may take fewer bytes than asked (a full disk gives an error on the next one).
      while (done < bytes.length) done += (await writeFile(fd, bytes, done, bytes.length - done)).bytesWritten;
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
