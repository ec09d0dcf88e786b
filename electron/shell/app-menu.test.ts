import { describe, expect, it, vi } from 'vitest';
import { appMenuTemplate } from './app-menu.ts';

const labels = (items: ReturnType<typeof appMenuTemplate>) => items.map((item) => item.label);

describe('appMenuTemplate', () => {
  const actions = { copyDiagnostics: vi.fn(), showShortcuts: vi.fn() };

  it('speaks Portuguese and English', () => {
    expect(labels(appMenuTemplate('pt-BR', actions, { isMac: false, devTools: false }))).toEqual([
      'Arquivo',
      'Editar',
      'Exibir',
      'Janela',
      'Ajuda',
    ]);
    expect(labels(appMenuTemplate('en', actions, { isMac: false, devTools: false }))).toEqual([
      'File',
      'Edit',
      'View',
      'Window',
      'Help',
    ]);
  });

  it('offers developer tools only when asked (never in packaged builds)', () => {
    const roles = (devTools: boolean) => JSON.stringify(appMenuTemplate('en', actions, { isMac: false, devTools }));
    expect(roles(false)).not.toContain('toggleDevTools');
    expect(roles(true)).toContain('toggleDevTools');
  });

  it('wires the help commands', () => {
    const help = appMenuTemplate('en', actions, { isMac: true, devTools: false }).at(-1);
    const items = help?.submenu as Array<{ click?: () => void }>;
    items.forEach((item) => item.click?.());
    expect(actions.showShortcuts).toHaveBeenCalledOnce();
    expect(actions.copyDiagnostics).toHaveBeenCalledOnce();
  });
});
