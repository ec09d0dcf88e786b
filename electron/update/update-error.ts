import type { UpdateStatus } from '../../shared/ipc/contract.ts';

/** Why an update check or download failed, for the page's translated message. */
export type UpdateErrorCode = NonNullable<UpdateStatus['code']>;

/** Classifies an electron-updater failure (its error codes and messages are the library's own). */
export function classifyUpdateError(error: unknown): UpdateErrorCode {
  // Why read one by one: an Error's message is not an enumerable property, so spreading it loses it.
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = `${typeof code === 'string' ? code : ''} ${typeof message === 'string' ? message : String(error)}`;
  // Why first: the project's own signature codes (feed-signature.ts) decide before any library wording does.
  if (/ERR_FEED_TOO_LARGE/.test(text)) return 'feed-too-large';
  if (/ERR_FEED_UNSIGNED/.test(text)) return 'feed-unsigned';
  if (/ERR_FEED_SIGNATURE_INVALID/.test(text)) return 'feed-signature';
  if (/sha512 checksum mismatch|sha2 checksum mismatch/i.test(text)) return 'checksum';
  if (/ERR_UPDATER_INVALID_SIGNATURE/.test(text)) return 'signature';
  if (
    /ERR_UPDATER_INVALID_UPDATE_INFO|Cannot parse update info|YAMLException|ERR_UPDATER_NO_FILES_PROVIDED|ERR_UPDATER_INVALID_RELEASE_FEED|ERR_UPDATER_INVALID_VERSION|invalid semver/i.test(
      text,
    )
  )
    return 'feed-invalid';
  if (
    /ERR_UPDATER_CHANNEL_FILE_NOT_FOUND|ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|ENOENT|EHOSTUNREACH|ENETUNREACH|net::ERR_|status 404|HttpError: 40|HttpError: 50|timed out|Cannot download/i.test(
      text,
    )
  )
    return 'feed-unreachable';
  return 'other';
}

/** A short, one-line form of an error for the page and the log (the library's messages can span pages). */
export function shortUpdateMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = message.split(/\r?\n/).find((part) => part.trim() !== '') ?? message;
  return line.trim().slice(0, 300);
}

/** Release notes as plain text: tags removed (never rendered as HTML), capped in length. */
export function plainNotes(notes: unknown): string | undefined {
  const text = Array.isArray(notes)
    ? notes
        .map((entry: { version?: string; note?: string | null }) => `${entry.version ?? ''}\n${entry.note ?? ''}`)
        .join('\n\n')
    : typeof notes === 'string'
      ? notes
      : '';
  const plain = text
    .replace(/<br\s*\/?>|<\/p>|<\/li>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return plain === '' ? undefined : plain.slice(0, 4000);
}
