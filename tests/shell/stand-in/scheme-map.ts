// Chromium without Electron cannot register a privileged custom scheme such as `app://`: a navigation
// to it goes to the OS's external protocol handler, and request interception never sees it. The stand-in
// therefore serves each privileged scheme's host at an https origin of its own and translates URLs at its
// boundary: the app only ever sees `app://desk/…` (frame URLs, the protocol handler's requests,
// navigation events), as in Electron. https keeps what `standard: true, secure: true` gives the page:
// a secure context with its own origin, storage and CSP.

const suffix = '.stand-in.invalid';

/** The https URL the stand-in's Chromium loads for an app URL (`app://desk/x` → `https://desk.app.stand-in.invalid/x`). */
export function toChromiumUrl(appUrl: string, schemes: ReadonlySet<string>): string {
  const url = new URL(appUrl);
  const scheme = url.protocol.slice(0, -1);
  if (!schemes.has(scheme)) return appUrl;
  return `https://${url.host}.${scheme}${suffix}${url.pathname}${url.search}${url.hash}`;
}

/** The app URL behind a URL of the stand-in's Chromium (the inverse of toChromiumUrl; other URLs unchanged). */
export function toAppUrl(chromiumUrl: string): string {
  if (!chromiumUrl.startsWith('https://')) return chromiumUrl;
  const url = new URL(chromiumUrl);
  if (!url.hostname.endsWith(suffix)) return chromiumUrl;
  const [host, scheme] = url.hostname.slice(0, -suffix.length).split('.');
  return `${scheme}://${host}${url.pathname}${url.search}${url.hash}`;
}
