import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/language.ts';
import { featureResources } from '../../i18n/setup-i18n.ts';
import { dataAgeText, elapsedText, whenText } from './data-age-text.ts';

const strings: Partial<Record<Language, TFunction<'common'>>> = {};

// Why once per file, with time: every feature's strings load here, which takes seconds on a busy machine.
beforeAll(async () => {
  const resources = await featureResources();
  for (const language of ['pt-BR', 'en'] as const) {
    const instance = i18next.createInstance();
    await instance.init({ lng: language, resources, defaultNS: 'common' });
    strings[language] = instance.getFixedT(language, 'common');
  }
}, 60_000);

/** The `common` strings of a language, loaded before the tests. */
function commonT(language: Language): TFunction<'common'> {
  const t = strings[language];
  if (!t) throw new Error('strings not loaded');
  return t;
}

const zone = 'America/Sao_Paulo';
const now = Date.UTC(2026, 11, 3, 17, 5); // 03/12/2026 14:05 in São Paulo

describe('dataAgeText', () => {
  it('says when the copy was fetched in Portuguese: today, yesterday, or the date', () => {
    const t = commonT('pt-BR');
    expect(dataAgeText(t, Date.UTC(2026, 11, 3, 17, 5), now, zone)).toBe('dados de 14:05');
    expect(dataAgeText(t, Date.UTC(2026, 11, 2, 21, 30), now, zone)).toBe('dados de ontem, 18:30');
    expect(dataAgeText(t, Date.UTC(2026, 10, 28, 12, 42), now, zone)).toBe('dados de 28/11, 09:42');
  });

  it('says it in English with the same clock and date format', () => {
    const t = commonT('en');
    expect(dataAgeText(t, Date.UTC(2026, 11, 3, 17, 5), now, zone)).toBe('data from 14:05');
    expect(dataAgeText(t, Date.UTC(2026, 11, 2, 21, 30), now, zone)).toBe('data from yesterday, 18:30');
    expect(dataAgeText(t, Date.UTC(2026, 10, 28, 12, 42), now, zone)).toBe('data from 28/11, 09:42');
  });
});

describe('whenText', () => {
  it('gives the moment alone, for a sentence of another screen', () => {
    const pt = commonT('pt-BR');
    expect(whenText(pt, Date.UTC(2026, 11, 3, 12, 12), now, zone)).toBe('09:12');
    expect(whenText(pt, Date.UTC(2026, 11, 2, 12, 12), now, zone)).toBe('ontem, 09:12');
    expect(whenText(commonT('en'), Date.UTC(2026, 10, 28, 12, 12), now, zone)).toBe('28/11, 09:12');
  });
});

describe('elapsedText', () => {
  it('says how long ago in both languages', () => {
    const pt = commonT('pt-BR');
    const en = commonT('en');
    expect(elapsedText(pt, now - 3 * 3_600_000 - 60_000, now)).toBe('há 3 h');
    expect(elapsedText(pt, now - 25 * 60_000, now)).toBe('há 25 min');
    expect(elapsedText(pt, now - 2 * 86_400_000, now)).toBe('há 2 dias');
    expect(elapsedText(pt, now - 86_400_000 * 1.5, now)).toBe('há 36 h');
    expect(elapsedText(en, now - 3 * 3_600_000, now)).toBe('3 h ago');
    expect(elapsedText(en, now - 5 * 86_400_000, now)).toBe('5 days ago');
  });
});
