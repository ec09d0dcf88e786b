import { describe, expect, it } from 'vitest';
import { updateStatusSchema } from '../../../shared/ipc/contract.ts';
import type { Language } from '../../../shared/language.ts';
import { en } from './locales/en.ts';
import { ptBR } from './locales/pt-BR.ts';
import { feedProblemKey, updateErrorKey, updateStatusText } from './update-text.ts';

const locales = { 'pt-BR': ptBR, en };

const textAt = (language: Language, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locales[language]);

describe('update texts', () => {
  it('names the sentence of each state with its version and progress', () => {
    expect(updateStatusText({ state: 'downloading', version: '1.4.0', percent: 45 })).toEqual({
      key: 'state.downloading',
      values: { version: '1.4.0', percent: 45, url: '' },
    });
    expect(updateStatusText({ state: 'not-available' })).toEqual({
      key: 'state.not-available',
      values: { version: '', percent: 0, url: '' },
    });
    expect(updateErrorKey({ state: 'error', code: 'checksum' })).toBe('errors.checksum');
    expect(updateErrorKey({ state: 'error' })).toBe('errors.other');
  });

  it('says why an older version offered by the feed is not installed', () => {
    expect(updateStatusText({ state: 'not-available', code: 'downgrade', version: '1.2.0' })).toEqual({
      key: 'state.downgrade',
      values: { version: '1.2.0', percent: 0, url: '' },
    });
  });

  it('tells a deb install where the new package is instead of downloading it', () => {
    const url = 'https://provedor.example/desk/provider-desk_1.4.0_amd64.deb';
    expect(updateStatusText({ state: 'available', version: '1.4.0', manualUrl: url })).toEqual({
      key: 'state.manual',
      values: { version: '1.4.0', percent: 0, url },
    });
  });

  it('has a reason in both languages for every failure code main reports', () => {
    for (const code of updateStatusSchema.shape.code.unwrap().options) {
      for (const language of ['pt-BR', 'en'] as const) {
        const key = code === 'downgrade' ? 'state.downgrade' : updateErrorKey({ state: 'error', code });
        expect(typeof textAt(language, key), `${language} ${key}`).toBe('string');
      }
    }
  });

  it('accepts https, file and loopback http feed addresses only, and names why not', () => {
    expect(feedProblemKey('https://provedor.example/desk/')).toBeNull();
    expect(feedProblemKey('file://servidor/atualizacoes/desk/')).toBeNull();
    expect(feedProblemKey('file:///Z:/atualizacoes/')).toBeNull();
    expect(feedProblemKey('http://127.0.0.1:8080/desk')).toBeNull();
    expect(feedProblemKey('http://localhost/desk')).toBeNull();
    expect(feedProblemKey('http://192.168.0.10:8080/desk')).toBe('feedProblems.http-remote');
    expect(feedProblemKey('http://matriz.lan/desk')).toBe('feedProblems.http-remote');
    expect(feedProblemKey('ftp://servidor/desk')).toBe('feedProblems.scheme');
    expect(feedProblemKey('servidor/desk')).toBe('feedProblems.address');
    for (const language of ['pt-BR', 'en'] as const) {
      for (const key of ['feedProblems.http-remote', 'feedProblems.scheme', 'feedProblems.address', 'feedNotConfirmed'])
        expect(typeof textAt(language, key), `${language} ${key}`).toBe('string');
    }
  });
});
