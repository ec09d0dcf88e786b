import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { contentTypeOf } from './content-types.ts';
import { notBuiltPage } from './not-built-page.ts';
import { refuse } from './replies.ts';

const isInside = (root: string, path: string): boolean =>
  path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);

/** The real path of a regular file inside `root`, or undefined (missing, a folder, or outside). */
async function fileInside(root: string, path: string): Promise<string | undefined> {
  try {
    const real = await realpath(path);
    // Why the real paths again: a symbolic link inside the folder must not lead out of it.
    if (!isInside(await realpath(root), real)) return undefined;
    return (await stat(real)).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

async function sendFile(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
  const { size } = await stat(path);
  // Why no-cache: the built files change with every build and this host is local; always revalidate.
  response.writeHead(200, {
    'content-type': contentTypeOf(path),
    'content-length': String(size),
    'cache-control': 'no-cache',
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  await pipeline(createReadStream(path), response).catch(() => response.destroy());
}

async function sendPage(request: IncomingMessage, response: ServerResponse, root: string): Promise<void> {
  const index = await fileInside(root, join(root, 'index.html'));
  if (index) return sendFile(request, response, index);
  const page = notBuiltPage(root);
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(page)),
    'cache-control': 'no-store',
  });
  response.end(request.method === 'HEAD' ? undefined : page);
}

/** Serves the built renderer's files, and `index.html` for `/` and the page's routes; nothing outside `staticDir`. */
export async function serveStatic(
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
  staticDir: string,
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    refuse(response, 405, 'use GET', { allow: 'GET, HEAD' });
    return;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    refuse(response, 400, 'the path is not valid');
    return;
  }
  const root = resolve(staticDir);
  // Why: `%2e%2e%2f` decodes to `../` after the URL parser already removed plain dot segments, so the
  // joined path is checked against the folder; a NUL byte is never part of a file we serve.
  const target = join(root, decoded);
  if (decoded.includes('\0') || !isInside(root, target)) {
    refuse(response, 404, 'no such file');
    return;
  }
  const file = await fileInside(root, target);
  if (file) return sendFile(request, response, file);
  if (extname(decoded) === '') return sendPage(request, response, root);
  refuse(response, 404, 'no such file');
}
