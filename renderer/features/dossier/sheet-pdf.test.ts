import i18next, { type TFunction } from 'i18next';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { dossierFixture } from './dossier-fixture.ts';
import { en } from './locales/en.ts';
import { ptBR } from './locales/pt-BR.ts';
import { sheetOf } from './sheet-content.ts';
import { buildSheetPdf } from './sheet-pdf.ts';

let t: { 'pt-BR': TFunction<'dossier'>; en: TFunction<'dossier'> };

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'pt-BR',
    resources: { 'pt-BR': { dossier: ptBR }, en: { dossier: en } },
    interpolation: { escapeValue: false },
  });
  t = { 'pt-BR': instance.getFixedT('pt-BR', 'dossier'), en: instance.getFixedT('en', 'dossier') };
});

async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const proxy = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(proxy, { mergePages: true });
  return { text, pages: totalPages };
}

describe('registration sheet PDF', () => {
  it('holds the client’s identity, address, contacts, a contract, invoices, the signature line, with accents intact', async () => {
    const bytes = await buildSheetPdf(sheetOf(dossierFixture(), t['pt-BR'], 'pt-BR'));
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBe(1);
    for (const expected of [
      'Ficha cadastral',
      'Conceição Araújo Gonçalves',
      '529.982.247-25',
      'Rua Três Corações, 1250',
      'Jardim Paraíso',
      'Campo Grande/MS',
      '79002-000',
      'Apto 3, bloco Ç',
      'Celular (67) 99273-4796',
      'conceicao@example.com',
      '20190701',
      '88001',
      '88002',
      '10/11/2026',
      'conceicao.fibra',
      '2026110012',
      'Manutenção',
      'Assinatura do cliente',
      'atendente.joão',
      'Provedor São José',
      'Identificação',
      'Endereço',
      'Conexões',
      'Ordens de serviço',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/R\$\s?99,90/);
    // A character outside the font's encoding (an emoji) is drawn as '?', never dropped with the rest of the line.
    expect(text).toContain('residência ?.');
  });

  it('writes the sheet in English when asked, and flows a long invoice history onto more pages with the signature at the end', async () => {
    const dossier = dossierFixture();
    if (dossier.clientArea.status !== 'included') throw new Error('the fixture holds the client area');
    const rows = Array.from({ length: 150 }, (_, index) => ({
      invoice_pk: 90000 + index,
      contract_number: 20190701,
      invoice_date_due: '2026-01-10',
      invoice_amount_document: '99.90',
    }));
    dossier.clientArea.invoices = { total: rows.length, rows };
    const { text, pages } = await pdfText(await buildSheetPdf(sheetOf(dossier, t.en, 'en')));
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain('Registration sheet');
    expect(text).toContain('90149');
    expect(text).toContain("Client's signature");
    expect(text).toContain(`page ${pages} of ${pages}`);
    expect(text.lastIndexOf("Client's signature")).toBeGreaterThan(text.lastIndexOf('90149'));
  });

  it('says the client area was not read when the dossier has none', async () => {
    const dossier = { ...dossierFixture(), clientArea: { status: 'no-username' as const } };
    const { text } = await pdfText(await buildSheetPdf(sheetOf(dossier, t['pt-BR'], 'pt-BR')));
    expect(text).toContain('não tem usuário da área do cliente');
    expect(text).toContain('Assinatura do cliente');
  });

  it('reads a company as a company: razão social, nome fantasia, CNPJ and “Data de fundação”, never a birth date', async () => {
    const dossier = dossierFixture();
    const company = {
      ...dossier,
      client: {
        ...dossier.client,
        client_type: 1,
        client_name: 'Padaria Silva Ltda',
        client_lastname: 'Pão Quente',
        client_doc1: '11222333000181',
      },
    };
    const { text } = await pdfText(await buildSheetPdf(sheetOf(company, t['pt-BR'], 'pt-BR')));
    for (const expected of [
      'Razão social',
      'Padaria Silva Ltda',
      'Nome fantasia',
      'Pão Quente',
      'CNPJ',
      '11.222.333/0001-81',
      'Data de fundação',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Nascimento');
  });
});
