// Stand-ins for the small Electron modules the shell uses: screen, Menu, clipboard, dialog, shell.
// Each records what the app did and reports it to the test; nothing reaches the real desktop.
import { report } from './control.ts';
import { hostConfig } from './host-config.ts';

const display = {
  id: 1,
  bounds: { x: 0, y: 0, width: 1920, height: 1080 },
  workArea: { x: 0, y: 0, width: 1920, height: 1040 },
  scaleFactor: 1,
  rotation: 0,
  internal: false,
};

/** https://www.electronjs.org/docs/latest/api/screen (one 1920×1080 display; available after ready). */
export const screen = {
  getPrimaryDisplay: () => display,
  getAllDisplays: () => [display],
  getDisplayMatching: () => display,
  getDisplayNearestPoint: () => display,
  getCursorScreenPoint: () => ({ x: 0, y: 0 }),
  on: () => screen,
};

interface MenuItemOptions {
  label?: string;
  role?: string;
  id?: string;
  accelerator?: string;
  click?: (...args: unknown[]) => void;
  submenu?: MenuItemOptions[];
  type?: string;
  visible?: boolean;
}

/** A built menu: the template as given, so a test can find an item and click it. */
export class Menu {
  readonly items: MenuItemOptions[];
  constructor(items: MenuItemOptions[] = []) {
    this.items = items;
  }
  static current: Menu | null = null;
  /** Whether a menu (or null) was set, by the app or as Electron's default (default-menu.ts). */
  static applicationMenuSet = false;
  static buildFromTemplate(template: MenuItemOptions[]): Menu {
    return new Menu(template);
  }
  static setApplicationMenu(menu: Menu | null): void {
    Menu.current = menu;
    Menu.applicationMenuSet = true;
    report({ type: 'app', event: 'menu', detail: labels(menu?.items ?? []) });
  }
  static getApplicationMenu(): Menu | null {
    return Menu.current;
  }
  popup(): void {}
}

function labels(items: MenuItemOptions[]): unknown[] {
  return items.map((item) =>
    item.submenu
      ? { label: item.label ?? item.role, submenu: labels(item.submenu) }
      : (item.label ?? item.role ?? item.type),
  );
}

/** Finds a menu item by its label path and clicks it, as a user choosing it would. */
export function clickMenuItem(path: string[]): boolean {
  let items = Menu.current?.items ?? [];
  for (const [index, label] of path.entries()) {
    const item = items.find((candidate) => (candidate.label ?? candidate.role) === label);
    if (!item) return false;
    if (index === path.length - 1) {
      item.click?.(item, undefined, {});
      return Boolean(item.click);
    }
    items = item.submenu ?? [];
  }
  return false;
}

let clipboardText = '';

/**
 * https://www.electronjs.org/docs/latest/api/clipboard, as Electron 45 types it (writeText and readText
 * answer promises); a clipboard of its own: the OS's is not touched.
 */
export const clipboard = {
  async writeText(text: string): Promise<void> {
    clipboardText = text;
    report({ type: 'clipboard', text });
  },
  async readText(): Promise<string> {
    return clipboardText;
  },
  clear(): void {
    clipboardText = '';
    report({ type: 'clipboard', text: '' });
  },
};

interface MessageBoxOptions {
  type?: string;
  title?: string;
  message: string;
  detail?: string;
  buttons?: string[];
  defaultId?: number;
  cancelId?: number;
}

/** The next answer the test queued, else the dialog's default button. */
function answer(options: MessageBoxOptions): number {
  return hostConfig.dialogAnswers.shift() ?? options.defaultId ?? 0;
}

/** https://www.electronjs.org/docs/latest/api/dialog: every dialog is reported and answered without a person. */
export const dialog = {
  showErrorBox(title: string, content: string): void {
    report({ type: 'dialog', kind: 'error-box', title, message: content });
  },
  async showMessageBox(
    windowOrOptions: unknown,
    maybeOptions?: MessageBoxOptions,
  ): Promise<{ response: number; checkboxChecked: boolean }> {
    const options = (maybeOptions ?? windowOrOptions) as MessageBoxOptions;
    report({
      type: 'dialog',
      kind: options.type ?? 'none',
      ...(options.title ? { title: options.title } : {}),
      message: options.message,
      ...(options.detail ? { detail: options.detail } : {}),
    });
    return { response: answer(options), checkboxChecked: false };
  },
  showMessageBoxSync(windowOrOptions: unknown, maybeOptions?: MessageBoxOptions): number {
    const options = (maybeOptions ?? windowOrOptions) as MessageBoxOptions;
    report({ type: 'dialog', kind: options.type ?? 'none', message: options.message });
    return answer(options);
  },
  async showSaveDialog(): Promise<{ canceled: boolean; filePath?: string }> {
    report({ type: 'dialog', kind: 'save', message: '' });
    return { canceled: true };
  },
  async showOpenDialog(): Promise<{ canceled: boolean; filePaths: string[] }> {
    report({ type: 'dialog', kind: 'open', message: '' });
    return { canceled: true, filePaths: [] };
  },
};

/**
 * The longest URL shell.openExternal takes: "url string - Max 2081 characters on windows"
 * (https://www.electronjs.org/docs/latest/api/shell#shellopenexternalurl-options). Why on every platform
 * here: the app runs on Windows desks, and a link that opens on the test's Linux only would hide the fault.
 */
const maxExternalUrl = 2081;

/** https://www.electronjs.org/docs/latest/api/shell: links are recorded, never opened. */
export const shell = {
  async openExternal(url: string): Promise<void> {
    if (url.length > maxExternalUrl) {
      // What Windows' ShellExecute gives back for an over-long URL: a rejection, nothing opened.
      report({ type: 'app', event: 'open-external-refused', detail: url.length });
      throw new Error(`Failed to open: the URL is ${url.length} characters long (Windows takes ${maxExternalUrl})`);
    }
    report({ type: 'open-external', url });
  },
  async openPath(path: string): Promise<string> {
    report({ type: 'open-external', url: path });
    return '';
  },
  showItemInFolder(path: string): void {
    report({ type: 'open-external', url: path });
  },
};
