import type { Translation } from '../../../i18n/translation.ts';
import type { ptBR } from './pt-BR.ts';

/** Strings of the dashboard, in English: the same keys as pt-BR, which the typecheck holds. */
export const en = {
  title: 'Dashboard',
  generatedAt: 'Figures of {{when}}',
  refresh: 'Refresh',
  loading: 'Reading the figures from the server…',
  clientsTotal: 'Clients',
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
  openInList: 'Open these clients in the list',
  trend: {
    title: 'Clients per month (last 12 months)',
    computedAt: 'Computed {{when}}',
    recompute: 'Compute again',
    computing: 'Counting month by month…',
    month: 'Month',
    newClients: 'New',
    deactivated: 'Deactivated',
    net: 'Net',
    summary: 'Over 12 months: {{new}} new, {{deactivated}} deactivated, net growth of {{net}}.',
    openNew: 'Open the clients registered in {{month}}',
    openDeactivated: 'Open the clients deactivated in {{month}}',
    note: 'Each figure is the total of the client list filtered by registration or deactivation date. Clients reactivated since do not count as deactivated (the server clears the date).',
  },
} as const satisfies Translation<typeof ptBR>;
