import type { RequestOptions } from 'node:http';
import type { FeedRequest, OpenRequest } from './feed-executor.ts';

/** The part of Electron's `net` module the feed requests use. */
export interface NetLike {
  request(options: Record<string, unknown>): FeedRequest;
}

/**
 * Opens feed requests with Electron's net module in the updater's own session (as electron-updater does),
 * so the system's proxy settings and certificates apply to the provider's or head office's server.
 */
export function electronOpenRequest(net: NetLike, session: unknown): OpenRequest {
  return (options: RequestOptions, onResponse) => {
    const { headers } = options;
    // Why: Electron's net refuses an explicit Host header (net::ERR_INVALID_ARGUMENT); it names the host itself.
    const cleaned =
      headers && !Array.isArray(headers)
        ? Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'host'))
        : headers;
    const request = net.request({ ...options, headers: cleaned, session });
    request.on('response', onResponse);
    return request;
  };
}
