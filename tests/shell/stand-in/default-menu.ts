// Electron's default application menu (lib/browser/default-menu.ts): installed at `will-finish-launching`,
// before `ready` and so before any window, unless the app set a menu (or null) by then. Its View menu
// (the `viewMenu` role, https://www.electronjs.org/docs/latest/api/menu-item#roles) carries Force Reload
// and Toggle Developer Tools, with their accelerators, in packaged builds too: until the app replaces it,
// any window has them.
import { Menu } from './small-modules.ts';

/** The default menu as Electron builds it on Windows and Linux, its role menus spelled out. */
const defaultTemplate = [
  { role: 'fileMenu', submenu: [{ role: 'quit' }] },
  {
    role: 'editMenu',
    submenu: [{ role: 'undo' }, { role: 'redo' }, { role: 'cut' }, { role: 'copy' }, { role: 'paste' }],
  },
  {
    role: 'viewMenu',
    submenu: [
      { role: 'reload' },
      { role: 'forceReload' },
      { role: 'toggleDevTools' },
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { role: 'togglefullscreen' },
    ],
  },
  { role: 'windowMenu', submenu: [{ role: 'minimize' }, { role: 'close' }] },
  { role: 'help', submenu: [{ label: 'Learn More' }] },
];

/** Sets Electron's default menu unless the app has set one already (setDefaultApplicationMenu). */
export function installDefaultMenu(): void {
  if (Menu.applicationMenuSet) return;
  Menu.setApplicationMenu(Menu.buildFromTemplate(defaultTemplate));
}
