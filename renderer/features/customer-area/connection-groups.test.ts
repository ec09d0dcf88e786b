import { describe, expect, it } from 'vitest';
import { connectionRecord } from '../../../shared/provider/client-area-operations.ts';
import { connectionGroups, presentGroups } from './connection-groups.ts';
import { en } from './locales/en.ts';
import { ptBR } from './locales/pt-BR.ts';

const locales = { 'pt-BR': ptBR, en };

describe('presentGroups', () => {
  it('keeps only the fields with a value, and drops groups left empty', () => {
    const groups = presentGroups({
      network_cpe_pk: 7,
      network_cpe_username: '',
      network_cpe_ip: '10.0.0.1',
      network_cpe_mac: null,
      network_cpe_commom_signal_rx: -21.5,
      network_cpe_fiber: null,
    });
    expect(groups).toEqual([
      { id: 'identity', fields: [{ id: 'network_cpe_pk', kind: 'number' }] },
      { id: 'network', fields: [{ id: 'network_cpe_ip', kind: 'ip' }] },
      { id: 'signal', fields: [{ id: 'network_cpe_commom_signal_rx', kind: 'decimal' }] },
    ]);
  });

  it('keeps false and zero, which are values', () => {
    const groups = presentGroups({ network_cpe_autoip: false, network_cpe_wifi_encryption_type: 0 });
    expect(groups.map((group) => group.fields.map((field) => field.id))).toEqual([
      ['network_cpe_autoip'],
      ['network_cpe_wifi_encryption_type'],
    ]);
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
