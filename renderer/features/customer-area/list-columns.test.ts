import { describe, expect, it } from 'vitest';
import {
  connectionRecord,
  contractRecord,
  invoiceRecord,
  supportOrderRecord,
} from '../../../shared/provider/client-area-operations.ts';
import { serviceCodeDictionary } from '../../../shared/codes/code-dictionary.ts';
import { resolveCodeLabels } from '../../../shared/codes/code-labels.ts';
import { customerLists, defaultSorts, listColumns, rowKeyField, shownColumns, sortColumnOf } from './list-columns.ts';
import { en } from './locales/en.ts';
import { ptBR } from './locales/pt-BR.ts';

const locales = { 'pt-BR': ptBR, en };

const wireFields = {
  contracts: Object.keys(contractRecord.shape),
  invoices: Object.keys(invoiceRecord.shape),
  connections: Object.keys(connectionRecord.shape),
  supportOrders: Object.keys(supportOrderRecord.shape),
};

describe('client-area grid columns', () => {
  // Why these are left out: a connection's many details are shown grouped beside the grid, and an
  // invoice's contract is shown by its number rather than its key.
  it.each(customerLists)(
    '%s shows every field of the interface’s record but the connection details and the invoice’s contract key',
    (kind) => {
      const shown = listColumns[kind].map((column) => column.sortBy ?? column.id);
      const missing = wireFields[kind].filter((field) => !shown.includes(field));
      if (kind === 'connections') expect(missing.length).toBeGreaterThan(0);
      // The payment fields (issue 18) are no columns: the invoice's second-copy actions show them below the grid.
      else
        expect(missing).toEqual(
          kind === 'invoices' ? ['contract_pk', 'invoice_barcode', 'invoice_qrcode', 'invoice_nosso_num'] : [],
        );
      expect(shown).toContain(defaultSorts[kind].id);
      expect(wireFields[kind]).toContain(rowKeyField[kind]);
    },
  );

  it.each(customerLists)('%s has a label for each column in both languages', (kind) => {
    for (const language of ['pt-BR', 'en'] as const) {
      const labels = (locales[language] as { column: Record<string, string> }).column;
      expect(listColumns[kind].filter((column) => !labels[column.id]).map((column) => column.id)).toEqual([]);
    }
  });

  it('sorts the invoice status by the invoice state, other columns by themselves', () => {
    expect(sortColumnOf('invoices', 'invoice_status')).toBe('invoice_state');
    expect(sortColumnOf('invoices', 'invoice_date_due')).toBe('invoice_date_due');
  });
});

describe('shownColumns', () => {
  const ids = (labels: Parameters<typeof shownColumns>[1]) =>
    shownColumns(listColumns.invoices, labels).map((column) => column.id);

  it('hides a coded column the profile gives no words for ("Tipo: código 0" says nothing), never a state (issue 42)', () => {
    const none = ids(resolveCodeLabels({ preset: 'none', fields: {} }, 'pt-BR'));
    expect(none).not.toContain('invoice_type');
    expect(none).not.toContain('invoice_obs');
    expect(none).toContain('invoice_status');
    expect(shownColumns(listColumns.supportOrders, resolveCodeLabels({ preset: 'none', fields: {} }, 'en'))).toEqual(
      listColumns.supportOrders,
    );
  });

  it('shows them where the dictionary has words: our service, or a label the operator wrote', () => {
    expect(ids(resolveCodeLabels(serviceCodeDictionary, 'pt-BR'))).toEqual(
      listColumns.invoices.map((column) => column.id),
    );
    const own = ids(
      resolveCodeLabels({ preset: 'none', fields: { invoice_type: [{ code: 0, label: 'Mensal' }] } }, 'pt-BR'),
    );
    expect(own).toContain('invoice_type');
    expect(own).not.toContain('invoice_obs');
  });
});
