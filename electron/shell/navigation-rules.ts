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
