import { describe, expect, it } from 'vitest';
import { themeName } from './theme-name.ts';

const words = { default: 'padrão' };

describe('themeName', () => {
  it('says the client area’s default theme in words, never its key', () => {
    expect(themeName('default', words)).toBe('padrão');
    expect(themeName(' DEFAULT ', words)).toBe('padrão');
  });

  it('reads a provider’s own theme name as words', () => {
    expect(themeName('azul_escuro', words)).toBe('azul escuro');
    expect(themeName('dark-blue', words)).toBe('dark blue');
    expect(themeName('', words)).toBe('');
  });
});
