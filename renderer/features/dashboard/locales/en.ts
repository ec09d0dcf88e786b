import type { Translation } from '../../../i18n/translation.ts';
import type { ptBR } from './pt-BR.ts';

/** Strings of the dashboard, in English: the same keys as pt-BR, which the typecheck holds. */
export const en = {
  title: 'Dashboard',
  generatedAt: 'Figures of {{when}}',
  refresh: 'Refresh',
  loading: 'Reading the figures from the server…',
  clientsActive: 'Active clients',
  clientsAll: 'Clients (every status)',
  clientsOfTotal: 'of {{total}} registered (every status)',
  newThisMonth: 'New this month',
  supportOpen: 'Open support orders',
  invoicesOverdue: 'Overdue invoices',
  overdueSum: 'adding up to {{amount}}',
  invoicesOpen: '{{invoices}} open invoices in all',
  byStatus: 'Clients by status',
  statuses: { active: 'Active', deactivated: 'Deactivated', interested: 'Interested', removed: 'Removed' },
  empty: 'There are no clients on this server yet.',
  emptyHelp: 'Register the first one in Clients; the figures show up here.',
  noFigure: 'not given',
  others: 'Other fields',
  othersHint: 'Fields the server sent that this app does not know, shown as they came.',
} as const satisfies Translation<typeof ptBR>;
