/** What to do with a URL the page tries to open or navigate to. */
export type NavigationVerdict = 'deny' | 'open-external';

/**
 * The page never navigates away and never opens windows; only https links go to the system browser, and
 * mailto: links (the invoice's "Enviar por e-mail", issue 18) to the system's mail program.
 * Why: a navigated window would run foreign content with our preload's bridge; any other scheme (file:,
 * smb:, custom app protocols) could start a program with arguments from the page. A mailto: link only
 * opens a draft the operator still sends by hand. Why no length bound here: a link too long for the system
 * is opened shortened and its text copied (open-external-link.ts), never refused in silence.
 */
export function judgeExternalUrl(url: string): NavigationVerdict {
  try {
    const { protocol } = new URL(url);
    if (protocol === 'https:') return 'open-external';
    return protocol === 'mailto:' ? 'open-external' : 'deny';
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
