import type { RequestOptions } from 'node:http';
import { configureRequestOptions, configureRequestUrl, HttpExecutor, type DownloadOptions } from 'builder-util-runtime';
import { FileRequest } from './file-request.ts';

/** A request as HttpExecutor drives it (Electron's ClientRequest, Node's, or a FileRequest). */
export interface FeedRequest {
  on(event: string, listener: (...args: never[]) => void): unknown;
  end(data?: Buffer): void;
  abort(): void;
}

/** Opens an http(s) request and calls `onResponse` with the response (Electron's net in the app, Node's http in tests). */
export type OpenRequest = (options: RequestOptions, onResponse: (response: unknown) => void) => FeedRequest;

/**
 * electron-updater's HTTP executor for our feeds: http(s) through `open`, file: from disk. It is the
 * library's own HttpExecutor, so redirects, progress and the sha512 check of every download stay the
 * library's code (a download whose sha512 differs from the feed's is rejected and deleted).
 */
export class FeedHttpExecutor extends HttpExecutor<FeedRequest> {
  readonly #open: OpenRequest;

  constructor(open: OpenRequest) {
    super();
    this.#open = open;
  }

  /** Downloads `url` to `destination`, checking the sha512 given in `options` (as ElectronHttpExecutor does). */
  async download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return await options.cancellationToken.createPromise<string>((resolve, reject, onCancel) => {
      const requestOptions: RequestOptions & { redirect?: string } = { headers: options.headers ?? undefined, redirect: 'manual' };
      configureRequestUrl(url, requestOptions);
      configureRequestOptions(requestOptions);
      this.doDownload(requestOptions, { destination, options, onCancel, callback: (error) => (error == null ? resolve(destination) : reject(error)), responseHandler: null }, 0);
    });
  }

  /** Opens one request; file: feeds are read from disk. */
  createRequest(options: RequestOptions, callback: (response: unknown) => void): FeedRequest {
    if (options.protocol === 'file:') return new FileRequest(options, callback) as unknown as FeedRequest;
    return this.#open(options, callback);
  }

  /** Follows Electron's manual redirects (Node's requests report them in the response instead). */
  protected override addRedirectHandlers(request: FeedRequest, options: RequestOptions, reject: (error: Error) => void, redirectCount: number, handler: (options: RequestOptions) => void): void {
    request.on('redirect', ((_status: number, _method: string, redirectUrl: string) => {
      request.abort();
      if (redirectCount > this.maxRedirects) reject(this.createMaxRedirectError());
      else handler(HttpExecutor.prepareRedirectUrlOptions(redirectUrl, options));
    }));
  }
}
