import { encodeWhere } from '../../../shared/filter/codec.ts';
import type { BuilderCondition } from './builder-condition.ts';
import { opArity, type BuilderOp } from './builder-ops.ts';

/** The translated words a chip is made of. */
export interface ChipWords {
  field: (name: string) => string;
  op: (op: BuilderOp, field: string) => string;
  /** A value as shown: an enum code's label, other values as typed. */
  value: (field: string, value: string) => string;
  /** The word between the ends of a range ("e" / "and") and between list items. */
  and: string;
  or: string;
  /** The label before a custom filter's JSON ("Filtro personalizado"). */
  custom: string;
}

/** The readable text of one condition, such as "Situação é Ativo" or "Cadastro entre 01/01/2024 e 31/01/2024". */
export function chipText(condition: BuilderCondition, words: ChipWords): string {
  if (condition.where) return `${words.custom}: ${encodeWhere(condition.where)}`;
  const head = `${words.field(condition.field)} ${words.op(condition.op, condition.field)}`;
  switch (opArity(condition.op)) {
    case 'none':
      return head;
    case 'two':
      return `${head} ${words.value(condition.field, condition.value)} ${words.and} ${words.value(condition.field, condition.to)}`;
    case 'list':
      return `${head} ${condition.values.map((value) => words.value(condition.field, value)).join(`, `)}`;
    case 'one':
      return `${head} ${words.value(condition.field, condition.value)}`;
  }
}

/** Every condition's text joined by the AND word: "Situação é Ativo E Nome contém silva". */
export function filterText(conditions: readonly BuilderCondition[], words: ChipWords, andWord: string): string {
  return conditions.map((condition) => chipText(condition, words)).join(` ${andWord} `);
}
