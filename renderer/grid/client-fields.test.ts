import { describe, expect, it } from 'vitest';
import { clientRecord } from '../../shared/provider/admin-operations.ts';
import { clientFieldIds, clientFields, findClientField } from './client-fields.ts';
import { locales } from '../features/clients/locales.ts';

/** Every key path of a nested object of strings: `field.client_pk`, `status.0`, … */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keyPaths(inner, prefix ? `${prefix}.${key}` : key));
}

describe('client fields', () => {
  it('cover every field of the client record but the password, once each', () => {
    const recordKeys = Object.keys(clientRecord.shape).filter((key) => key !== 'client_password');
    expect([...clientFieldIds].sort()).toEqual(recordKeys.sort());
    expect(new Set(clientFieldIds).size).toBe(clientFieldIds.length);
  });

  it('show name, CPF/CNPJ, status, type, office, city/state, e-mail and registration by default', () => {
    const visible = clientFields.filter((field) => field.visibleByDefault).map((field) => field.id);
    expect(visible).toEqual(['client_complete_name', 'client_doc1', 'client_status', 'client_type', 'offices_identification', 'cli_addr_province', 'cli_addr_state', 'client_mail', 'client_date_cad']);
  });

  it('are found by id, and unknown ids are not', () => {
    expect(findClientField('client_doc1')?.kind).toBe('document');
    expect(findClientField('client_password')).toBeUndefined();
  });
});

describe('client locales', () => {
  it('have the same keys in pt-BR and en', () => {
    expect(keyPaths(locales.en).sort()).toEqual(keyPaths(locales['pt-BR']).sort());
  });

  it('label every field in both languages', () => {
    for (const language of ['pt-BR', 'en'] as const) {
      const labels = (locales[language] as { field: Record<string, string> }).field;
      for (const id of clientFieldIds) expect(labels[id], `${language} ${id}`).toBeTruthy();
    }
  });
});
