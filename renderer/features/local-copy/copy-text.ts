import type { TFunction } from 'i18next';
import type { CacheState, SessionState } from '../../../shared/ipc/contract.ts';
import type { Language } from '../../../shared/language.ts';
import { dataAge } from '../../format/data-age.ts';

type CopyT = TFunction<'local-copy'>;
const capital = { today: 'Today', yesterday: 'Yesterday', older: 'Older' } as const;

/**
 * The banner over every screen while the server does not answer (issue 46), or undefined while it does: offline
 * with the copy's time ("… A cópia local deste computador é de 10:42."), offline with no copy, or reconnecting.
 */
export function bannerText(
  t: CopyT,
  connection: SessionState['connection'],
  state: CacheState | undefined,
  now: number,
  timeZone?: string,
): string | undefined {
  if (connection === 'online') return undefined;
  if (connection === 'reconnecting') return t('banner.reconnecting');
  if (!state || state.status !== 'on' || state.clients === 0) return t('banner.offlineNoCopy');
  if (state.lastRefreshAt === null) return t('banner.offlineCopy');
  const age = dataAge(state.lastRefreshAt, now, timeZone);
  return t(`banner.offline${capital[age.day]}`, { time: age.time, date: age.date });
}

/** Bytes as the operating system's file manager says them: "80 MB", "3,4 MB", "0,2 MB" (MiB, written MB). */
export function sizeText(bytes: number, language: Language): string {
  const megabytes = bytes / 1_048_576;
  const digits = megabytes < 10 ? 1 : 0;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(megabytes)} MB`;
}

/**
 * The copy's state in one line of the settings section: "12.345 clientes, 3 clientes com faturas, 80 MB, atualizada
 * às 10:42"; undefined when no copy is kept (the section says why instead).
 */
export function summaryText(
  t: CopyT,
  state: CacheState,
  language: Language,
  now: number,
  timeZone?: string,
): string | undefined {
  if (state.status !== 'on') return undefined;
  const number = new Intl.NumberFormat(language);
  const summary = t('section.summary', {
    clients: number.format(state.clients),
    count: state.customers,
    size: sizeText(state.sizeBytes, language),
  });
  if (state.lastRefreshAt === null) return `${summary}, ${t('section.neverRefreshed')}`;
  const age = dataAge(state.lastRefreshAt, now, timeZone);
  return `${summary}, ${t(`section.refreshed${capital[age.day]}`, { time: age.time, date: age.date })}`;
}

/** The refresh under way, "Atualizando: 4.000 de 12.345 clientes", or undefined when none runs. */
export function refreshText(t: CopyT, state: CacheState, language: Language): string | undefined {
  if (!state.refresh) return undefined;
  const number = new Intl.NumberFormat(language);
  return t('section.refreshing', {
    done: number.format(state.refresh.done),
    total: number.format(state.refresh.total),
  });
}
