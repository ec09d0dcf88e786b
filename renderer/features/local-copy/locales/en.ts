import type { Translation } from '../../../i18n/translation.ts';
import type { ptBR } from './pt-BR.ts';

/** Strings of the branch office's local copy, in English: the same keys as pt-BR, which the typecheck holds. */
export const en = {
  banner: {
    offlineToday: 'No connection to the server. This computer’s local copy is from {{time}}.',
    offlineYesterday: 'No connection to the server. This computer’s local copy is from yesterday, {{time}}.',
    offlineOlder: 'No connection to the server. This computer’s local copy is from {{date}}, {{time}}.',
    offlineCopy: 'No connection to the server. Lookups come from this computer’s local copy.',
    offlineNoCopy: 'No connection to the server. This computer keeps no local copy: only what is already on screen.',
    offlineHint:
      'Each screen says how old its data is. The app keeps trying on its own; what needs the server stays off until it is back.',
    reconnecting: 'The server is slow to answer; the app keeps trying.',
  },
  section: {
    title: 'Local copy (branch offices)',
    hint: 'Kept encrypted on this computer, to look up clients and invoices when the server does not answer. Nothing is sent to the server from it.',
    summary_one: '{{clients}} clients, {{count}} client with invoices, {{size}}',
    summary_other: '{{clients}} clients, {{count}} clients with invoices, {{size}}',
    refreshedToday: 'refreshed at {{time}}',
    refreshedYesterday: 'refreshed yesterday at {{time}}',
    refreshedOlder: 'refreshed on {{date}} at {{time}}',
    neverRefreshed: 'not read whole yet',
    refreshing: 'Refreshing: {{done}} of {{total}} clients',
    noKeychain: 'This computer offers no system password vault: no local copy is kept.',
    policy: 'Turned off by IT',
    signedOut: 'Sign in to a server to see the local copy.',
    wipe: 'Delete local copy',
    wipeTitle: 'Delete the local copy?',
    wipeText:
      'The clients and invoices kept on this computer will be deleted. Without a connection nothing can be looked up until the server is back; with one, the copy is rebuilt little by little.',
    wipeConfirm: 'Delete',
    wiped: 'Local copy deleted.',
    wipeFailed: 'Could not delete the local copy: {{message}}',
    cacheDays: 'Delete the copy after how many days unused',
    cacheDaysHint: 'From 1 to 365 days.',
    staleMinutes: 'Warn before copying a PIX from the local copy older than (minutes)',
    staleMinutesHint: 'From 5 to 1440 minutes: after that the invoice may have been paid or replaced.',
  },
} as const satisfies Translation<typeof ptBR>;
