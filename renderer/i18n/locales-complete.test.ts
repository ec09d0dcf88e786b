import { describe, expect, it } from 'vitest';
import { featureResources } from './setup-i18n.ts';

/** Every key path of a nested strings object, such as `errors.NETWORK.title`. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keyPaths(inner, prefix ? `${prefix}.${key}` : key));
}

// Why at the top: the locale files load lazily (as the page loads them), and it.each needs the namespaces.
const resources = await featureResources();

describe('feature locales', () => {
  it('include the shell, the grid toolkit and every feature with strings', () => {
    expect(Object.keys(resources['pt-BR'])).toEqual(
      expect.arrayContaining([
        'app',
        'grid',
        'common',
        'login',
        'dashboard',
        'settings',
        'session',
        'profiles',
        'demo',
      ]),
    );
  });

  it.each(Object.keys(resources['pt-BR']))('%s has the same keys in pt-BR and en, none empty', (namespace) => {
    const portuguese = keyPaths(resources['pt-BR'][namespace]).sort();
    expect(keyPaths(resources.en[namespace]).sort()).toEqual(portuguese);
    for (const language of ['pt-BR', 'en'] as const) {
      const strings = resources[language][namespace];
      for (const path of portuguese) {
        const text = path
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], strings);
        expect(typeof text === 'string' && text.trim() !== '', `${language} ${namespace}.${path}`).toBe(true);
      }
    }
  });
});
