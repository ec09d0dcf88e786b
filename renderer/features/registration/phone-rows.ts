import type { Language } from '../../../shared/language.ts';
import { formatRegistrationMessage } from '../../../shared/registration/messages.ts';
import {
  formatPhoneList,
  maskPhoneInput,
  parsePhoneList,
  phoneItemIssue,
  type PhoneItem,
} from '../../../shared/registration/phones.ts';

/** One row of the phone editor: a stable key for React, the label and the number as shown. */
export interface PhoneRow extends PhoneItem {
  key: number;
}

let nextKey = 1;

/** A fresh empty row. */
export function emptyPhoneRow(): PhoneRow {
  return { key: nextKey++, label: '', value: '' };
}

/** The rows of a stored list (`Label#-#value,…`), numbers punctuated as the box shows them. */
export function rowsOfPhones(text: string): PhoneRow[] {
  return parsePhoneList(text).map((item) => ({ key: nextKey++, label: item.label, value: maskPhoneInput(item.value) }));
}

/** The form's value for the rows: the record's list, empty rows left out. */
export function phonesOfRows(rows: readonly PhoneRow[]): string {
  return formatPhoneList(rows);
}

/** What is wrong with one row, in the user's language and naming its place ("Telefone 2: …"); '' when nothing. */
export function phoneRowError(rows: readonly PhoneRow[], row: PhoneRow, language: Language): string {
  if (row.value.trim() === '') return '';
  // Why the place among filled rows: it is the place the saved list (and the server's message) gives it.
  const position = rows.filter((other) => other.value.trim() !== '').indexOf(row) + 1;
  const issue = phoneItemIssue(row);
  return issue ? formatRegistrationMessage(issue.code, language, { ...issue.params, position }) : '';
}
