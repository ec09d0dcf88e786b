// The stand-in Electron host: `node tests/shell/stand-in/host-main.ts` runs the built app the way
// `electron <appDir>` would. Electron's order: the main script runs its first turn, then `ready`.
// Errors: an uncaught exception in main shows Electron's "A JavaScript error occurred in the main
// process" dialog and the app goes on running; an unhandled rejection is only printed (Electron's
// defaults). The test sees both.
import './register-hooks.ts';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { app } from './app.ts';
import { startChromium, stopChromium } from './chromium-host.ts';
import { commands, report, type HostCommand } from './control.ts';
import { hostConfig } from './host-config.ts';
import { ipcMain } from './ipc-main.ts';
import { setSystemIdle } from './power-monitor.ts';
import { protocolState } from './protocol.ts';
import { session } from './session.ts';
import { singleInstance } from './single-instance.ts';
import { raiseSystemEvent } from './system-events.ts';
import { BrowserWindow } from './browser-window.ts';
import { clickMenuItem } from './small-modules.ts';
import { installDefaultMenu } from './default-menu.ts';
import { endUtilityProcesses } from './utility-process.ts';

process.on('uncaughtException', (error) => {
  report({
    type: 'dialog',
    kind: 'error-box',
    title: 'A JavaScript error occurred in the main process',
    message: String(error.stack ?? error),
  });
});
process.on('unhandledRejection', (reason) => {
  report({ type: 'log', line: `unhandled rejection in main: ${String(reason)}` });
});

commands.on('command', (command: HostCommand | { type: 'menu'; path: string[] }) => {
  switch (command.type) {
    case 'close-window':
      (command.id
        ? BrowserWindow.getAllWindows().find((window) => window.id === command.id)
        : BrowserWindow.getAllWindows()[0]
      )?.close();
      break;
    case 'quit':
      app.quit();
      break;
    case 'report-ipc':
      report({ type: 'ipc-channels', ...ipcMain.channels(), preloads: session.defaultSession.getPreloads() });
      break;
    case 'system-event':
      raiseSystemEvent(command.name);
      break;
    case 'system-idle':
      setSystemIdle(command.state, command.seconds);
      break;
    case 'menu':
      clickMenuItem(command.path);
      break;
  }
});

const pkg = JSON.parse(readFileSync(join(hostConfig.appDir, 'package.json'), 'utf8')) as { main: string };
// Electron's argv in development: the executable, then the app folder, then the app's own arguments; a packaged
// app's has no app folder.
process.argv = [app.getPath('exe'), ...(app.isPackaged ? [] : [hostConfig.appDir]), ...process.argv.slice(2)];

app.onExitTask(() => singleInstance.flush().then(() => undefined));
app.onExitTask(endUtilityProcesses);
app.onExitTask(stopChromium);

await import(pathToFileURL(join(hostConfig.appDir, pkg.main)).href);
// Why a macrotask later: Electron emits `ready` after the main script's synchronous first turn; an
// instance that quit in that turn (a second instance) never becomes ready.
setImmediate(() => {
  if (app.isExiting()) return;
  app.emit('will-finish-launching');
  installDefaultMenu();
  protocolState.ready = true;
  // Why the user data folder only with the lock: Chromium locks its profile as Electron's single
  // instance lock does; an app that took no lock gets a profile of its own.
  const profileRoot = singleInstance.held()
    ? app.getPath('userData')
    : mkdtempSync(join(tmpdir(), 'stand-in-profile-'));
  void startChromium(profileRoot).then((endpoint) => {
    report({ type: 'cdp', endpoint });
    app.markReady();
  });
});
