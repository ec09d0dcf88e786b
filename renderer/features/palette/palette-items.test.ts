import { describe, expect, it } from 'vitest';
import { matchesWords, paletteSections, type PaletteCommand } from './palette-items.ts';

const command = (id: PaletteCommand['id'], label: string): PaletteCommand => ({
  id,
  label,
  keys: undefined,
  run: () => undefined,
});
const commands = [command('goSettings', 'Ir para as configurações'), command('signOut', 'Sair')];
const maria = { id: 7, name: 'Maria Aparecida Souza' };
const joao = { id: 9, name: 'João da Silva' };
const keysOf = (sections: ReturnType<typeof paletteSections>) =>
  sections.map((section) => [section.group, section.items.map((item) => item.key)]);

describe('paletteSections', () => {
  it('shows the recent clients and every command when nothing is typed', () => {
    expect(keysOf(paletteSections({ text: ' ', recent: [maria, joao], results: {}, commands }))).toEqual([
      ['recent', ['recent-7', 'recent-9']],
      ['commands', ['command-goSettings', 'command-signOut']],
    ]);
  });

  it('leaves out the recent group when there is none', () => {
    expect(keysOf(paletteSections({ text: '', recent: [], results: {}, commands }))[0]?.[0]).toBe('commands');
  });

  it('typed: recent clients that match at once, then the server groups in order, then matching commands', () => {
    const sections = paletteSections({
      text: 'souza',
      recent: [maria, joao],
      results: { name: [maria, { id: 3, name: 'Ana Souza' }], login: [{ id: 4, name: 'Souza Ltda' }] },
      commands,
    });
    // Maria is listed once, in the first group that has her.
    expect(keysOf(sections)).toEqual([
      ['recent', ['recent-7']],
      ['login', ['login-4']],
      ['name', ['name-3']],
    ]);
  });

  it('filters the commands by every typed word, accents and case ignored', () => {
    expect(keysOf(paletteSections({ text: 'CONFIGURACOES ir', recent: [], results: {}, commands }))).toEqual([
      ['commands', ['command-goSettings']],
    ]);
  });
});

describe('matchesWords', () => {
  it('needs every word, in any order', () => {
    expect(matchesWords('João da Silva', 'silva joao')).toBe(true);
    expect(matchesWords('João da Silva', 'silva pedro')).toBe(false);
  });
});
