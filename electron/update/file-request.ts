import { EventEmitter } from 'node:events';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { RequestOptions } from 'node:http';

/** A response as builder-util-runtime's HttpExecutor reads it: a stream with a status and headers. */
export type FeedResponse = Readable & { statusCode: number; statusMessage: string; headers: Record<string, string> };

/** The path of a file: feed request (`file://server/share/x` is a UNC path on Windows). */
export function filePathOf(options: RequestOptions): string {
  const host = options.hostname ?? options.host ?? '';
  const path = (options.path ?? '/').split('?')[0] ?? '/';
  return fileURLToPath(`file://${host}${path}`);
}

/**
 * A request for a `file:` feed (an office's shared folder), shaped like an HTTP request so electron-updater's
 * own executor code reads it: the file streams out as a 200 response (its sha512 is then checked by the
 * same code as an HTTP download), a missing file answers 404. Why: Electron's net module speaks only http(s).
 */
export class FileRequest extends EventEmitter {
  readonly #path: string;
  readonly #onResponse: (response: FeedResponse) => void;
  #stream: Readable | undefined;
  #aborted = false;

  constructor(options: RequestOptions, onResponse: (response: FeedResponse) => void) {
    super();
    this.#path = filePathOf(options);
    this.#onResponse = onResponse;
  }

  /** Starts reading (HttpExecutor calls it once the request is set up). */
  end(): void {
    void this.#open();
  }

  /** Stops reading. */
  abort(): void {
    this.#aborted = true;
    this.#stream?.destroy();
  }

  /** Same as abort (HttpExecutor uses both names). */
  destroy(): void {
    this.abort();
  }

  async #open(): Promise<void> {
    let size: number;
    try {
      const info = await stat(this.#path);
      if (!info.isFile()) throw Object.assign(new Error(`${this.#path} is not a file`), { code: 'ENOENT' });
      size = info.size;
    } catch (error) {
      if (this.#aborted) return;
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        this.#onResponse(
          Object.assign(Readable.from([]), { statusCode: 404, statusMessage: 'Not Found', headers: {} }),
        );
      } else this.emit('error', error);
      return;
    }
    if (this.#aborted) return;
    const stream = createReadStream(this.#path);
    this.#stream = stream;
    this.#onResponse(
      Object.assign(stream, { statusCode: 200, statusMessage: 'OK', headers: { 'content-length': String(size) } }),
    );
  }
}
