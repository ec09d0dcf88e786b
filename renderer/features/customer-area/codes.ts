import type { TFunction } from 'i18next';
import { isCodedField, readCode, type CodeLabels } from '../../../shared/codes/code-labels.ts';
import { plainText } from '../../grid/cell-text.ts';
import { isKeyOf } from '../../i18n/is-key-of.ts';
import { ptBR } from './locales/pt-BR.ts';

// Why through the profile's dictionary: the interface leaves every code's meaning open, and each product numbers
// them its own way. The signed-in profile says what its server's codes mean (our service's preset for the Demo);
// a state without a label says so with its number, any other code without one is left out (it says nothing).

/** A code as its label; a state without one as "not given by the server (N)"; '' where there is nothing to say. */
export function codeText(field: string, value: unknown, labels: CodeLabels, t: TFunction<'customer-area'>): string {
  if (!isCodedField(field)) {
    const text = plainText(value);
    if (text === '') return '';
    // Why the app's own words first: a support order's priority is a code the interface publishes (the order form offers it).
    if (field === 'priority' && isKeyOf(ptBR.code.priority, text)) return t(`code.priority.${text}`);
    return t('code.notGiven', { code: text });
  }
  const reading = readCode(labels, field, value);
  switch (reading.kind) {
    case 'label':
      return reading.label;
    case 'notGiven':
      return t('code.notGiven', { code: reading.code });
    case 'nothing':
      return '';
  }
}
