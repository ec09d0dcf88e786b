import {
  codedFields,
  codeNumberSchema,
  type CodeDictionary,
  type CodedField,
  type CodeEntry,
  type CodePresetId,
} from '../../../shared/codes/code-dictionary.ts';
import { codePresets } from '../../../shared/codes/code-presets.ts';
import type { Language } from '../../../shared/language.ts';

/** One row of the code editor, as typed: the code and its label as text, and (invoice states) whether it cancels. */
export interface CodeRow {
  /** React's key: rows are added and removed, so their position is not who they are. */
  readonly key: string;
  readonly code: string;
  readonly label: string;
  readonly cancels: boolean;
}

/** The editor's state: the preset it starts from and every field's rows (the preset's and the operator's, as one table). */
export interface CodeTable {
  readonly preset: CodePresetId;
  readonly rows: Readonly<Record<CodedField, readonly CodeRow[]>>;
}

/** What is wrong with a row. */
export type CodeRowProblem = 'missingCode' | 'badCode' | 'repeated' | 'tooLong';

let nextKey = 0;
/** A new row (an empty one when nothing is given). */
export function newRow(code = '', label = '', cancels = false): CodeRow {
  nextKey += 1;
  return { key: `row-${nextKey}`, code, label, cancels };
}

function byField(make: (field: CodedField) => CodeRow[]): Record<CodedField, CodeRow[]> {
  return Object.fromEntries(codedFields.map((field) => [field, make(field)])) as Record<CodedField, CodeRow[]>;
}

/** A preset's table, its labels in the reader's language. */
export function presetTable(preset: CodePresetId, language: Language): CodeTable {
  return {
    preset,
    rows: byField((field) =>
      (codePresets[preset][field] ?? []).map((entry) =>
        newRow(String(entry.code), entry.label[language], entry.cancels === true),
      ),
    ),
  };
}

/** A saved dictionary as the editor shows it: the preset's rows with the operator's entries over them (a removed one gone). */
export function tableOf(dictionary: CodeDictionary, language: Language): CodeTable {
  const base = presetTable(dictionary.preset, language);
  return {
    preset: dictionary.preset,
    rows: byField((field) => {
      const own = new Map((dictionary.fields[field] ?? []).map((entry) => [entry.code, entry]));
      const rows = base.rows[field].flatMap((row) => {
        const entry = own.get(Number(row.code));
        if (!entry) return [row];
        own.delete(entry.code);
        return entry.label === '' && !entry.cancels
          ? []
          : [{ ...row, label: entry.label, cancels: entry.cancels === true }];
      });
      for (const entry of own.values())
        if (entry.label !== '' || entry.cancels)
          rows.push(newRow(String(entry.code), entry.label, entry.cancels === true));
      return rows;
    }),
  };
}

const problemOf = (row: CodeRow): CodeRowProblem | undefined => {
  const code = row.code.trim();
  if (code === '') return 'missingCode';
  if (!/^-?\d+$/.test(code) || !codeNumberSchema.safeParse(Number(code)).success) return 'badCode';
  if (row.label.trim().length > 80) return 'tooLong';
  return undefined;
};

/**
 * The dictionary to save from the editor's table: the preset by name, and only what differs from it (a label
 * changed or added, a preset code removed: kept as an empty label). Why only the difference: the preset's own
 * labels then follow the reader's language. Rows left wholly empty are ignored; anything else wrong is told per row.
 */
export function dictionaryOf(
  table: CodeTable,
  language: Language,
): { ok: true; dictionary: CodeDictionary } | { ok: false; problems: ReadonlyMap<string, CodeRowProblem> } {
  const problems = new Map<string, CodeRowProblem>();
  const fields: Partial<Record<CodedField, CodeEntry[]>> = {};
  for (const field of codedFields) {
    const preset = new Map((codePresets[table.preset][field] ?? []).map((entry) => [entry.code, entry]));
    const seen = new Set<number>();
    const entries: CodeEntry[] = [];
    for (const row of table.rows[field]) {
      if (row.code.trim() === '' && row.label.trim() === '' && !row.cancels) continue;
      const problem = problemOf(row);
      if (problem) {
        problems.set(row.key, problem);
        continue;
      }
      const code = Number(row.code.trim());
      if (seen.has(code)) {
        problems.set(row.key, 'repeated');
        continue;
      }
      seen.add(code);
      const label = row.label.trim();
      const known = preset.get(code);
      const same = known && known.label[language] === label && (known.cancels === true) === row.cancels;
      if (same || (!known && label === '' && !row.cancels)) continue;
      entries.push(row.cancels ? { code, label, cancels: true } : { code, label });
    }
    for (const code of preset.keys()) if (!seen.has(code)) entries.push({ code, label: '' });
    if (entries.length > 0) fields[field] = entries.sort((a, b) => a.code - b.code);
  }
  return problems.size > 0 ? { ok: false, problems } : { ok: true, dictionary: { preset: table.preset, fields } };
}
