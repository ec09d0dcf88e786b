import { describe, expect, it } from 'vitest';
import { clientFieldIds } from '../../grid/client-fields.ts';
import { en } from './locales/en.ts';
import { ptBR } from './locales/pt-BR.ts';

const locales = { 'pt-BR': ptBR, en };

/** Every key path of a nested object of strings: `field.client_pk`, `grid.label`, … */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keyPaths(inner, prefix ? `${prefix}.${key}` : key));
}

describe('client locales', () => {
  it('have the same keys in pt-BR and en', () => {
    expect(keyPaths(locales.en).sort()).toEqual(keyPaths(locales['pt-BR']).sort());
  });

  it('label every field in both languages', () => {
    for (const language of ['pt-BR', 'en'] as const) {
      const labels = (locales[language] as { field: Record<string, string> }).field;
      for (const id of clientFieldIds) expect(labels[id], `${language} ${id}`).toBeTruthy();
    }
  });
});
