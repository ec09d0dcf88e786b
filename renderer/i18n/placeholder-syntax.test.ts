import { describe, expect, it } from 'vitest';
import { languages } from '../../shared/language.ts';
import {
  checkProblems,
  checkProblemText,
  checkStepIds,
  checkStepTitle,
} from '../../shared/ipc/connection-check-words.ts';
import { errorMessage } from '../../shared/ipc/error-messages.ts';
import { errorCodes } from '../../shared/ipc/result.ts';
import { formatRegistrationMessage, REGISTRATION_MESSAGES } from '../../shared/registration/messages.ts';
import { fillPlaceholders } from '../../shared/placeholders.ts';
import { featureResources } from './setup-i18n.ts';

/** Every string leaf of a nested strings object, with its path. */
function leaves(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, `${path}.${key}`));
}

/**
 * Every catalogue with its messages as written: each namespace of the page's locales (i18next), and main's
 * three in shared/ (filled with no values, which leaves each placeholder as written).
 */
async function catalogues(): Promise<Record<string, Array<[string, string]>>> {
  const all: Record<string, Array<[string, string]>> = {};
  const add = (catalogue: string, where: string, text: string): void => {
    (all[catalogue] ??= []).push([where, text]);
  };
  const resources = await featureResources();
  for (const language of languages) {
    for (const [namespace, strings] of Object.entries(resources[language]))
      for (const [where, text] of leaves(strings, language)) add(`page ${namespace}`, where, text);
    for (const code of errorCodes) add('shared error messages', `${language} ${code}`, errorMessage(code, language));
    for (const code of Object.keys(REGISTRATION_MESSAGES) as Array<keyof typeof REGISTRATION_MESSAGES>)
      add('shared registration messages', `${language} ${code}`, formatRegistrationMessage(code, language));
    for (const id of checkStepIds) add('shared connection check', `${language} ${id}`, checkStepTitle(id, language));
    for (const problem of checkProblems)
      add('shared connection check', `${language} ${problem}`, checkProblemText(problem, language));
  }
  return all;
}

// Why at the top: the locale files load lazily (as the page loads them), and the tests below are built from them.
const all = await catalogues();

describe('placeholders', () => {
  it('are read from every catalogue: the page’s namespaces and main’s three', () => {
    expect(Object.keys(all)).toEqual(
      expect.arrayContaining([
        'page common',
        'page grid',
        'shared error messages',
        'shared registration messages',
        'shared connection check',
      ]),
    );
    for (const name of [
      'page grid',
      'shared error messages',
      'shared registration messages',
      'shared connection check',
    ])
      expect(
        all[name]?.some(([, text]) => text.includes('{{')),
        name,
      ).toBe(true);
  });

  it.each(Object.keys(all))('%s writes every placeholder as {{name}}', (name) => {
    // Any brace left once the `{{name}}` placeholders are taken out: `{name}`, `{ name }`, `{{a b}}`, a lone brace.
    const offending = (all[name] ?? []).filter(([, text]) => /[{}]/.test(text.replace(/\{\{\w+\}\}/g, '')));
    expect(offending).toEqual([]);
  });

  it('fills {{name}} and leaves a placeholder with no value, or a single brace, as written', () => {
    expect(fillPlaceholders('{{a}} de {{b}}', { a: 1, b: 'dois' })).toBe('1 de dois');
    expect(fillPlaceholders('{{a}} e {{c}}', { a: 1 })).toBe('1 e {{c}}');
    expect(fillPlaceholders('{a}', { a: 1 })).toBe('{a}');
  });
});
