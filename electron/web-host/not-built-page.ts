/** The page `/` answers while the renderer has not been built into the static directory yet. */
export function notBuiltPage(staticDir: string): string {
  const escaped = staticDir.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Provider Desk: renderer not built</title></head>
<body>
<h1>Provider Desk (browser mode)</h1>
<p>The browser-mode host is running, but the user interface has not been built yet:
there is no <code>index.html</code> in <code>${escaped}</code>.</p>
<p>Build the renderer into that folder with Vite (<code>npx vite build</code> writes <code>dist/renderer</code>
once the renderer and its <code>vite.config.ts</code> are in place), then reload this page;
this host need not restart. The API under <code>/api/</code> already answers.</p>
</body>
</html>
`;
}
