import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { featureResources } from '../../i18n/setup-i18n.ts';
import { checkWhere } from './check-where.ts';
import { problemWords } from './problem-words.ts';

let pt: TFunction<'filter-builder'>;
let en: TFunction<'filter-builder'>;

beforeAll(async () => {
  const resources = await featureResources();
  const start = async (lng: 'pt-BR' | 'en') => {
    const instance = i18next.createInstance();
    await instance.init({ lng, resources, defaultNS: 'common', interpolation: { escapeValue: false } });
    return instance.getFixedT(lng, 'filter-builder');
  };
  pt = await start('pt-BR');
  en = await start('en');
});

const status = '{"field":"client_status","oper":5,"value":0}';
const words = (input: unknown, t = pt): string => {
  const checked = checkWhere(input);
  if (checked.ok) throw new Error('expected a problem');
  return problemWords(checked.problem, t, checked.place);
};
// Nothing of the parser's own English, its paths or its keys reaches the person.
const raw = /where|JSON at|Unexpected|Expected|only AND joins|are supported|oper\b|\[\d\]/;

describe('problemWords', () => {
  it('says a JSON syntax error in words, with its line and column, in both languages', () => {
    const pasted = `[${status},\n{"field":"AND"}\n{"field":"client_pk"}]`;
    const text = words(pasted);
    expect(text).not.toMatch(raw);
    expect(text).toContain('linha 3');
    const english = words(pasted, en);
    expect(english).not.toMatch(raw);
    expect(english).toContain('line 3');
  });

  it('says an OR join in words, naming the item, never “where[1]: only AND joins…”', () => {
    const text = words(`[${status},{"field":"OR"},${status}]`);
    expect(text).not.toMatch(raw);
    expect(text).toMatch(/^Item 2: /);
    expect(text).toMatch(/E \(AND\)/);
    expect(words(`[${status},{"field":"OR"},${status}]`, en)).toMatch(/^Item 2: /);
  });

  it('names an unknown field, a wrong operation, a wrong value and a non-list in words', () => {
    expect(words(`[${status},{"field":"AND"},{"field":"nope","oper":5,"value":1}]`)).toBe(
      'Item 3: o campo “nope” não existe na lista de clientes.',
    );
    expect(words('[{"field":"client_status","oper":42,"value":0}]')).not.toMatch(raw);
    expect(words('[{"field":"client_status","oper":5,"value":{"a":1}}]')).not.toMatch(raw);
    expect(words('{"field":"client_status"}')).not.toMatch(raw);
    expect(words('{"field":"client_status"}', en)).not.toMatch(raw);
  });
});
