import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { dossierFixture } from './dossier-fixture.ts';
import { dossierSchema } from './dossier-schema.ts';
import { en } from './locales/en.ts';
import { ptBR } from './locales/pt-BR.ts';
import { dossierJson } from './readable-dossier.ts';
import { sheetOf } from './sheet-content.ts';

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

/** Every key of a JSON value, at any depth. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
      : [];

const company = () => {
  const dossier = dossierFixture();
  return {
    ...dossier,
    client: {
      ...dossier.client,
      client_type: 1,
      client_name: 'Padaria Silva Ltda',
      client_lastname: 'Pão Quente',
      client_complete_name: 'Padaria Silva Ltda Pão Quente',
      client_doc1: '11222333000181',
      client_doc2: '283.456.789',
      client_date_birth: '2001-05-20 00:00:00',
    },
  };
};

describe('dossier JSON', () => {
  it('says the data under keys a person reads, with the original record kept beside them', () => {
    const dossier = dossierFixture();
    const file = JSON.parse(dossierJson(dossier, sheetOf(dossier, t['pt-BR'], 'pt-BR'), t['pt-BR'])) as Record<
      string,
      unknown
    >;
    expect(Object.keys(file)).toEqual(['Dados', 'registro_original']);
    expect(dossierSchema.parse(file.registro_original)).toEqual(dossier);
    const readable = file.Dados as Record<string, Record<string, unknown>>;
    expect(readable['Identificação']).toMatchObject({
      Nome: 'Conceição Araújo Gonçalves',
      CPF: '529.982.247-25',
      'Data de nascimento': '15/03/1980',
    });
    const [contract] = readable.Contratos as unknown as Array<Record<string, string>>;
    expect(contract).toMatchObject({ 'Nº do contrato': '20190701', Desde: '01/07/2019', 'Dia de vencimento': '10' });
    expect(contract?.Valor).toMatch(/R\$\s?99,90/);
    // No snake_case key and no ISO date in the readable part.
    for (const key of keysOf(readable)) expect(key).not.toMatch(/_/);
    expect(JSON.stringify(readable)).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('reads a company as a company: razão social, nome fantasia, CNPJ, inscrição estadual, data de fundação', () => {
    const dossier = company();
    const sheet = sheetOf(dossier, t['pt-BR'], 'pt-BR');
    const readable = (JSON.parse(dossierJson(dossier, sheet, t['pt-BR'])) as { Dados: Record<string, unknown> }).Dados;
    expect(readable['Identificação']).toMatchObject({
      'Razão social': 'Padaria Silva Ltda',
      'Nome fantasia': 'Pão Quente',
      CNPJ: '11.222.333/0001-81',
      'Inscrição estadual': '283.456.789',
      'Data de fundação': '20/05/2001',
    });
    const labels = sheet.blocks.flatMap((block) =>
      block.kind === 'fields' ? block.fields.map((field) => field.label) : [],
    );
    expect(labels).not.toContain('Nascimento');
    expect(labels).not.toContain('Data de nascimento');
    expect(sheet.clientName).toBe('Padaria Silva Ltda');
    const english = sheetOf(dossier, t.en, 'en');
    const englishLabels = english.blocks.flatMap((block) =>
      block.kind === 'fields' ? block.fields.map((field) => field.label) : [],
    );
    expect(englishLabels).toContain('Date founded');
    expect(englishLabels).toContain('Trade name');
  });
});

describe('dossier sheet: the server', () => {
  it('names the demo server as the login screen does, not by its stored name "Demo"', () => {
    const dossier = dossierFixture();
    const demo = { ...dossier, server: { profileId: 'demo', profileName: 'Demo', adminUrl: '' } };
    const meta = (language: 'pt-BR' | 'en') =>
      sheetOf(demo, t[language], language).meta.find((field) => field.label === t[language]('sheet.server'))?.value;
    expect(meta('pt-BR')).toBe('Demonstração (neste computador)');
    expect(meta('en')).toBe('Demo (on this computer)');
  });
});
