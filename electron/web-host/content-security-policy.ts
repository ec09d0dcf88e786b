// The page's security headers, the same in browser mode as in the Electron window.

// Why `'unsafe-inline'` for styles (and only for styles): the component library sets inline `style`
// attributes at run time, which no nonce or hash can cover; scripts stay strictly `'self'`, so injected
// markup could at worst change how the page looks, never run anything.
/** The strict Content-Security-Policy of the page (browser mode and the Electron window): nothing remote at all. */
export const contentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

/** Headers sent on every answer of the web host, static files, API answers and refusals alike. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy,
  // Why: a browser must never guess a type (a JSON answer sniffed as HTML would run as a page).
  'x-content-type-options': 'nosniff',
  // Why: addresses of the page never leak to anyone, not even to ourselves on a later request.
  'referrer-policy': 'no-referrer',
  // Why: other sites may not embed our files with <script>/<img> either; only our own page loads them.
  'cross-origin-resource-policy': 'same-origin',
};
