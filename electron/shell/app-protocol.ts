import { net, protocol } from 'electron';
import { extname, join, normalize, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The page's own origin: `app://desk`, served from the built renderer inside the app. */
export const appOrigin = 'app://desk';

/**
 * Must run before the app is ready: `app:` is a standard, secure scheme (fetch, storage, CSP work as on https).
 * Why codeCache: without it Chromium compiles the renderer's bundle at every start; with it V8 keeps the compiled
 * code in the profile (Electron: "Enable V8 code cache for the scheme, only works when standard is also set").
 */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
  ]);
}

/** Serves `app://desk/…` from the renderer folder with the strict CSP on every answer; nothing outside it. */
export function serveRenderer(rendererDir: string, csp: string): void {
  protocol.handle('app', async (request) => {
    const url = new URL(request.url);
    if (url.host !== 'desk') return new Response('not found', { status: 404 });
    const wanted = decodeURIComponent(url.pathname);
    const file = normalize(join(rendererDir, extname(wanted) ? wanted : 'index.html'));
    // Why: a path that leaves the renderer folder (../) is never served.
    if (relative(rendererDir, file).startsWith('..') || !file.startsWith(rendererDir + sep))
      return new Response('not found', { status: 404 });
    const answer = await net.fetch(pathToFileURL(file).toString());
    const headers = new Headers(answer.headers);
    headers.set('content-security-policy', csp);
    headers.set('x-content-type-options', 'nosniff');
    return new Response(answer.body, { status: answer.status, headers });
  });
}
