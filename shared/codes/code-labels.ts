import type { Language } from '../language.ts';
import { codedFields, statusFields, type CodeDictionary, type CodedField } from './code-dictionary.ts';
import { codePresets } from './code-presets.ts';

/** One code's meaning as read: its label ('' for none) and whether it cancels an invoice. */
export interface CodeMeaning {
  readonly label: string;
  readonly cancels: boolean;
}

/** A dictionary resolved for one language: field → code → meaning. */
export type CodeLabels = ReadonlyMap<CodedField, ReadonlyMap<number, CodeMeaning>>;

/** A dictionary's meanings in a language: the preset's, then the operator's own entries over them. */
export function resolveCodeLabels(dictionary: CodeDictionary, language: Language): CodeLabels {
  const preset = codePresets[dictionary.preset];
  const labels = new Map<CodedField, Map<number, CodeMeaning>>();
  for (const field of codedFields) {
    const codes = new Map<number, CodeMeaning>();
    for (const known of preset[field] ?? [])
      codes.set(known.code, { label: known.label[language], cancels: known.cancels === true });
    for (const own of dictionary.fields[field] ?? [])
      codes.set(own.code, { label: own.label, cancels: own.cancels === true });
    labels.set(field, codes);
  }
  return labels;
}

/** Whether a field is one the dictionary knows. */
export function isCodedField(field: string): field is CodedField {
  return (codedFields as readonly string[]).includes(field);
}

/** The code a wire value stands for (a number, or a numeric string), or undefined when it is none. */
export function codeOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) ? number : undefined;
}

/**
 * How a coded value is shown: `label` with its words; `notGiven` (a state without a label: the screen says the
 * server did not say what it means, with the number); `nothing` (a label-less code of a field that says
 * nothing without one, or no value at all).
 */
export type CodeReading = { kind: 'label'; label: string } | { kind: 'notGiven'; code: string } | { kind: 'nothing' };

/** Reads a coded value through the labels. */
export function readCode(labels: CodeLabels, field: CodedField, value: unknown): CodeReading {
  // Why numbers and text only: a code is one of them on the wire; anything else is no code to read.
  const text = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
  if (text === '') return { kind: 'nothing' };
  const code = codeOf(value);
  const label = code === undefined ? '' : (labels.get(field)?.get(code)?.label ?? '');
  if (label !== '') return { kind: 'label', label };
  return statusFields.has(field) ? { kind: 'notGiven', code: text } : { kind: 'nothing' };
}

/** Whether an invoice's state code is one the dictionary marks as cancelling the invoice. */
export function cancelsInvoice(labels: CodeLabels, state: unknown): boolean {
  const code = codeOf(state);
  return code !== undefined && labels.get('invoice_state')?.get(code)?.cancels === true;
}

/** Whether the labels give any words for a field (a column of a field with none would be empty in every row). */
export function hasLabels(labels: CodeLabels, field: CodedField): boolean {
  for (const meaning of labels.get(field)?.values() ?? []) if (meaning.label !== '') return true;
  return false;
}
