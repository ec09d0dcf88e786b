import { fitExternalUrl, linkMessage, type LinkKind } from './external-link-length.ts';

/** What the clerk is told after a link was opened otherwise than asked (renderer/app shows it). */
export type LinkNotice = 'mail-text-copied' | 'whatsapp-text-copied' | 'link-not-opened';

/** What opening a link needs from Electron and the core. */
export interface LinkOpenerDeps {
  /** shell.openExternal. */
  open(url: string): Promise<void>;
  /** The system clipboard (Electron's clipboard.writeText). */
  copy(text: string): Promise<void> | void;
  /** Tells the page (the hub's ui:command). */
  notify(notice: LinkNotice): void;
  log: { warn(message: string): void };
}

const copiedNotice: Record<LinkKind, LinkNotice> = {
  mail: 'mail-text-copied',
  whatsapp: 'whatsapp-text-copied',
  other: 'link-not-opened',
};

/**
 * Opens a link with the system (mail program, browser), never failing in silence: a link too long for
 * shell.openExternal opens without its message, which is copied for the clerk to paste; a link that
 * cannot be opened at all has its message (or itself) copied. The clerk is told either way. The log
 * gets the link's kind and length only (it holds an e-mail address, a phone number, a PIX code).
 */
export async function openExternalLink(url: string, deps: LinkOpenerDeps): Promise<void> {
  const fitted = fitExternalUrl(url);
  const failed = async (why: string): Promise<void> => {
    deps.log.warn(`external link (${fitted.kind}, ${url.length} characters) not opened: ${why}`);
    await deps.copy(fitted.leftOut ?? linkMessage(url) ?? url);
    deps.notify('link-not-opened');
  };
  if (fitted.url === undefined) return failed('too long even without its message');
  try {
    await deps.open(fitted.url);
  } catch (error) {
    return failed(error instanceof Error ? error.name : 'refused');
  }
  if (fitted.leftOut === undefined) return;
  deps.log.warn(`external link (${fitted.kind}, ${url.length} characters) opened without its message, copied`);
  await deps.copy(fitted.leftOut);
  deps.notify(copiedNotice[fitted.kind]);
}
