import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { OpenRequest } from './feed-executor.ts';

/** Opens feed requests with Node's http/https (browser mode and tests; the app uses Electron's net). */
export const nodeOpenRequest: OpenRequest = (options: RequestOptions, onResponse) =>
  (options.protocol === 'https:' ? httpsRequest : httpRequest)(options, onResponse);
