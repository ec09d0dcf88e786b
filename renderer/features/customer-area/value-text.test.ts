import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { valueText, type ValueKind } from './value-text.ts';

const t = ((key: string) => `«${key}»`) as unknown as TFunction<'customer-area'>;
const pt = (kind: ValueKind, value: unknown, field = 'x') => valueText(kind, value, { field, language: 'pt-BR', t });

describe('valueText', () => {
  it('writes money in reais, as the language writes it', () => {
    expect(pt('money', '1234.5')).toMatch(/^R\$\s1\.234,50$/);
    expect(valueText('money', '1234.5', { field: 'x', language: 'en', t })).toBe('R$1,234.50');
  });

  it('writes dates dd/mm/aaaa, and date-times with the time when there is one', () => {
    expect(pt('date', '2026-03-09')).toBe('09/03/2026');
    expect(pt('datetime', '2026-03-09 14:05:00')).toBe('09/03/2026 14:05');
    expect(pt('datetime', '2026-03-09 00:00:00')).toBe('09/03/2026');
  });

  it('labels known codes and shows unknown ones as their number', () => {
    expect(pt('code', 1, 'invoice_state')).toBe('«code.invoice_state.1»');
    expect(pt('code', '3', 'network_cpe_wifi_encryption_type')).toBe('«code.network_cpe_wifi_encryption_type.3»');
    expect(pt('code', 7, 'invoice_state')).toBe('7');
    expect(pt('code', 4, 'network_cpe_status')).toBe('4');
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
