import { app, session, type WebContents } from 'electron';
import { originOf } from '../ipc/trusted-sender.ts';
import { allowedPermission, judgeExternalUrl } from './navigation-rules.ts';

/**
 * Security rules for every web contents: no navigation away from the app, no new windows (https and mailto:
 * links go to the system, through `openExternal`), no webviews, no permission granted (camera, notifications…) but the
 * clipboard write of our own page.
 */
export function hardenAllContents(appOrigin: string, openExternal: (url: string) => void): void {
  // Why one exception: "Copiar diagnóstico" (and every copy button) writes the clipboard, which
  // Chromium asks as `clipboard-sanitized-write`; only our own page gets it, nothing else ever.
  session.defaultSession.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(allowedPermission(permission, originOf(details.requestingUrl), appOrigin)),
  );
  session.defaultSession.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    allowedPermission(permission, originOf(requestingOrigin), appOrigin),
  );
  app.on('web-contents-created', (_event, contents: WebContents) => {
    contents.on('will-navigate', (event, url) => {
      if (originOf(url) !== appOrigin) event.preventDefault();
    });
    contents.on('will-redirect', (event, url) => {
      if (originOf(url) !== appOrigin) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      // Why not shell.openExternal itself: a link too long for it must still reach the clerk (open-external-link.ts).
      if (judgeExternalUrl(url) === 'open-external') openExternal(url);
      return { action: 'deny' };
    });
  });
}
