import { clipboard, shell } from 'electron';
import type { CoreLog, DeskCore } from '../core/create-desk-core.ts';
import type { LinkOpenerDeps } from './open-external-link.ts';

/**
 * What openExternalLink needs, from Electron and the core: the system's opener and clipboard, and the
 * page told through the hub. Why the core asked for at each link: the window-open rules are set before
 * the core exists, and a notice with no core yet has no page to go to anyway.
 */
export function linkOpener(core: () => DeskCore | undefined, log: CoreLog): LinkOpenerDeps {
  return {
    open: (url) => shell.openExternal(url),
    copy: (text) => clipboard.writeText(text),
    notify: (notice) => core()?.hub.emit('ui:command', { command: notice }),
    log,
  };
}
