import { describe, expect, it } from 'vitest';
import { featureResources } from '../../renderer/i18n/setup-i18n.ts';

// Issue 42, section 3: "numbers keep one name". A contract has two numbers: the one people use (contract_number)
// and the system's own key (contract_pk). Each is called the same wherever it shows (the customer area's lists,
// the card, a connection's details, the dossier), and the two are never called by one name.

const pick = (strings: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings);

describe('the contract’s numbers keep one name', () => {
  it('in pt-BR and English', async () => {
    const resources = await featureResources();
    for (const language of ['pt-BR', 'en'] as const) {
      const strings = resources[language];
      const area = strings['customer-area'] ?? {};
      const dossier = strings.dossier ?? {};
      const number = [pick(area, 'column.contract_number'), pick(dossier, 'sheet.contractNumber')];
      const key = [pick(area, 'column.contract_pk'), pick(area, 'cpe.contract_pk')];
      expect(new Set(number).size, `${language}: ${number.join(' / ')}`).toBe(1);
      expect(new Set(key).size, `${language}: ${key.join(' / ')}`).toBe(1);
      expect(number[0]).not.toBe(key[0]);
      // Neither is a bare "Número" or "Contrato": each says which number of the contract it is.
      for (const label of [...number, ...key]) expect(label).not.toMatch(/^(Número|Number|Contrato|Contract)$/);
    }
  });
});
