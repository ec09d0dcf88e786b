import type { MenuItemConstructorOptions } from 'electron';
import type { Language } from '../../shared/language.ts';

/** Words of the application menu in the two languages. */
const words = {
  'pt-BR': {
    file: 'Arquivo',
    quit: 'Sair',
    edit: 'Editar',
    undo: 'Desfazer',
    redo: 'Refazer',
    cut: 'Recortar',
    copy: 'Copiar',
    paste: 'Colar',
    selectAll: 'Selecionar tudo',
    view: 'Exibir',
    reload: 'Recarregar',
    zoomIn: 'Aumentar zoom',
    zoomOut: 'Diminuir zoom',
    resetZoom: 'Tamanho normal',
    fullscreen: 'Tela cheia',
    help: 'Ajuda',
    diagnostics: 'Copiar diagnóstico',
    shortcuts: 'Atalhos do teclado',
    window: 'Janela',
    minimize: 'Minimizar',
    close: 'Fechar',
  },
  en: {
    file: 'File',
    quit: 'Quit',
    edit: 'Edit',
    undo: 'Undo',
    redo: 'Redo',
    cut: 'Cut',
    copy: 'Copy',
    paste: 'Paste',
    selectAll: 'Select all',
    view: 'View',
    reload: 'Reload',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    resetZoom: 'Actual size',
    fullscreen: 'Full screen',
    help: 'Help',
    diagnostics: 'Copy diagnostics',
    shortcuts: 'Keyboard shortcuts',
    window: 'Window',
    minimize: 'Minimize',
    close: 'Close',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** What the menu's own commands do (the page handles the rest through its shortcuts). */
export interface MenuActions {
  copyDiagnostics(): void;
  showShortcuts(): void;
}

/** The application menu in the user's language; no developer tools in packaged builds. */
export function appMenuTemplate(
  language: Language,
  actions: MenuActions,
  options: { isMac: boolean; devTools: boolean },
): MenuItemConstructorOptions[] {
  const w = words[language];
  return [
    ...(options.isMac ? [{ role: 'appMenu' as const }] : []),
    { label: w.file, submenu: [{ label: w.quit, role: 'quit' }] },
    {
      label: w.edit,
      submenu: [
        { label: w.undo, role: 'undo' },
        { label: w.redo, role: 'redo' },
        { type: 'separator' },
        { label: w.cut, role: 'cut' },
        { label: w.copy, role: 'copy' },
        { label: w.paste, role: 'paste' },
        { label: w.selectAll, role: 'selectAll' },
      ],
    },
    {
      label: w.view,
      submenu: [
        { label: w.reload, role: 'reload' },
        ...(options.devTools ? [{ role: 'toggleDevTools' as const }] : []),
        { type: 'separator' },
        { label: w.zoomIn, role: 'zoomIn' },
        { label: w.zoomOut, role: 'zoomOut' },
        { label: w.resetZoom, role: 'resetZoom' },
        { type: 'separator' },
        { label: w.fullscreen, role: 'togglefullscreen' },
      ],
    },
    {
      label: w.window,
      submenu: [
        { label: w.minimize, role: 'minimize' },
        { label: w.close, role: 'close' },
      ],
    },
    {
      label: w.help,
      submenu: [
        { label: w.shortcuts, accelerator: 'F1', click: () => actions.showShortcuts() },
        { label: w.diagnostics, click: () => actions.copyDiagnostics() },
      ],
    },
  ];
}
