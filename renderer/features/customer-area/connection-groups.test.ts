import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { serviceCodeDictionary } from '../../../shared/codes/code-dictionary.ts';
import { resolveCodeLabels, type CodeLabels } from '../../../shared/codes/code-labels.ts';
import { connectionRecord } from '../../../shared/provider/client-area-operations.ts';
import { connectionGroups, presentGroups } from './connection-groups.ts';
import { en } from './locales/en.ts';
import { ptBR } from './locales/pt-BR.ts';
import { valueText } from './value-text.ts';

const t = ((key: string, options?: { code?: string }) =>
  options?.code === undefined ? key : `${key}(${options.code})`) as unknown as TFunction<'customer-area'>;
const none = resolveCodeLabels({ preset: 'none', fields: {} }, 'pt-BR');
const groupsOf = (record: Record<string, unknown>, labels: CodeLabels = none) =>
  presentGroups(record, (field, kind) => valueText(kind, record[field], { field, language: 'pt-BR', t, labels }));
const ids = (groups: ReturnType<typeof groupsOf>) => groups.map((group) => group.fields.map((entry) => entry.field.id));

const locales = { 'pt-BR': ptBR, en };

describe('presentGroups', () => {
  it('keeps only the fields with a value, and drops groups left empty', () => {
    const groups = groupsOf({
      network_cpe_pk: 7,
      network_cpe_username: '',
      network_cpe_ip: '10.0.0.1',
      network_cpe_mac: null,
      network_cpe_commom_signal_rx: -21.5,
      network_cpe_fiber: null,
    });
    expect(groups).toEqual([
      { id: 'identity', fields: [{ field: { id: 'network_cpe_pk', kind: 'number' }, text: '7' }] },
      { id: 'network', fields: [{ field: { id: 'network_cpe_ip', kind: 'ip' }, text: '10.0.0.1' }] },
      { id: 'signal', fields: [{ field: { id: 'network_cpe_commom_signal_rx', kind: 'decimal' }, text: '-21,5' }] },
    ]);
  });

  it('keeps false and zero, which are values', () => {
    const service = resolveCodeLabels(serviceCodeDictionary, 'pt-BR');
    const groups = groupsOf({ network_cpe_autoip: false, network_cpe_wifi_encryption_type: 0 }, service);
    expect(ids(groups)).toEqual([['network_cpe_autoip'], ['network_cpe_wifi_encryption_type']]);
    expect(groups[1]?.fields[0]?.text).toBe('Nenhuma');
  });

  it('leaves out a code without a label where it says nothing, and says "not given" for a state (issue 42)', () => {
    const record = { network_cpe_pk: 7, network_cpe_status: 1, network_cpe_req_origin: 0, network_cpe_fiber: 1 };
    const groups = groupsOf(record);
    expect(ids(groups)).toEqual([['network_cpe_pk', 'network_cpe_status']]);
    expect(groups[0]?.fields[1]?.text).toBe('code.notGiven(1)');
    const service = groupsOf(record, resolveCodeLabels(serviceCodeDictionary, 'pt-BR'));
    expect(service.flatMap((group) => group.fields.map((entry) => entry.text))).toEqual(['7', 'Ativa', 'Sim']);
  });
});

describe('connectionGroups', () => {
  const ids: string[] = connectionGroups.flatMap((group) => group.fields.map((field) => field.id));

  it('names each field once, with a label in both languages', () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const language of ['pt-BR', 'en'] as const) {
      const labels = (locales[language] as { cpe: Record<string, string> }).cpe;
      expect(ids.filter((id) => !labels[id])).toEqual([]);
    }
  });

  it('covers every field the wire schema knows of a connection but the customer number', () => {
    const known = Object.keys(connectionRecord.shape).filter(
      (id) => id !== 'client_pk' && id !== 'network_cpe_deleted',
    );
    expect(known.filter((id) => !ids.includes(id))).toEqual([]);
  });
});
