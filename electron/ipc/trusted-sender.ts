/** What the sender check reads of a frame that sent an IPC message. */
export interface SenderFrame {
  url: string;
  /** Whether the frame is the window's top frame (no iframe, no child frame). */
  isMainFrame: boolean;
}

/**
 * Whether an IPC message comes from our own page: the top frame of our window, loaded from the app's
 * own origin. Why: any other frame (an injected iframe, a navigated page) must not reach main.
 */
export function isTrustedSender(frame: SenderFrame | null | undefined, appOrigin: string): boolean {
  if (!frame?.isMainFrame) return false;
  return originOf(frame.url) === appOrigin;
}

/**
 * The origin of a URL as `scheme://host[:port]`. Why not `URL.origin`: Node answers "null" for
 * non-special schemes such as our `app:`, which Chromium treats as a standard scheme with an origin.
 */
export function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.host ? `${parsed.protocol}//${parsed.host}` : undefined;
  } catch {
    return undefined;
  }
}
