import type { KeyObject } from 'node:crypto';
import type { RequestOptions } from 'node:http';
import { posix } from 'node:path';
import {
  CancellationToken,
  configureRequestOptions,
  configureRequestUrl,
  HttpError,
  HttpExecutor,
  type DownloadOptions,
} from 'builder-util-runtime';
import { boundedResponse, channelFileLimit, signatureFileLimit, type ResponseLike } from './bounded-read.ts';
import { signatureFileOf, verifyChannelFile } from './feed-signature.ts';
import { FileRequest } from './file-request.ts';

/** A request as HttpExecutor drives it (Electron's ClientRequest, Node's, or a FileRequest). */
export interface FeedRequest {
  on(event: string, listener: (...args: never[]) => void): unknown;
  end(data?: Buffer): void;
  abort(): void;
}

/** Opens an http(s) request and calls `onResponse` with the response (Electron's net in the app, Node's http in tests). */
export type OpenRequest = (options: RequestOptions, onResponse: (response: unknown) => void) => FeedRequest;

/** The channel file a request asks for: the last part of its path, without the query electron-updater may add. */
export function requestedFileOf(options: RequestOptions): string {
  return decodeURIComponent(posix.basename((options.path ?? '/').split('?')[0] ?? '/'));
}

/** The same request for the signature file beside it (the query, if any, kept). */
function signatureRequestOf(options: RequestOptions): RequestOptions {
  const [path = '/', query] = (options.path ?? '/').split('?', 2);
  return {
    ...options,
    headers: { ...options.headers },
    path: `${signatureFileOf(path)}${query === undefined ? '' : `?${query}`}`,
  };
}

/**
 * electron-updater's HTTP executor for our feeds: http(s) through `open`, file: from disk. It is the
 * library's own HttpExecutor, so redirects, progress and the sha512 check of every download stay the
 * library's code (a download whose sha512 differs from the feed's is rejected and deleted). What it adds:
 * every channel file must carry the project's signature (feed-signature.ts) before electron-updater sees it.
 */
export class FeedHttpExecutor extends HttpExecutor<FeedRequest> {
  readonly #open: OpenRequest;
  readonly #trusted: readonly KeyObject[];

  /** `trusted`: the Ed25519 public keys whose signature a channel file must carry (none: every feed is refused). */
  constructor(open: OpenRequest, trusted: readonly KeyObject[]) {
    super();
    this.#open = open;
    this.#trusted = trusted;
  }

  /**
   * Reads a text answer, which for our generic feeds is always a channel file, and answers it only when its
   * signature verifies. Why here: this is where electron-updater reads the channel file (GenericProvider's
   * getLatestVersion), before it decides on a version or downloads anything; the sha512 of the installer it
   * then downloads comes from this verified text. Why every text answer rather than names ending in .yml:
   * a read that is not verified must not exist, whatever electron-updater asks for in a later version.
   */
  override async request(
    options: RequestOptions,
    cancellationToken: CancellationToken = new CancellationToken(),
    data?: Record<string, unknown> | null,
  ): Promise<string | null> {
    const signatureRequest = signatureRequestOf(options);
    const file = requestedFileOf(options);
    // Why each read through its own bounded executor: the text is gathered whole before the signature can be
    // checked, so a byte cap must apply while it is read (bounded-read.ts); downloads keep this executor.
    const text = await new BoundedTextReads(this, channelFileLimit, file).request(options, cancellationToken, data);
    let signature: string | null;
    try {
      // An empty answer is not a signature (null would read as "unsigned"; '' reads as "not a signature file").
      signature =
        (await new BoundedTextReads(this, signatureFileLimit, signatureFileOf(file)).request(
          signatureRequest,
          cancellationToken,
        )) ?? '';
    } catch (error) {
      // Why only 404 means "unsigned": any other failure (network, server) is reported as what it is.
      if (error instanceof HttpError && error.statusCode === 404) signature = null;
      else throw error;
    }
    verifyChannelFile(this.#trusted, file, Buffer.from(text ?? '', 'utf8'), signature);
    return text;
  }

  /** Downloads `url` to `destination`, checking the sha512 given in `options` (as ElectronHttpExecutor does). */
  async download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return await options.cancellationToken.createPromise<string>((resolve, reject, onCancel) => {
      const requestOptions: RequestOptions & { redirect?: string } = {
        headers: options.headers ?? undefined,
        redirect: 'manual',
      };
      configureRequestUrl(url, requestOptions);
      configureRequestOptions(requestOptions);
      this.doDownload(
        requestOptions,
        {
          destination,
          options,
          onCancel,
          callback: (error) => (error == null ? resolve(destination) : reject(error)),
          responseHandler: null,
        },
        0,
      );
    });
  }

  /** Opens one request; file: feeds are read from disk. */
  createRequest(options: RequestOptions, callback: (response: unknown) => void): FeedRequest {
    if (options.protocol === 'file:') return new FileRequest(options, callback) as unknown as FeedRequest;
    return this.#open(options, callback);
  }

  /** Follows Electron's manual redirects (Node's requests report them in the response instead). */
  protected override addRedirectHandlers(
    request: FeedRequest,
    options: RequestOptions,
    reject: (error: Error) => void,
    redirectCount: number,
    handler: (options: RequestOptions) => void,
  ): void {
    followManualRedirects(request, options, reject, redirectCount, handler, this.maxRedirects);
  }
}

/** Follows a manual redirect (Electron's net reports it as an event) as builder-util-runtime's Node code does. */
function followManualRedirects(
  request: FeedRequest,
  options: RequestOptions,
  reject: (error: Error) => void,
  redirectCount: number,
  handler: (options: RequestOptions) => void,
  maxRedirects: number,
): void {
  request.on('redirect', (_status: number, _method: string, redirectUrl: string) => {
    request.abort();
    if (redirectCount > maxRedirects) reject(new Error(`Too many redirects (> ${maxRedirects})`));
    else handler(HttpExecutor.prepareRedirectUrlOptions(redirectUrl, options));
  });
}

/**
 * One text read of a feed (a channel file or its signature) through the feed's own requests, with every
 * answer's body passed on only up to `limit` bytes (redirects and error pages included).
 */
class BoundedTextReads extends HttpExecutor<FeedRequest> {
  readonly #feed: FeedHttpExecutor;
  readonly #limit: number;
  readonly #file: string;

  constructor(feed: FeedHttpExecutor, limit: number, file: string) {
    super();
    this.#feed = feed;
    this.#limit = limit;
    this.#file = file;
  }

  /** Opens the request as the feed does; its response is handed on bounded. */
  createRequest(options: RequestOptions, callback: (response: unknown) => void): FeedRequest {
    const request = this.#feed.createRequest(options, (response) =>
      callback(boundedResponse(response as ResponseLike, this.#limit, this.#file, () => request.abort())),
    );
    return request;
  }

  protected override addRedirectHandlers(
    request: FeedRequest,
    options: RequestOptions,
    reject: (error: Error) => void,
    redirectCount: number,
    handler: (options: RequestOptions) => void,
  ): void {
    followManualRedirects(request, options, reject, redirectCount, handler, this.maxRedirects);
  }
}
