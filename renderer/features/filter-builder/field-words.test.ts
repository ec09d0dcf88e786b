import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { fieldName } from './field-words.ts';

describe('fieldName', () => {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'pt-BR',
    resources: {
      'pt-BR': {
        clients: { field: { client_name: 'Nome' } },
        'filter-builder': { field: { client_name: 'Outro nome', network_cpe_ip: 'IP da conexão' } },
      },
    },
    initAsync: false,
  });
  const t = i18n.t.bind(i18n);

  it("names a column by the grid's header first", () => {
    expect(fieldName(t, 'client_name')).toBe('Nome');
  });

  it("falls back to the builder's own name for fields the grid has no header for", () => {
    expect(fieldName(t, 'network_cpe_ip')).toBe('IP da conexão');
  });

  it('shows the column itself when neither names it', () => {
    expect(fieldName(t, 'client_unknown_column')).toBe('client_unknown_column');
  });
});
