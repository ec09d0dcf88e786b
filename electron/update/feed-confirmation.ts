/** Asks the person at the keyboard, in main's own dialog, to confirm a new feed address ('' = none); true when they do. */
export type ConfirmFeed = (feedUrl: string) => Promise<boolean>;

/** The default where no dialog can be shown: every change of the feed from the page is refused. */
export const refuseFeedChanges: ConfirmFeed = async () => false;

/**
 * One question at a time: while a confirmation is open, another request is refused at once. Why: a page
 * script could otherwise stack dialogs until the user clicks the wrong button; a failing dialog counts as "no".
 */
export function oneQuestionAtATime(confirm: ConfirmFeed): ConfirmFeed {
  let open = false;
  return async (feedUrl) => {
    if (open) return false;
    open = true;
    try {
      return await confirm(feedUrl);
    } catch {
      return false;
    } finally {
      open = false;
    }
  };
}
