import { leavesOf } from '../../format/leaf-lines.ts';

/** The statuses of clients, in the order the dashboard shows them. */
export const clientStatuses = ['active', 'deactivated', 'interested', 'removed'] as const;
/** One client status. */
export type ClientStatusName = (typeof clientStatuses)[number];

/** A field of the dashboard record the app does not know, shown as sent. */
export interface OtherField {
  field: string;
  value: string;
}

/** The dashboard record read for the screen: the figures it knows, and every other field as text. */
export interface DashboardFigures {
  total: number | undefined;
  byStatus: Array<{ status: ClientStatusName; count: number }>;
  newThisMonth: number | undefined;
  supportOpen: number | undefined;
  invoicesOpen: number | undefined;
  invoicesOverdue: number | undefined;
  overdueAmount: string | undefined;
  generatedAt: string | undefined;
  others: OtherField[];
}

const known = new Set([
  'clients_total',
  'clients_active',
  'clients_deactivated',
  'clients_interested',
  'clients_removed',
  'clients_new_month',
  'support_open',
  'invoices_open',
  'invoices_overdue',
  'invoices_overdue_amount',
  'generated_at',
]);
// Why: main lists here the fields whose type was unexpected; they hold the raw value (electron/provider/record-parser.ts).
const rawFieldsKey = '_rawFields';

/**
 * Splits the record: known figures (only when they have the expected type) and every other field as
 * text, so a server that sends more, or sends a known field oddly, still shows all it sent.
 */
export function readDashboard(record: Record<string, unknown>): DashboardFigures {
  const raw = new Set(Array.isArray(record[rawFieldsKey]) ? (record[rawFieldsKey] as unknown[]).map(String) : []);
  const number = (field: string): number | undefined => {
    const value = record[field];
    return !raw.has(field) && typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  };
  const text = (field: string): string | undefined => {
    const value = record[field];
    return !raw.has(field) && typeof value === 'string' && value !== '' ? value : undefined;
  };
  const byStatus = clientStatuses.flatMap((status) => {
    const count = number(`clients_${status}`);
    return count === undefined ? [] : [{ status, count }];
  });
  // Why leaves: a server's nested figures (`clients: {active: 420}`) read as `clients › active: 420`, not JSON.
  const others = Object.keys(record)
    // Why `success` is left out: servers that answer the record itself keep the envelope's flag beside it.
    .filter((field) => field !== rawFieldsKey && field !== 'success' && (!known.has(field) || raw.has(field)))
    .sort()
    .flatMap((field) =>
      leavesOf(record[field], [field]).map((leaf) => ({ field: leaf.path.join(' › '), value: leaf.text })),
    );
  return {
    total: number('clients_total'),
    byStatus,
    newThisMonth: number('clients_new_month'),
    supportOpen: number('support_open'),
    invoicesOpen: number('invoices_open'),
    invoicesOverdue: number('invoices_overdue'),
    overdueAmount: text('invoices_overdue_amount'),
    generatedAt: text('generated_at'),
    others,
  };
}

/** What the dashboard's clients card shows: its label's key, its figure and the total of every status under it. */
export interface ClientsCard {
  label: 'clientsActive' | 'clientsAll';
  value: number | undefined;
  total: number | undefined;
}

/**
 * The clients card: the active clients when the server counts them (the client list starts on them too), the total
 * of every status on the line under; with no active count, the total, labelled as every status. Why: the card read
 * "Clientes" over the total, removed clients included, beside a list that shows the active ones.
 */
export function clientsCard(figures: DashboardFigures): ClientsCard {
  const active = figures.byStatus.find((item) => item.status === 'active')?.count;
  return active === undefined
    ? { label: 'clientsAll', value: figures.total, total: undefined }
    : { label: 'clientsActive', value: active, total: figures.total };
}
