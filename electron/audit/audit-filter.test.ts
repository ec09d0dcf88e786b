import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/ipc/audit-schema.ts';
import { filterEntries, localDay } from './audit-filter.ts';

const entry = (seq: number, at: string, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  seq,
  at,
  operator: 'admin',
  profileId: 'demo',
  kind: 'client.update',
  ...extra,
});

describe('filterEntries', () => {
  const entries = [
    entry(1, '2026-11-20T12:00:00.000Z', { client: { pk: 12, name: 'João Conceição' } }),
    entry(2, '2026-11-22T12:00:00.000Z', { operator: 'operador', kind: 'reveal', client: { pk: 120 } }),
    entry(3, '2026-11-24T12:00:00.000Z', { client: { pk: 7, username: 'joao.c' } }),
  ];

  it('keeps a client by its exact number, or a part of its name or user name, accents aside', () => {
    expect(filterEntries(entries, { client: '12' }).map((item) => item.seq)).toEqual([1]);
    expect(filterEntries(entries, { client: 'conceicao' }).map((item) => item.seq)).toEqual([1]);
    expect(filterEntries(entries, { client: 'JOAO' }).map((item) => item.seq)).toEqual([1, 3]);
  });

  it('keeps an operator, a kind, and days from/to inclusive', () => {
    expect(filterEntries(entries, { operator: 'operador' }).map((item) => item.seq)).toEqual([2]);
    expect(filterEntries(entries, { kind: 'client.update' }).map((item) => item.seq)).toEqual([1, 3]);
    const second = localDay(entries[1]?.at ?? '');
    expect(filterEntries(entries, { from: second, to: second }).map((item) => item.seq)).toEqual([2]);
    expect(filterEntries(entries, { from: localDay('2026-11-25T12:00:00.000Z') })).toEqual([]);
  });
});
