/** What to do with a URL the page tries to open or navigate to. */
export type NavigationVerdict = 'deny' | 'open-external';

/**
 * The page never navigates away and never opens windows; only https links go to the system browser.
 * Why: a navigated window would run foreign content with our preload's bridge.
 */
export function judgeExternalUrl(url: string): NavigationVerdict {
  try {
    return new URL(url).protocol === 'https:' ? 'open-external' : 'deny';
  } catch {
    return 'deny';
  }
}

/** Permissions the app's own page may use (Electron's names); every other permission is refused. */
const pagePermissions: ReadonlySet<string> = new Set(['clipboard-sanitized-write']);

/** Whether a permission is granted: only those the page needs, and only to the app's own origin. */
export function allowedPermission(
  permission: string,
  requestingOrigin: string | undefined,
  appOrigin: string,
): boolean {
  return requestingOrigin === appOrigin && pagePermissions.has(permission);
}
