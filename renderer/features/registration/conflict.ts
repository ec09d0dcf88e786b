import {
  registrationFields,
  secretFields,
  type ClientFormValues,
  type RegistrationField,
} from './client-form-values.ts';

/** A field another operator changed since the form opened: what it was, what it is now, what the user typed. */
export interface FieldConflict {
  field: RegistrationField;
  original: string;
  theirs: string;
  mine: string;
  /** The user's own edit of this field too (then "mine" is chosen by default; otherwise "theirs"). */
  editedByMe: boolean;
}

/** Whose value a conflicting field keeps. */
export type ConflictChoice = 'mine' | 'theirs';

// Why compare loosely: the form and the record may write the same value differently (spaces, letter case of a CNPJ).
const same = (a: string, b: string): boolean => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The fields someone else changed since `original` was read, where the user's value differs from the new
 * one. Fields the user typed the same as the other operator are not conflicts; passwords are never compared.
 */
export function findConflicts(
  original: ClientFormValues,
  latest: ClientFormValues,
  mine: ClientFormValues,
): FieldConflict[] {
  return registrationFields
    .filter((field) => !secretFields.includes(field))
    .filter((field) => !same(original[field], latest[field]) && !same(mine[field], latest[field]))
    .map((field) => ({
      field,
      original: original[field],
      theirs: latest[field],
      mine: mine[field],
      editedByMe: !same(mine[field], original[field]),
    }));
}

/** The choice each conflict starts with: the user's value where they edited the field, the newer one elsewhere. */
export function defaultChoices(
  conflicts: readonly FieldConflict[],
): Partial<Record<RegistrationField, ConflictChoice>> {
  return Object.fromEntries(conflicts.map((conflict) => [conflict.field, conflict.editedByMe ? 'mine' : 'theirs']));
}

/** The values to save after the user chose per field. */
export function resolveConflicts(
  mine: ClientFormValues,
  conflicts: readonly FieldConflict[],
  choices: Partial<Record<RegistrationField, ConflictChoice>>,
): ClientFormValues {
  const merged = { ...mine };
  for (const conflict of conflicts)
    if ((choices[conflict.field] ?? 'mine') === 'theirs') merged[conflict.field] = conflict.theirs;
  return merged;
}
