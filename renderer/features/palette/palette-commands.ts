import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoute } from '../../router/router.ts';
import { openFilterBuilder } from '../filter-builder/index.ts';
import { openRegistration } from '../registration/index.ts';
import { requestSignOut } from '../lock/index.ts';
import { openShortcutsHelp, shortcutGroups } from '../shortcuts/index.ts';
import type { CommandId, PaletteCommand } from './palette-items.ts';

// Each command and the shortcut-list action whose keys it shows (sign out has none).
const commandActions: ReadonlyArray<readonly [CommandId, string | undefined]> = [
  ['newClient', 'newClient'],
  ['filters', 'openFilterBuilder'],
  ['goDashboard', 'goDashboard'],
  ['goClients', 'goClients'],
  ['goCustomerArea', 'goCustomerArea'],
  ['goSettings', 'goSettings'],
  ['shortcuts', 'showShortcuts'],
  ['signOut', undefined],
];

/** The keys of a shortcut-list action (its first entry: F1 rather than Ctrl+/), from the shortcuts feature's list. */
export function keysOfAction(action: string | undefined): readonly string[] | undefined {
  if (action === undefined) return undefined;
  for (const group of shortcutGroups) {
    const found = group.shortcuts.find((shortcut) => shortcut.action === action);
    if (found) return found.keys;
  }
  return undefined;
}

/** The app's commands with their labels, shortcuts and actions; run after the palette has closed. */
export function usePaletteCommands(): readonly PaletteCommand[] {
  const { t } = useTranslation('palette');
  const [, navigate] = useRoute();
  return useMemo(() => {
    const runs: Record<CommandId, () => void> = {
      newClient: () => void openRegistration({ mode: 'create' }),
      filters: () => {
        navigate('clients');
        openFilterBuilder();
      },
      goDashboard: () => navigate('dashboard'),
      goClients: () => navigate('clients'),
      goCustomerArea: () => navigate('customer-area'),
      goSettings: () => navigate('settings'),
      shortcuts: openShortcutsHelp,
      // Why through the lock feature: it asks whether to keep the drafts, as the top bar's "Sair" does.
      signOut: requestSignOut,
    };
    return commandActions.map(([id, action]) => ({
      id,
      label: t(`commands.${id}`),
      keys: keysOfAction(action),
      run: runs[id],
    }));
  }, [t, navigate]);
}
