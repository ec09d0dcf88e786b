import type { Language } from '../../shared/language.ts';
import type { MessageBoxOptions } from 'electron';
import type { ConfirmFeed } from './feed-confirmation.ts';
import { feedDialogText } from './feed-dialog-text.ts';

/** Shows a message box and answers the button pressed (Electron's dialog.showMessageBox, or a test's stand-in). */
export type ShowMessageBox = (options: MessageBoxOptions) => Promise<{ response: number }>;

/**
 * The feed confirmation as main's own dialog: it names the new address, and "Cancel" is the default and
 * what Esc or closing the box answers. Why main's dialog: the page's own confirmation could be clicked or
 * skipped by any script running in the page.
 */
export function dialogFeedConfirmation(show: ShowMessageBox, language: () => Language): ConfirmFeed {
  return async (feedUrl) => {
    const text = feedDialogText(language(), feedUrl);
    const { response } = await show({
      type: 'warning',
      title: text.title,
      message: text.message,
      detail: text.detail,
      buttons: [text.cancel, text.confirm],
      defaultId: 0,
      cancelId: 0,
      noLink: true,
    });
    return response === 1;
  };
}
