import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/ipc/audit-schema.ts';
import { clientLine, entryDetails, type DetailWords } from './entry-details.ts';

const words = (masked = true): DetailWords => ({
  change: (field, before, after) => `${field}: ${before} → ${after}`,
  set: (field, value) => `${field}: ${value}`,
  empty: '(vazio)',
  revealed: (field) => `revelado ${field}`,
  revealedFor: (purpose, fields) => `revelado para ${purpose}: ${fields}`,
  exportOf: (scope, rows, formats, unmasked) => `${scope} ${rows} ${formats} ${String(unmasked)}`,
  exportEnded: (outcome) => `terminou: ${outcome}`,
  dossier: (formats) => `dossiê ${formats}`,
  passwordChanged: 'senha trocada',
  fieldLabel: (field) => (field === 'cli_addr_address' ? 'Endereço' : field),
  value: (field, value) => (masked && field === 'client_doc1' ? `***${value.slice(3, 6)}**` : value),
});

const base = { seq: 1, at: '2026-11-25T12:00:00.000Z', operator: 'admin', profileId: 'demo' };

describe('entryDetails', () => {
  it('says each changed field with its value before and after, empty ones named as such', () => {
    const entry: AuditEntry = {
      ...base,
      kind: 'client.update',
      changes: [{ field: 'cli_addr_address', before: null, after: 'Rua Nova' }],
    };
    expect(entryDetails(entry, words())).toEqual(['Endereço: (vazio) → Rua Nova']);
  });

  it('shows values as the page shows them (masked or whole), both before and after', () => {
    const entry: AuditEntry = {
      ...base,
      kind: 'client.update',
      changes: [{ field: 'client_doc1', before: '52998224725', after: '11144477735' }],
    };
    const [masked] = entryDetails(entry, words());
    expect(masked).not.toContain('52998224725');
    expect(masked).not.toContain('11144477735');
    expect(entryDetails(entry, words(false))).toEqual(['client_doc1: 52998224725 → 11144477735']);
  });

  it('describes a reveal, an export, a dossier and a password change', () => {
    expect(entryDetails({ ...base, kind: 'reveal', field: 'client_doc1' }, words())).toEqual(['revelado client_doc1']);
    expect(
      entryDetails({ ...base, kind: 'export', scope: 'clients', rows: 3, formats: ['csv'], unmasked: true }, words()),
    ).toEqual(['clients 3 csv true']);
    expect(entryDetails({ ...base, kind: 'dossier', formats: ['pdf', 'json'] }, words())).toEqual(['dossiê pdf, json']);
    expect(
      entryDetails({ ...base, kind: 'export', scope: 'clients', rows: 3, formats: ['csv'], outcome: 'done' }, words()),
    ).toEqual(['clients 3 csv undefined']);
    expect(entryDetails({ ...base, kind: 'customer.password-change' }, words())).toEqual(['senha trocada']);
  });

  it('says when an export failed or was cancelled, after what it was', () => {
    const entry: AuditEntry = { ...base, kind: 'export', scope: 'clients', rows: 1000, formats: ['xlsx'] };
    expect(entryDetails({ ...entry, outcome: 'failed' }, words())).toEqual([
      'clients 1000 xlsx undefined',
      'terminou: failed',
    ]);
    expect(entryDetails({ ...entry, outcome: 'cancelled' }, words())).toEqual([
      'clients 1000 xlsx undefined',
      'terminou: cancelled',
    ]);
  });

  it('names the client by number, name and user as far as known', () => {
    expect(clientLine({ ...base, kind: 'reveal', client: { pk: 7, name: 'Ana Souza' } })).toBe('#7 · Ana Souza');
    expect(clientLine({ ...base, kind: 'export' })).toBe('');
  });
});
