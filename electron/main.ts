// The Electron main process, as a table of contents: every step is a small module of its own.
// Everything that does not need Electron lives in electron/core and below, tested in plain Node.
import { app, clipboard, Menu, safeStorage } from 'electron';
import { release } from 'node:os';
import { join } from 'node:path';
import { createDeskCore } from './core/create-desk-core.ts';
import { ProcessDemoController } from './demo/process-demo-controller.ts';
import { utilitySpawn } from './demo/utility-spawn.ts';
import { registerIpc } from './ipc/register-ipc.ts';
import { safeStorageBox } from './secrets/secret-box.ts';
import { appMenuTemplate } from './shell/app-menu.ts';
import { appOrigin, registerAppScheme, serveRenderer } from './shell/app-protocol.ts';
import { createMainWindow } from './shell/create-window.ts';
import { hardenAllContents } from './shell/harden-contents.ts';
import { setupLogging } from './shell/logging.ts';
import { startUpdates } from './update/electron-updates.ts';
import { contentSecurityPolicy } from './web-host/content-security-policy.ts';

registerAppScheme();

if (!app.requestSingleInstanceLock()) {
  // Why: one instance only; a second start focuses the first (below) instead of fighting over files.
  app.quit();
} else {
  void start();
}

async function start(): Promise<void> {
  await app.whenReady();
  const log = setupLogging(app.isPackaged);
  const root = app.getAppPath();
  const dataDir = app.getPath('userData');

  hardenAllContents(appOrigin);
  serveRenderer(join(root, 'dist', 'renderer'), contentSecurityPolicy);

  const core = await createDeskCore({
    dataDir,
    secretBox: safeStorageBox(safeStorage, process.platform),
    facts: { version: app.getVersion(), host: 'electron', platform: process.platform, osRelease: release() },
    demo: (hub) =>
      new ProcessDemoController(utilitySpawn(join(root, 'dist', 'server', 'main.js')), { dataDir: join(dataDir, 'demo-data'), demoClients: 2000 }, (status) =>
        hub.emit('demo:status', status),
      ),
    log,
  });

  const window = await createMainWindow({ dataDir, preload: join(root, 'dist', 'electron', 'preload.cjs'), url: `${appOrigin}/`, title: 'Provider Desk' });
  registerIpc(window, core.dispatcher, core.hub, appOrigin);
  const stopUpdates = await startUpdates({ settings: core.settings, hub: core.hub, log });

  const copyDiagnostics = async (): Promise<void> => {
    const result = await core.dispatcher.dispatch('app:diagnostics', {});
    if (result.ok) await clipboard.writeText((result.data as { text: string }).text);
    core.hub.emit('ui:command', { command: 'diagnostics-copied' });
  };
  const buildMenu = async (): Promise<void> => {
    const settings = await core.settings.get();
    const template = appMenuTemplate(
      settings.language,
      {
        copyDiagnostics: () => {
          void copyDiagnostics();
        },
        showShortcuts: () => core.hub.emit('ui:command', { command: 'show-shortcuts' }),
      },
      { isMac: process.platform === 'darwin', devTools: !app.isPackaged },
    );
    Menu.setApplicationMenu(Menu.buildFromTemplate(template));
  };
  await buildMenu();
  core.settings.onChange(() => void buildMenu());

  app.on('second-instance', () => {
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  app.on('window-all-closed', () => app.quit());
  let closing = false;
  app.on('before-quit', (event) => {
    if (closing) return;
    // Why wait: the demo service must stop with the app, and pooled connections close cleanly.
    event.preventDefault();
    closing = true;
    stopUpdates();
    void core.close().finally(() => app.quit());
  });
  log.info(`Provider Desk ${app.getVersion()} started`);
}
