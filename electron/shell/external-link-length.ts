// Why a bound: shell.openExternal takes "Max 2081 characters on windows"
// (https://www.electronjs.org/docs/latest/api/shell#shellopenexternalurl-options); a longer mailto: or
// wa.me link is refused and nothing opens. Every link builder (the page's share links, main's masked
// ones) goes through fitExternalUrl before shell.openExternal.

/** The longest URL shell.openExternal opens on Windows; the app keeps to it on every system. */
export const maxExternalUrlLength = 2081;

/** What kind of message a link carries (the notice the clerk gets names it). */
export type LinkKind = 'mail' | 'whatsapp' | 'other';

/** A link made to fit: the URL to open (none when even the short one is too long) and the text left out. */
export interface FittedLink {
  kind: LinkKind;
  /** The URL to hand to shell.openExternal, or undefined when nothing that fits can be opened. */
  url: string | undefined;
  /** The message taken out of the link (to be copied for the clerk to paste), when it was shortened. */
  leftOut?: string;
}

function kindOf(url: string): LinkKind {
  if (url.toLowerCase().startsWith('mailto:')) return 'mail';
  return /^https:\/\/(wa\.me|api\.whatsapp\.com)\//i.test(url) ? 'whatsapp' : 'other';
}

/** The query's parameter `name` taken out: the link without it, and its decoded value. */
function withoutParameter(url: string, name: string): { url: string; value: string | undefined } {
  const at = url.indexOf('?');
  if (at < 0) return { url, value: undefined };
  let value: string | undefined;
  const kept = url
    .slice(at + 1)
    .split('&')
    .filter((part) => {
      const [key = '', raw = ''] = part.split(/=(.*)/s);
      if (key.toLowerCase() !== name) return true;
      try {
        value = decodeURIComponent(raw.replace(/\+/g, name === 'body' ? '+' : ' '));
      } catch {
        value = raw;
      }
      return false;
    });
  return { url: kept.length ? `${url.slice(0, at)}?${kept.join('&')}` : url.slice(0, at), value };
}

/** The message a mailto: (body) or wa.me (text) link carries, decoded; undefined for other links. */
export function linkMessage(url: string): string | undefined {
  const kind = kindOf(url);
  if (kind === 'other') return undefined;
  return withoutParameter(url, kind === 'mail' ? 'body' : 'text').value;
}

/**
 * Makes a link short enough for shell.openExternal. A mailto: link over the bound loses its body and a
 * wa.me link its text (the address, the subject and the number stay): the text is answered apart, for
 * the clerk to paste. A link that still does not fit (or of another kind) answers no URL at all. Why
 * not cut the text: half a PIX code or boleto line pasted by the customer would pay nothing, or wrongly.
 */
export function fitExternalUrl(url: string, max: number = maxExternalUrlLength): FittedLink {
  const kind = kindOf(url);
  if (url.length <= max) return { kind, url };
  const parameter = kind === 'mail' ? 'body' : kind === 'whatsapp' ? 'text' : undefined;
  const shortened = parameter ? withoutParameter(url, parameter) : { url, value: undefined };
  const fits = shortened.url.length <= max ? shortened.url : undefined;
  return shortened.value === undefined ? { kind, url: fits } : { kind, url: fits, leftOut: shortened.value };
}
