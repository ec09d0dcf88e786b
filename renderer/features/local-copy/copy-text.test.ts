import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CacheState } from '../../../shared/ipc/contract.ts';
import type { Language } from '../../../shared/language.ts';
import { featureResources } from '../../i18n/setup-i18n.ts';
import { bannerText, refreshText, sizeText, summaryText } from './copy-text.ts';

const strings: Partial<Record<Language, TFunction<'local-copy'>>> = {};

// Why once per file, with time: every feature's strings load here, which takes seconds on a busy machine.
beforeAll(async () => {
  const resources = await featureResources();
  for (const language of ['pt-BR', 'en'] as const) {
    const instance = i18next.createInstance();
    await instance.init({ lng: language, resources, defaultNS: 'common' });
    strings[language] = instance.getFixedT(language, 'local-copy');
  }
}, 60_000);

/** The `local-copy` strings of a language, loaded before the tests. */
function copyT(language: Language): TFunction<'local-copy'> {
  const t = strings[language];
  if (!t) throw new Error('strings not loaded');
  return t;
}

const zone = 'America/Sao_Paulo';
const now = Date.UTC(2026, 11, 3, 17, 5); // 03/12/2026 14:05 in São Paulo
const on: CacheState = {
  status: 'on',
  clients: 12_345,
  customers: 3,
  sizeBytes: 80 * 1_048_576,
  lastRefreshAt: Date.UTC(2026, 11, 3, 13, 42),
  refresh: null,
};

describe('bannerText', () => {
  it('says nothing while the server answers, and that it retries while it is slow', () => {
    const t = copyT('pt-BR');
    expect(bannerText(t, 'online', on, now, zone)).toBeUndefined();
    expect(bannerText(t, 'reconnecting', on, now, zone)).toBe(
      'O servidor está demorando a responder; o aplicativo continua tentando.',
    );
  });

  it('says offline with the time of the copy shown, yesterday’s or an older one with its day', () => {
    const t = copyT('pt-BR');
    expect(bannerText(t, 'offline', on, now, zone)).toBe(
      'Sem conexão com o servidor. A cópia local deste computador é de 10:42.',
    );
    expect(bannerText(t, 'offline', { ...on, lastRefreshAt: Date.UTC(2026, 11, 2, 20, 0) }, now, zone)).toBe(
      'Sem conexão com o servidor. A cópia local deste computador é de ontem, 17:00.',
    );
    expect(bannerText(t, 'offline', { ...on, lastRefreshAt: Date.UTC(2026, 10, 28, 12, 0) }, now, zone)).toBe(
      'Sem conexão com o servidor. A cópia local deste computador é de 28/11, 09:00.',
    );
  });

  it('never promises a copy that is not there', () => {
    const t = copyT('pt-BR');
    expect(bannerText(t, 'offline', { ...on, status: 'no-keychain' }, now, zone)).toMatch(/não guarda cópia local/);
    expect(bannerText(t, 'offline', { ...on, clients: 0 }, now, zone)).toMatch(/não guarda cópia local/);
    expect(bannerText(t, 'offline', undefined, now, zone)).toMatch(/não guarda cópia local/);
    expect(bannerText(t, 'offline', { ...on, lastRefreshAt: null }, now, zone)).toBe(
      'Sem conexão com o servidor. Consultas vêm da cópia local deste computador.',
    );
  });

  it('says it in English', () => {
    const t = copyT('en');
    expect(bannerText(t, 'offline', on, now, zone)).toBe(
      'No connection to the server. This computer’s local copy is from 10:42.',
    );
    expect(bannerText(t, 'reconnecting', on, now, zone)).toBe('The server is slow to answer; the app keeps trying.');
  });
});

describe('summaryText', () => {
  it('tells clients, customers with invoices, size and the last whole refresh, in the language’s numbers', () => {
    expect(summaryText(copyT('pt-BR'), on, 'pt-BR', now, zone)).toBe(
      '12.345 clientes, 3 clientes com faturas, 80 MB, atualizada às 10:42',
    );
    expect(summaryText(copyT('en'), { ...on, customers: 1 }, 'en', now, zone)).toBe(
      '12,345 clients, 1 client with invoices, 80 MB, refreshed at 10:42',
    );
  });

  it('says when the copy was never read whole, and nothing when no copy is kept', () => {
    const t = copyT('pt-BR');
    expect(summaryText(t, { ...on, lastRefreshAt: null }, 'pt-BR', now, zone)).toMatch(/ainda não lida por inteiro$/);
    expect(summaryText(t, { ...on, status: 'policy' }, 'pt-BR', now, zone)).toBeUndefined();
  });
});

describe('sizeText and refreshText', () => {
  it('writes sizes and progress with the language’s separators', () => {
    expect(sizeText(3.4 * 1_048_576, 'pt-BR')).toBe('3,4 MB');
    expect(sizeText(150 * 1_048_576, 'en')).toBe('150 MB');
    const t = copyT('pt-BR');
    expect(refreshText(t, { ...on, refresh: { done: 4000, total: 12_345 } }, 'pt-BR')).toBe(
      'Atualizando: 4.000 de 12.345 clientes',
    );
    expect(refreshText(t, on, 'pt-BR')).toBeUndefined();
  });
});
