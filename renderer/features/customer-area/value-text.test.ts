import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { serviceCodeDictionary } from '../../../shared/codes/code-dictionary.ts';
import { resolveCodeLabels } from '../../../shared/codes/code-labels.ts';
import { valueText, type ValueKind } from './value-text.ts';

const t = ((key: string, options?: { code?: string }) =>
  options?.code === undefined ? `«${key}»` : `«${key}:${options.code}»`) as unknown as TFunction<'customer-area'>;
const none = resolveCodeLabels({ preset: 'none', fields: {} }, 'pt-BR');
const pt = (kind: ValueKind, value: unknown, field = 'x', labels = none) =>
  valueText(kind, value, { field, language: 'pt-BR', t, labels });

describe('valueText', () => {
  it('writes money in reais, as the language writes it', () => {
    expect(pt('money', '1234.5')).toMatch(/^R\$\s1\.234,50$/);
    expect(valueText('money', '1234.5', { field: 'x', language: 'en', t, labels: none })).toBe('R$1,234.50');
  });

  it('writes dates dd/mm/aaaa, and date-times with the time when there is one', () => {
    expect(pt('date', '2026-03-09')).toBe('09/03/2026');
    expect(pt('datetime', '2026-03-09 14:05:00')).toBe('09/03/2026 14:05');
    expect(pt('datetime', '2026-03-09 00:00:00')).toBe('09/03/2026');
  });

  it('reads a support order’s priority, a code the interface publishes, in the app’s own words', () => {
    expect(pt('code', 2, 'priority')).toBe('«code.priority.2»');
    expect(pt('code', 7, 'priority')).toBe('«code.notGiven:7»');
  });

  it('reads zero dates as no date, never 00/00/0000', () => {
    expect(pt('date', '0000-00-00')).toBe('');
    expect(pt('datetime', '0000-00-00 00:00:00')).toBe('');
  });

  it('labels codes through the profile’s dictionary; without a label, a state says "not given (N)" and any other code nothing', () => {
    const service = resolveCodeLabels(serviceCodeDictionary, 'pt-BR');
    expect(pt('code', 1, 'contract_status', service)).toBe('Ativo');
    expect(pt('code', 2, 'invoice_state', service)).toBe('Cancelada');
    expect(pt('code', '3', 'network_cpe_wifi_encryption_type', service)).toBe('EAP');
    expect(pt('code', 0, 'invoice_type', service)).toBe('Mensalidade');
    expect(pt('code', 9, 'contract_status', service)).toBe('«code.notGiven:9»');
    expect(pt('code', 1, 'invoice_state')).toBe('«code.notGiven:1»');
    expect(pt('code', 4, 'network_cpe_status')).toBe('«code.notGiven:4»');
    expect(pt('code', 0, 'invoice_type')).toBe('');
    expect(pt('code', 0, 'network_cpe_req_origin', service)).toBe('');
    // Never the old "código N": no raw code reaches a screen without words around it.
    expect(pt('code', 1, 'invoice_obs')).toBe('');
  });

  it('writes MAC and IP addresses, booleans and decimals', () => {
    expect(pt('mac', 'aabbccddeeff')).toBe('AA:BB:CC:DD:EE:FF');
    expect(pt('ip', '10.1.2.3/32')).toBe('10.1.2.3');
    expect(pt('bool', true)).toBe('«connection.yes»');
    expect(pt('bool', 'f')).toBe('«connection.no»');
    expect(pt('decimal', -21.456)).toBe('-21,46');
  });

  it('never writes a secret, only that one is set', () => {
    expect(pt('secret', 'hunter22')).toBe('«connection.secretSet»');
  });

  it('writes nothing for absent values of any kind', () => {
    for (const kind of ['text', 'money', 'date', 'code', 'mac', 'secret', 'bool'] as const) {
      expect(pt(kind, null)).toBe('');
      expect(pt(kind, '')).toBe('');
      expect(pt(kind, undefined)).toBe('');
    }
  });
});
