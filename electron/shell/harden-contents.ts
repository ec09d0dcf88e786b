import { app, session, shell, type WebContents } from 'electron';
import { originOf } from '../ipc/trusted-sender.ts';
import { judgeExternalUrl } from './navigation-rules.ts';

/**
 * Security rules for every web contents: no navigation away from the app, no new windows (https links
 * go to the system browser), no webviews, no permission requests granted (camera, notifications…).
 */
export function hardenAllContents(appOrigin: string): void {
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
  app.on('web-contents-created', (_event, contents: WebContents) => {
    contents.on('will-navigate', (event, url) => {
      if (originOf(url) !== appOrigin) event.preventDefault();
    });
    contents.on('will-redirect', (event, url) => {
      if (originOf(url) !== appOrigin) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      if (judgeExternalUrl(url) === 'open-external') void shell.openExternal(url);
      return { action: 'deny' };
    });
  });
}
