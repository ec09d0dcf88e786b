import type { i18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/ipc/audit-schema.ts';
import { maskEverything, type MaskingPolicy } from '../../privacy/masking-rules.ts';
import { entryDetails } from './entry-details.ts';
import { journalWords } from './journal-words.ts';
import { testI18n } from './test-i18n.ts';

const base = { seq: 1, at: '2026-12-02T13:05:09.000Z', operator: 'admin', profileId: 'demo' };
const nothingMasked: MaskingPolicy = { enabled: false, kinds: [] };
let pt: i18n;
let en: i18n;

beforeAll(async () => {
  pt = await testI18n('pt-BR');
  en = await testI18n('en');
});

const supportOrder: AuditEntry = {
  ...base,
  kind: 'support-order.create',
  changes: [
    { field: 'os_pk', before: null, after: '812' },
    { field: 'support_protocol', before: null, after: '2026120200812' },
    { field: 'priority', before: null, after: '2' },
    { field: 'task_name', before: null, after: 'Sem conexão' },
    { field: 'task_pk', before: null, after: '3' },
    { field: 'phone', before: null, after: '(67) 99123-4567' },
    { field: 'os_obs', before: null, after: 'Cliente sem sinal' },
  ],
};

const created: AuditEntry = {
  ...base,
  kind: 'client.create',
  changes: [
    { field: 'client_type', before: null, after: '0' },
    { field: 'client_status', before: null, after: '0' },
    { field: 'client_date_birth', before: null, after: '2026-12-02' },
    { field: 'client_date_cad', before: null, after: '2026-12-02 00:00:00' },
  ],
};

describe('journalWords', () => {
  it('names a support order’s fields in words, the priority by its name, and masks its phone as the grid does', () => {
    const lines = entryDetails(supportOrder, journalWords(pt, maskEverything));
    const text = lines.join('\n');
    for (const raw of ['os_pk', 'support_protocol', 'task_pk', 'task_name', 'os_obs', 'phone', '99123-4567'])
      expect(text).not.toContain(raw);
    expect(lines).toContain('Nº da ordem: 812');
    expect(lines).toContain('Protocolo: 2026120200812');
    expect(lines).toContain('Prioridade: Alta');
    expect(lines).toContain('Tipo de tarefa: Sem conexão');
    expect(lines).toContain('Descrição: Cliente sem sinal');
    expect(lines.find((line) => line.startsWith('Telefone de contato: '))).toMatch(/\*/);
    // The task's number says nothing to a clerk when its name is known.
    expect(lines).toHaveLength(6);
  });

  it('shows an unmasked phone whole, and an older entry’s task by its number in words', () => {
    const older: AuditEntry = { ...supportOrder, changes: [{ field: 'task_pk', before: null, after: '3' }] };
    expect(entryDetails(older, journalWords(pt, nothingMasked))).toEqual(['Tipo de tarefa: nº 3']);
    expect(entryDetails(older, journalWords(en, nothingMasked))).toEqual(['Task kind: no. 3']);
    const phone: AuditEntry = {
      ...supportOrder,
      changes: [{ field: 'phone', before: null, after: '(67) 99123-4567' }],
    };
    expect(entryDetails(phone, journalWords(pt, nothingMasked))).toEqual(['Telefone de contato: (67) 99123-4567']);
  });

  it('says a registration’s values as the grid names them, dates dd/mm/aaaa, with no “(vazio) →”', () => {
    expect(entryDetails(created, journalWords(pt, nothingMasked))).toEqual([
      'Tipo: Pessoa física',
      'Situação: Ativo',
      'Data de nascimento: 02/12/2026',
      'Cadastro: 02/12/2026',
    ]);
    // English uses the app's one date format too.
    expect(entryDetails(created, journalWords(en, nothingMasked))).toEqual([
      'Type: Individual',
      'Status: Active',
      'Date of birth: 02/12/2026',
      'Registered: 02/12/2026',
    ]);
  });

  it('names a client’s office by its name, never as “Código da filial: 1”, and by its number in words when unknown', () => {
    const moved: AuditEntry = {
      ...base,
      kind: 'client.update',
      changes: [{ field: 'offices_pk', before: '1', after: '2' }],
    };
    const offices = new Map([
      [1, 'Matriz'],
      [2, 'Filial Centro'],
    ]);
    expect(entryDetails(moved, journalWords(pt, nothingMasked, offices))).toEqual(['Unidade: Matriz → Filial Centro']);
    expect(entryDetails(moved, journalWords(en, nothingMasked, offices))).toEqual(['Office: Matriz → Filial Centro']);
    // The offices not read (yet, or the server down): the number, in words.
    expect(entryDetails(moved, journalWords(pt, nothingMasked))).toEqual(['Unidade: nº 1 → nº 2']);
  });

  it('says an update’s changes before and after in words, and names a field it does not know without its key', () => {
    const update: AuditEntry = {
      ...base,
      kind: 'client.update',
      changes: [
        { field: 'client_type', before: '0', after: '1' },
        { field: 'client_date_deactivation', before: null, after: '2026-12-02 10:30:00' },
        { field: 'network_cpe_ip', before: null, after: '10.0.0.1' },
      ],
    };
    const lines = entryDetails(update, journalWords(pt, nothingMasked));
    expect(lines[0]).toBe('Tipo: Pessoa física → Pessoa jurídica');
    expect(lines[1]).toBe('Desativação: (vazio) → 02/12/2026 10:30');
    expect(lines[2]).not.toContain('_');
    expect(lines[2]).toContain('10.0.0.1');
  });

  it('names a company’s fields as a company’s when the entry says it is one', () => {
    const company: AuditEntry = {
      ...base,
      kind: 'client.create',
      changes: [
        { field: 'client_type', before: null, after: '1' },
        { field: 'client_name', before: null, after: 'Padaria Silva Ltda' },
        { field: 'client_lastname', before: null, after: 'Pão Quente' },
        { field: 'client_date_birth', before: null, after: '2001-05-20' },
      ],
    };
    expect(entryDetails(company, journalWords(pt, nothingMasked))).toEqual([
      'Tipo: Pessoa jurídica',
      'Razão social: Padaria Silva Ltda',
      'Nome fantasia: Pão Quente',
      'Data de fundação: 20/05/2001',
    ]);
  });

  it('writes an export’s row count as a clerk reads numbers and its formats by their names', () => {
    const exported: AuditEntry = {
      ...base,
      kind: 'export',
      scope: 'clients',
      rows: 2001,
      formats: ['xlsx'],
      unmasked: false,
    };
    expect(entryDetails(exported, journalWords(pt, nothingMasked))).toEqual([
      'Exportação de clientes: 2.001 linhas, XLSX, com dados pessoais mascarados',
    ]);
    expect(entryDetails(exported, journalWords(en, nothingMasked)).join('')).toContain('2,001');
  });

  // Issue 43: the journal's new entries read in words, never as field keys or English values.
  it('reads a change of masking and the reveals of an edit form and of a sent invoice, in both languages', () => {
    const masking: AuditEntry = {
      ...base,
      kind: 'privacy.masking',
      changes: [
        { field: 'maskPersonalData', before: 'true', after: 'false' },
        { field: 'maskedFields', before: 'taxId,phone', after: '' },
      ],
    };
    expect(entryDetails(masking, journalWords(pt, maskEverything))).toEqual([
      'Mascaramento de dados pessoais: ligado → desligado',
      'Campos mascarados: CPF/CNPJ, Telefones → nenhum',
    ]);
    expect(entryDetails(masking, journalWords(en, maskEverything))[0]).toBe('Masking of personal data: on → off');
    const form: AuditEntry = { ...base, kind: 'reveal', fields: ['client_doc1', 'client_mail'], purpose: 'edit' };
    const [line = ''] = entryDetails(form, journalWords(pt, maskEverything));
    expect(line.startsWith('Formulário de edição aberto com os campos à vista: ')).toBe(true);
    expect(line).not.toContain('_');
    const sent: AuditEntry = { ...base, kind: 'reveal', field: 'client_phones', purpose: 'whatsapp' };
    expect(entryDetails(sent, journalWords(pt, maskEverything))[0]).toMatch(/^Enviado por WhatsApp: .+ revelado/);
  });
});
