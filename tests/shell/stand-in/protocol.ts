// Stand-in for Electron's protocol and net modules (https://www.electronjs.org/docs/latest/api/protocol,
// https://www.electronjs.org/docs/latest/api/net): privileged schemes, handlers answering a Web Request
// with a Web Response, and net.fetch of file:// URLs the way the handlers use it.
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { report } from './control.ts';
import { hostConfig } from './host-config.ts';

type ProtocolHandler = (request: Request) => Response | Promise<Response>;

/** Schemes registered as privileged, and their handlers. */
export const protocolState = {
  privileged: new Set<string>(),
  handlers: new Map<string, ProtocolHandler>(),
  ready: false,
};

/** The stand-in `protocol` module. */
export const protocol = {
  registerSchemesAsPrivileged(schemes: { scheme: string; privileges?: Record<string, boolean> }[]): void {
    // Electron: "This method can only be used before the ready event of the app module gets emitted."
    if (protocolState.ready)
      throw new Error('protocol.registerSchemesAsPrivileged should be called before app is ready');
    for (const { scheme } of schemes) protocolState.privileged.add(scheme);
    // Why reported: privileges the stand-in's Chromium cannot apply (codeCache) are still checked by the tests.
    report({ type: 'app', event: 'privileged-schemes', detail: schemes });
  },
  handle(scheme: string, handler: ProtocolHandler): void {
    if (protocolState.handlers.has(scheme) || hostConfig.faults.has('protocol.handle'))
      throw new Error(`Failed to register protocol: ${scheme}`);
    protocolState.handlers.set(scheme, handler);
  },
  unhandle(scheme: string): void {
    protocolState.handlers.delete(scheme);
  },
  isProtocolHandled(scheme: string): boolean {
    return protocolState.handlers.has(scheme);
  },
};

// Why a table: Chromium's file loader names the type from the extension (net/base/mime_util.cc);
// module scripts must come as JavaScript or the page refuses them.
const mimeTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/vnd.microsoft.icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
  '.txt': 'text/plain',
};

/** The stand-in `net` module: fetch for file:// (as the protocol handler uses it) and http(s). */
export const net = {
  async fetch(input: string | Request, init?: RequestInit): Promise<Response> {
    const url = typeof input === 'string' ? input : input.url;
    if (url.startsWith('file:')) {
      const path = fileURLToPath(url);
      try {
        const body = await readFile(path);
        return new Response(body, {
          status: 200,
          headers: { 'content-type': mimeTypes[extname(path)] ?? 'application/octet-stream' },
        });
      } catch {
        // Electron rejects a missing file with net::ERR_FILE_NOT_FOUND.
        throw new TypeError('net::ERR_FILE_NOT_FOUND');
      }
    }
    // Why Node's fetch: Electron's net goes through Chromium's network stack; the stand-in has none of its own.
    return fetch(input, init);
  },
  isOnline(): boolean {
    return true;
  },
  request(): never {
    throw new Error('stand-in Electron: net.request is not modelled (use net.fetch)');
  },
};
