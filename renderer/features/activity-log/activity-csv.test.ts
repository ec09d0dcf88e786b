import type { i18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/ipc/audit-schema.ts';
import { activityCsv } from './activity-csv.ts';
import { testI18n } from './test-i18n.ts';

const at = new Date(2026, 11, 2, 9, 7, 5).toISOString();
const entries: AuditEntry[] = [
  {
    seq: 2,
    at,
    operator: 'admin',
    profileId: 'demo',
    kind: 'support-order.create',
    client: { pk: 7, name: 'Ana Lima', username: 'ana.lima' },
    changes: [
      { field: 'support_protocol', before: null, after: '2026120200812' },
      { field: 'phone', before: null, after: '(67) 99123-4567' },
    ],
  },
  {
    seq: 1,
    at,
    operator: 'admin',
    profileId: 'demo',
    kind: 'client.update',
    client: { pk: 7, name: 'Ana Lima' },
    changes: [{ field: 'client_status', before: '0', after: '1' }],
  },
];
let pt: i18n;
let en: i18n;

beforeAll(async () => {
  pt = await testI18n('pt-BR');
  en = await testI18n('en');
});

const rowsOf = (csv: string): string[][] =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';'));

describe('activityCsv', () => {
  it('heads its columns in words, writes local times dd/mm/aaaa, kinds and fields in words (pt-BR)', () => {
    const csv = activityCsv(entries, pt);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, order, update] = rowsOf(csv);
    expect(header).toEqual([
      'Nº',
      'Data e hora',
      'Operador',
      'Tipo',
      'Cliente nº',
      'Cliente',
      'Usuário da central',
      'Detalhes',
    ]);
    expect(order?.slice(0, 4)).toEqual(['2', '02/12/2026 09:07:05', 'admin', 'Ordem de suporte']);
    // Whole, as journaled: the export of the log is recorded as unmasked.
    expect(order?.[7]).toBe('Protocolo: 2026120200812 | Telefone de contato: (67) 99123-4567');
    expect(update?.[3]).toBe('Alteração');
    expect(update?.[7]).toBe('Situação: Ativo → Desativado');
    for (const raw of ['support-order', 'client.update', 'support_protocol', 'client_status', 'T0', 'Z'])
      expect(csv).not.toContain(raw);
  });

  it('says the same in English, with the app’s one date format', () => {
    const [header, order, update] = rowsOf(activityCsv(entries, en));
    expect(header?.[1]).toBe('Date and time');
    expect(order?.slice(1, 4)).toEqual(['02/12/2026 09:07:05', 'admin', 'Support order']);
    expect(update?.[7]).toBe('Status: Active → Deactivated');
  });
});
