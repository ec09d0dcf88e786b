import { describe, expect, it } from 'vitest';
import {
  codeDictionarySchema,
  legacyCodeDictionary,
  serviceCodeDictionary,
  type CodeDictionary,
} from './code-dictionary.ts';
import { codePresets } from './code-presets.ts';
import { cancelsInvoice, codeOf, hasLabels, readCode, resolveCodeLabels } from './code-labels.ts';

describe('resolveCodeLabels and readCode', () => {
  it('reads our service’s codes in words, in the reader’s language', () => {
    const pt = resolveCodeLabels(serviceCodeDictionary, 'pt-BR');
    const en = resolveCodeLabels(serviceCodeDictionary, 'en');
    expect(readCode(pt, 'invoice_state', 2)).toEqual({ kind: 'label', label: 'Cancelada' });
    expect(readCode(en, 'invoice_state', '2')).toEqual({ kind: 'label', label: 'Cancelled' });
    expect(readCode(pt, 'invoice_type', 0)).toEqual({ kind: 'label', label: 'Mensalidade' });
    expect(readCode(en, 'os_done', 1)).toEqual({ kind: 'label', label: 'Done' });
    expect(readCode(pt, 'network_cpe_wifi_encryption_type', 2)).toEqual({ kind: 'label', label: 'WPA' });
  });

  it('says "not given" for a state without a label, and nothing for a label-less code that says nothing', () => {
    const labels = resolveCodeLabels({ preset: 'none', fields: {} }, 'pt-BR');
    expect(readCode(labels, 'invoice_state', 7)).toEqual({ kind: 'notGiven', code: '7' });
    expect(readCode(labels, 'os_done', '1')).toEqual({ kind: 'notGiven', code: '1' });
    expect(readCode(labels, 'invoice_type', 0)).toEqual({ kind: 'nothing' });
    expect(readCode(labels, 'network_cpe_req_origin', 3)).toEqual({ kind: 'nothing' });
    expect(readCode(labels, 'invoice_state', null)).toEqual({ kind: 'nothing' });
    expect(readCode(labels, 'invoice_state', ' ')).toEqual({ kind: 'nothing' });
  });

  it('lets the operator’s entries add to the preset, replace a label, and take one away', () => {
    const dictionary: CodeDictionary = {
      preset: 'service',
      fields: {
        invoice_state: [
          { code: 0, label: 'A receber' },
          { code: 2, label: '' },
          { code: 9, label: 'Em cobrança judicial' },
        ],
      },
    };
    const labels = resolveCodeLabels(dictionary, 'en');
    expect(readCode(labels, 'invoice_state', 0)).toEqual({ kind: 'label', label: 'A receber' });
    expect(readCode(labels, 'invoice_state', 1)).toEqual({ kind: 'label', label: 'Paid' });
    expect(readCode(labels, 'invoice_state', 2)).toEqual({ kind: 'notGiven', code: '2' });
    expect(readCode(labels, 'invoice_state', 9)).toEqual({ kind: 'label', label: 'Em cobrança judicial' });
    // Replacing the entry replaces its "cancels" mark too: code 2 no longer cancels once the operator says so.
    expect(cancelsInvoice(labels, 2)).toBe(false);
  });

  it('knows which invoice states cancel an invoice: our service’s 2, and any the operator marks', () => {
    const service = resolveCodeLabels(serviceCodeDictionary, 'pt-BR');
    expect(cancelsInvoice(service, 2)).toBe(true);
    expect(cancelsInvoice(service, '2')).toBe(true);
    expect(cancelsInvoice(service, 0)).toBe(false);
    expect(cancelsInvoice(service, 1)).toBe(false);
    expect(cancelsInvoice(service, null)).toBe(false);
    const own = resolveCodeLabels(
      { preset: 'none', fields: { invoice_state: [{ code: 4, label: 'Estornada', cancels: true }] } },
      'pt-BR',
    );
    expect(cancelsInvoice(own, 4)).toBe(true);
    // Nothing is cancelled where nobody said so (a server whose codes are unknown).
    expect(cancelsInvoice(resolveCodeLabels({ preset: 'none', fields: {} }, 'pt-BR'), 2)).toBe(false);
    expect(cancelsInvoice(resolveCodeLabels(legacyCodeDictionary, 'pt-BR'), 2)).toBe(false);
  });

  it('tells whether a field has any words at all', () => {
    const none = resolveCodeLabels({ preset: 'none', fields: {} }, 'pt-BR');
    expect(hasLabels(none, 'invoice_type')).toBe(false);
    expect(hasLabels(resolveCodeLabels(serviceCodeDictionary, 'pt-BR'), 'invoice_type')).toBe(true);
    const blanked = resolveCodeLabels({ preset: 'none', fields: { invoice_type: [{ code: 0, label: '' }] } }, 'pt-BR');
    expect(hasLabels(blanked, 'invoice_type')).toBe(false);
  });

  it('reads codes sent as numbers or numeric strings, and nothing else', () => {
    expect(codeOf(2)).toBe(2);
    expect(codeOf(' 2 ')).toBe(2);
    expect(codeOf('02')).toBe(2);
    expect(codeOf(2.5)).toBeUndefined();
    expect(codeOf('x')).toBeUndefined();
    expect(codeOf(true)).toBeUndefined();
  });
});

describe('presets', () => {
  it('label every code in both languages, once per field, and only invoice states cancel', () => {
    for (const preset of Object.values(codePresets))
      for (const [field, entries] of Object.entries(preset)) {
        const codes = entries.map((entry) => entry.code);
        expect(new Set(codes).size, field).toBe(codes.length);
        for (const entry of entries) {
          expect(entry.label['pt-BR'].trim(), field).not.toBe('');
          expect(entry.label.en.trim(), field).not.toBe('');
          if (entry.cancels) expect(field).toBe('invoice_state');
        }
      }
  });

  it('the Controllr preset holds only what the field notes document (contract status, Wi-Fi encryption)', () => {
    expect(Object.keys(codePresets.controllr).sort()).toEqual(['contract_status', 'network_cpe_wifi_encryption_type']);
  });

  it('our service’s preset says what docs/provider-service.md says its codes are', () => {
    const en = resolveCodeLabels(serviceCodeDictionary, 'en');
    const words = (field: Parameters<typeof readCode>[1], code: number) => {
      const reading = readCode(en, field, code);
      return reading.kind === 'label' ? reading.label : reading.kind;
    };
    expect([0, 1, 2].map((code) => words('invoice_state', code))).toEqual(['Open', 'Paid', 'Cancelled']);
    expect([0, 1, 2].map((code) => words('invoice_type', code))).toEqual(['Monthly fee', 'Installation', 'Other']);
    expect([1, 2].map((code) => words('invoice_obs', code))).toEqual(['Sent to the bank', 'Renegotiated']);
    expect([0, 1, 2].map((code) => words('os_done', code))).toEqual(['Open', 'Done', 'Cancelled']);
    expect([0, 5].map((code) => words('contract_status', code))).toEqual(['Deactivated', 'Cancelled']);
  });
});

describe('codeDictionarySchema', () => {
  it('takes a preset and per-field entries, and refuses repeated codes, non-integers and unknown fields', () => {
    expect(
      codeDictionarySchema.safeParse({ preset: 'service', fields: { os_done: [{ code: 3, label: ' Agendada ' }] } }),
    ).toEqual({ success: true, data: { preset: 'service', fields: { os_done: [{ code: 3, label: 'Agendada' }] } } });
    const refused = [
      { preset: 'other', fields: {} },
      {
        preset: 'none',
        fields: {
          os_done: [
            { code: 1, label: 'a' },
            { code: 1, label: 'b' },
          ],
        },
      },
      { preset: 'none', fields: { os_done: [{ code: 1.5, label: 'a' }] } },
      { preset: 'none', fields: { client_password: [{ code: 1, label: 'a' }] } },
      { preset: 'none', fields: { os_done: [{ code: 1, label: 'x'.repeat(81) }] } },
      { preset: 'none', fields: {}, extra: 1 },
    ];
    for (const input of refused)
      expect(codeDictionarySchema.safeParse(input).success, JSON.stringify(input)).toBe(false);
  });
});
