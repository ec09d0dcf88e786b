import type { i18n as I18n } from 'i18next';
import type { AuditVerification } from '../../../shared/ipc/audit-schema.ts';
import { localDateTime } from './local-time.ts';

type Break = AuditVerification['breaks'][number];

// Why two kinds of line: a break at an entry names its number and file; a break of a whole journal (its head in
// clear, entries in clear, a journal its marks do not know, gone, or whose marks are gone) names whose it is.
const journalReasons = new Set<Break['reason']>(['head-in-clear', 'in-clear', 'unmarked', 'vanished', 'marks-missing']);

/** One break as the screen lists it, in `i18n`'s language. */
export function breakText(i18n: I18n, item: Break): string {
  const t = i18n.getFixedT(i18n.language, 'activity-log');
  const operator = item.operator ?? t('unknownOperator');
  const reason = t(`reasons.${item.reason}`, { seq: item.seq });
  return journalReasons.has(item.reason)
    ? t('journalBreakLine', { operator, reason })
    : t('breakLine', { seq: item.seq, operator, reason, file: item.file });
}

/** What a verification with no break says: how many entries were verified, and since when (never "intact"). */
export function verifiedText(i18n: I18n, verification: AuditVerification): { detail: string; note?: string } {
  const t = i18n.getFixedT(i18n.language, 'activity-log');
  const count = verification.entries;
  if (verification.since === null)
    return { detail: count === 0 ? t('verifiedEmptyNoSince') : t('verifiedNoSince', { count }) };
  // Why to the minute: the day and time the marks began is what a person compares with; seconds add nothing.
  const since = localDateTime(verification.since).slice(0, 16);
  return {
    detail: count === 0 ? t('verifiedEmpty', { since }) : t('verifiedDetail', { count, since }),
    note: t('verifiedSinceNote', { since }),
  };
}
