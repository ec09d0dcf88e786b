import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { foldText } from '../../../shared/search/fold-text.ts';
import { searchKinds, type SearchKind } from '../../../shared/search/search-rule.ts';

/** A client as the palette lists it. */
export interface PaletteClient {
  readonly id: number;
  readonly name: string;
  readonly document?: string | undefined;
  readonly login?: string | undefined;
  readonly status?: number | undefined;
  /** The whole record a search answered (a recent client has none): the card it opens paints from it at once. */
  readonly record?: ClientRecord | undefined;
}

/** The ids of the palette's commands. */
export type CommandId =
  'newClient' | 'filters' | 'goDashboard' | 'goClients' | 'goCustomerArea' | 'goSettings' | 'shortcuts' | 'signOut';

/** One command of the app: its label in the user's language, its shortcut (if it has one), what it does. */
export interface PaletteCommand {
  readonly id: CommandId;
  readonly label: string;
  readonly keys: readonly string[] | undefined;
  readonly run: () => void;
}

/** The groups of the list, in the order they are shown. */
export type PaletteGroup = 'recent' | SearchKind | 'commands';

/** One option of the list. */
export type PaletteItem =
  | { readonly type: 'client'; readonly key: string; readonly client: PaletteClient }
  | { readonly type: 'command'; readonly key: string; readonly command: PaletteCommand };

/** One group of options with its heading. */
export interface PaletteSection {
  readonly group: PaletteGroup;
  readonly items: readonly PaletteItem[];
}

/** Whether every typed word is part of the label (any order, accents and letter case ignored). */
export function matchesWords(label: string, text: string): boolean {
  const folded = foldText(label);
  return foldText(text)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => folded.includes(word));
}

/** What the list is built from. */
export interface SectionsInput {
  readonly text: string;
  readonly recent: readonly PaletteClient[];
  readonly results: Partial<Record<SearchKind, readonly PaletteClient[]>>;
  readonly commands: readonly PaletteCommand[];
}

/**
 * The palette's groups: empty, the recent clients and every command; typed, the recent clients whose name holds
 * the words (at once, before any answer), then each kind of server result, then the commands that match. A
 * client is listed once, in the first group that has it.
 */
export function paletteSections({ text, recent, results, commands }: SectionsInput): PaletteSection[] {
  const typed = text.trim() !== '';
  const seen = new Set<number>();
  const clientItems = (group: PaletteGroup, clients: readonly PaletteClient[]): PaletteItem[] =>
    clients.flatMap((client) => {
      if (seen.has(client.id)) return [];
      seen.add(client.id);
      return [{ type: 'client', key: `${group}-${client.id}`, client }];
    });
  const sections: PaletteSection[] = [
    {
      group: 'recent',
      items: clientItems('recent', typed ? recent.filter((c) => matchesWords(c.name, text)) : recent),
    },
    ...searchKinds.map((kind) => ({ group: kind, items: clientItems(kind, results[kind] ?? []) })),
    {
      group: 'commands',
      items: commands
        .filter((command) => !typed || matchesWords(command.label, text))
        .map((command) => ({ type: 'command', key: `command-${command.id}`, command })),
    },
  ];
  return sections.filter((section) => section.items.length > 0);
}
