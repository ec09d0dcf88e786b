import { dashboardRecord } from '../../shared/provider/admin-operations.ts';
import { rawFieldsKey } from '../provider/record-parser.ts';

/** How much of a dashboard's unchecked fields the page gets: per field, in all, and how many (sizes in JSON characters). */
export interface DashboardBudget {
  perField: number;
  total: number;
  fields: number;
}

/** A screen of figures, not a data channel: a few dozen short fields are plenty. */
export const dashboardBudget: DashboardBudget = { perField: 1024, total: 16 * 1024, fields: 100 };

const knownFields = new Set(Object.keys(dashboardRecord.shape));

function sizeOf(field: string, value: unknown): number {
  return field.length + (typeof value === 'string' ? value.length : (JSON.stringify(value)?.length ?? 0));
}

/**
 * The dashboard record as the page gets it: every figure the app knows (checked, so small) and, of the
 * fields it does not know or that came with an unexpected type, those that fit the budget, in the
 * server's order. Why: the page shows unknown fields as sent, and a server answering a huge record
 * (up to the transport's cap) would otherwise pass all of it over IPC into the page.
 */
export function withinDashboardBudget<R extends Record<string, unknown>>(
  record: R,
  budget: DashboardBudget = dashboardBudget,
): R {
  const raw = new Set(Array.isArray(record[rawFieldsKey]) ? (record[rawFieldsKey] as unknown[]).map(String) : []);
  const out: Record<string, unknown> = {};
  const keptRaw: string[] = [];
  let used = 0;
  let count = 0;
  for (const [field, value] of Object.entries(record)) {
    if (field === rawFieldsKey) continue;
    if (knownFields.has(field) && !raw.has(field)) {
      out[field] = value;
      continue;
    }
    const size = sizeOf(field, value);
    if (size > budget.perField || used + size > budget.total || count >= budget.fields) continue;
    used += size;
    count += 1;
    out[field] = value;
    if (raw.has(field)) keptRaw.push(field);
  }
  if (keptRaw.length > 0) out[rawFieldsKey] = keptRaw;
  // Why the cast: only fields the record's type leaves open (unknown or raw ones) were dropped.
  return out as R;
}
