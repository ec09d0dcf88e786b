import type { AuditEntry, AuditFilter } from '../../shared/ipc/audit-schema.ts';

const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR');

/** Whether an entry's client matches what was typed: its number exactly, or a part of its name or user name. */
function clientMatches(entry: AuditEntry, typed: string): boolean {
  const client = entry.client;
  if (!client) return false;
  if (/^\d+$/.test(typed)) return client.pk === Number(typed);
  const needle = fold(typed);
  return [client.name, client.username].some((value) => value !== undefined && fold(value).includes(needle));
}

/** The entries a filter keeps: operator (exact), client, kind, and days from/to (inclusive, the machine's local days). */
export function filterEntries(entries: readonly AuditEntry[], filter: AuditFilter): AuditEntry[] {
  return entries.filter((entry) => {
    if (filter.operator !== undefined && entry.operator !== filter.operator) return false;
    if (filter.kind !== undefined && entry.kind !== filter.kind) return false;
    if (filter.client !== undefined && !clientMatches(entry, filter.client)) return false;
    const day = localDay(entry.at);
    if (filter.from !== undefined && day < filter.from) return false;
    if (filter.to !== undefined && day > filter.to) return false;
    return true;
  });
}

/** The local day (aaaa-mm-dd) of an ISO time: the office's days, not UTC's. */
export function localDay(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
