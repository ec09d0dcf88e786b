import { describe, expect, it } from 'vitest';
import { isFeedUrl, updateErrorKey, updateStatusText } from './update-text.ts';

describe('update texts', () => {
  it('names the sentence of each state with its version and progress', () => {
    expect(updateStatusText({ state: 'downloading', version: '1.4.0', percent: 45 })).toEqual({ key: 'state.downloading', values: { version: '1.4.0', percent: 45 } });
    expect(updateStatusText({ state: 'not-available' })).toEqual({ key: 'state.not-available', values: { version: '', percent: 0 } });
    expect(updateErrorKey({ state: 'error', code: 'checksum' })).toBe('errors.checksum');
    expect(updateErrorKey({ state: 'error' })).toBe('errors.other');
  });

  it('accepts http, https and file feed addresses only', () => {
    expect(isFeedUrl('https://provedor.example/desk/')).toBe(true);
    expect(isFeedUrl('http://192.168.0.10:8080/desk')).toBe(true);
    expect(isFeedUrl('file://servidor/atualizacoes/desk/')).toBe(true);
    expect(isFeedUrl('file:///Z:/atualizacoes/')).toBe(true);
    expect(isFeedUrl('ftp://servidor/desk')).toBe(false);
    expect(isFeedUrl('servidor/desk')).toBe(false);
    expect(isFeedUrl('')).toBe(false);
  });
});
