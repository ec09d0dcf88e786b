// The Electron main process, as a table of contents: every step is a small module of its own.
// Everything that does not need Electron lives in electron/core and below, tested in plain Node.
// The shell itself is tested by running the built app in the stand-in Electron host (tests/shell).
import { app, clipboard, dialog, Menu, powerMonitor, safeStorage, session, type BrowserWindow } from 'electron';
import { writeFile } from 'node:fs/promises';
import { release } from 'node:os';
import { join } from 'node:path';
import { createDeskCore, type DeskCore } from './core/create-desk-core.ts';
import { ProcessDemoController } from './demo/process-demo-controller.ts';
import { utilitySpawn } from './demo/utility-spawn.ts';
import { registerIpc } from './ipc/register-ipc.ts';
import { safeStorageBox } from './secrets/secret-box.ts';
import { appMenuTemplate } from './shell/app-menu.ts';
import { appOrigin, registerAppScheme, serveRenderer } from './shell/app-protocol.ts';
import { installBoundedQuit } from './shell/bounded-quit.ts';
import { createMainWindow } from './shell/create-window.ts';
import { dataFolderName } from './shell/data-folder.ts';
import { hardenAllContents } from './shell/harden-contents.ts';
import { judgeExternalUrl } from './shell/navigation-rules.ts';
import { loadMainWindow } from './shell/load-window.ts';
import { linkOpener } from './shell/link-opener.ts';
import { openExternalLink } from './shell/open-external-link.ts';
import { setupLogging } from './shell/logging.ts';
import { savePagePdf } from './shell/save-page-pdf.ts';
import { watchRenderer } from './shell/renderer-watch.ts';
import { failStart } from './shell/start-failure.ts';
import { closeAtSystemEnd } from './shell/system-end.ts';
import { watchSystemLock } from './shell/system-lock-watch.ts';
import { startUpdates } from './update/electron-updates.ts';
import { policyPaths } from './update/update-policy.ts';
import { contentSecurityPolicy } from './web-host/content-security-policy.ts';
import { appDemoClients } from './demo/app-demo-clients.ts';

/** The app's id on Windows (taskbar grouping, notifications): the installer's appId. */
const appUserModelId = 'br.com.providerdesk.desk';

registerAppScheme();
// Why set: the data stays where earlier builds kept it, and `npm start` keeps its own (data-folder.ts). A folder
// given with --user-data-dir wins, as always.
if (!app.commandLine.hasSwitch('user-data-dir'))
  app.setPath('userData', join(app.getPath('appData'), dataFolderName(app.isPackaged)));
// Why before any window: Windows groups the taskbar and pins by this id.
if (process.platform === 'win32') app.setAppUserModelId(appUserModelId);

let mainWindow: BrowserWindow | undefined;
let core: DeskCore | undefined;

if (!app.requestSingleInstanceLock()) {
  // Why: one instance only; a second start focuses the first (below) instead of fighting over files.
  app.quit();
} else {
  // Why handled from the start: a second start may come while this one is still starting, or quitting.
  app.on('second-instance', () => {
    const window = mainWindow;
    if (!window || window.isDestroyed()) return;
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
  });
  const logging = setupLogging({ isPackaged: app.isPackaged, logsDir: app.getPath('logs') });
  start(logging.log).catch((error: unknown) =>
    failStart(error, {
      showErrorBox: (title, content) => dialog.showErrorBox(title, content),
      exit: (code) => app.exit(code),
      log: logging.log,
      logFile: logging.file,
      language: core?.settings.language() ?? 'pt-BR',
    }),
  );
}

async function start(log: ReturnType<typeof setupLogging>['log']): Promise<void> {
  await app.whenReady();
  const root = app.getAppPath();
  const dataDir = app.getPath('userData');

  hardenAllContents(
    appOrigin,
    (url) =>
      void openExternalLink(
        url,
        linkOpener(() => core, log),
      ),
  );
  serveRenderer(join(root, 'dist', 'renderer'), contentSecurityPolicy);

  const desk = await createDeskCore({
    dataDir,
    // The branch office's copy is kept fresh behind the clerk's back (issue 46, electron/cache).
    backgroundRefresh: true,
    secretBox: await safeStorageBox(safeStorage, process.platform),
    facts: { version: app.getVersion(), host: 'electron', platform: process.platform, osRelease: release() },
    demo: (hub) =>
      new ProcessDemoController(
        utilitySpawn(join(root, 'dist', 'server', 'main.js'), log),
        { dataDir: join(dataDir, 'demo-data'), demoClients: appDemoClients },
        (status) => hub.emit('demo:status', status),
      ),
    log,
    // Why the session's resolver: provider traffic follows the OS's proxy settings (and PAC files) as
    // the rest of the app does; main's undici cannot read them itself.
    resolveProxy: (url) => session.defaultSession.resolveProxy(url),
    // Why main writes it: it clears a copied PIX code or typeable line after 60 s (clipboard:writeTemporary).
    clipboard,
    // "Salvar PDF" of the printable boleto: the main window's page, whose print CSS leaves only the boleto.
    savePdf: async (fileName) => {
      const window = mainWindow;
      if (!window || window.isDestroyed()) return { saved: false };
      return savePagePdf(
        window.webContents,
        (options) => dialog.showSaveDialog(window, options),
        (path, data) => writeFile(path, data),
        fileName,
      );
    },
    // An invoice's WhatsApp or e-mail link, built in main from the chosen contact (share:open): the same rule as
    // every link the page opens (https to the browser, a bounded mailto: to the mail program), nothing else.
    // Why through openExternalLink: a long message is cut to what Windows opens and copied, with a notice.
    openExternal: async (url) => {
      if (judgeExternalUrl(url) !== 'open-external') throw new Error('this link is not one the app opens');
      await openExternalLink(
        url,
        linkOpener(() => core, log),
      );
    },
    // Why IT's policy here too: it may pin the idle lock's minutes (electron/lock/lock-policy.ts).
    policyPaths: policyPaths({ platform: process.platform, execPath: process.execPath, env: process.env }),
    // Why the machine's idle time: main's own idle timer locks when nobody touched the machine, whatever the page says.
    systemIdleSeconds: () => powerMonitor.getSystemIdleTime(),
  });
  core = desk;
  // Why the system's events: a locked screen or a sleeping machine means the operator walked away; the app
  // locks at once instead of waiting for its idle time (main keeps it locked, the page covers itself).
  watchSystemLock(powerMonitor, process.platform, () => desk.lock.engage('system'));
  // Why once: a quit and the system's end may both ask to close (electron/shell/system-end.ts).
  let closing: Promise<void> | undefined;
  const closeDesk = (): Promise<void> => (closing ??= desk.close());
  installBoundedQuit(app, closeDesk, log);
  app.on('window-all-closed', () => app.quit());

  const copyDiagnostics = async (): Promise<void> => {
    const result = await desk.dispatcher.dispatch('app:diagnostics', {});
    // Why only then: under the lock main refuses the diagnostics, and the page must not say it copied them.
    if (!result.ok) return;
    await clipboard.writeText((result.data as { text: string }).text);
    desk.hub.emit('ui:command', { command: 'diagnostics-copied' });
  };
  const buildMenu = async (): Promise<void> => {
    const settings = await desk.settings.get();
    const template = appMenuTemplate(
      settings.language,
      {
        copyDiagnostics: () => {
          void copyDiagnostics();
        },
        showShortcuts: () => desk.hub.emit('ui:command', { command: 'show-shortcuts' }),
      },
      { isMac: process.platform === 'darwin', devTools: !app.isPackaged },
    );
    Menu.setApplicationMenu(Menu.buildFromTemplate(template));
  };
  // Why before any window: Electron's default menu (Force Reload, Toggle Developer Tools and their
  // shortcuts) is in place from before `ready`; a window made first would have it until the page loaded.
  await buildMenu();
  desk.settings.onChange(() => void buildMenu());

  const window = await createMainWindow({
    dataDir,
    preload: join(root, 'dist', 'electron', 'preload.cjs'),
    title: 'Provider Desk',
    isPackaged: app.isPackaged,
  });
  mainWindow = window;
  closeAtSystemEnd({ monitor: powerMonitor, window, close: closeDesk, exit: (code) => app.exit(code), log });
  // Why this order: the page calls main while it loads (its first call reads the settings), and
  // Electron rejects at once an invoke whose channel has no handler yet: IPC first, then the page.
  registerIpc(window, desk.dispatcher, desk.hub, appOrigin);
  watchRenderer(window, {
    ask: async (options) => (await dialog.showMessageBox(window, options)).response,
    quit: () => app.quit(),
    language: () => desk.settings.language(),
    log,
  });
  await loadMainWindow(window, `${appOrigin}/`, log);

  const stopUpdates = await startUpdates({ settings: desk.settings, hub: desk.hub, log });
  app.on('will-quit', stopUpdates);

  log.info(`Provider Desk ${app.getVersion()} started`);
}
