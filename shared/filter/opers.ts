import { COLUMN_KINDS, type ColumnKind } from './column-kind.ts';

/** 0: no operation; the condition holds for every row. */
export const OPER_NONE = 0;
/** 1: less than. */
export const OPER_LESS_THAN = 1;
/** 2: greater than. */
export const OPER_GREATER_THAN = 2;
/** 3: less than or equal. */
export const OPER_LESS_THAN_OR_EQUAL_TO = 3;
/** 4: greater than or equal. */
export const OPER_GREATER_THAN_OR_EQUAL_TO = 4;
/** 5: equal. */
export const OPER_EQUAL = 5;
/** 6: not equal. */
export const OPER_NOT_EQUAL = 6;
/** 7: IS (NULL, TRUE or FALSE). */
export const OPER_IS = 7;
/** 8: IS NOT (NULL, TRUE or FALSE). */
export const OPER_IS_NOT = 8;
/** 9: LIKE, a case-sensitive pattern with `%` and `_`. */
export const OPER_LIKE = 9;
/** 10: ILIKE, a case-insensitive pattern with `%` and `_`. */
export const OPER_ILIKE = 10;
/** 11: network address less than. */
export const OPER_INET_IS_LESS_THAN = 11;
/** 12: network address less than or equal. */
export const OPER_INET_IS_LESS_THAN_OR_EQUAL = 12;
/** 13: network address equal. */
export const OPER_INET_EQUALS = 13;
/** 14: network address greater than or equal. */
export const OPER_INET_IS_GREATER_OR_EQUAL = 14;
/** 15: network address greater than. */
export const OPER_INET_IS_GREATER_THAN = 15;
/** 16: network address not equal. */
export const OPER_INET_IS_NOT_EQUAL = 16;
/** 17: the column's address is contained within the value's network (`<<`). */
export const OPER_INET_IS_CONT_W = 17;
/** 18: the column's address is contained within or equals the value's network (`<<=`). */
export const OPER_INET_IS_CONT_W_OR_EQUALS = 18;
/** 19: the column's network contains the value (`>>`). */
export const OPER_INET_CONT = 19;
/** 20: the column's network contains or equals the value (`>>=`). */
export const OPER_INET_CONT_OR_EQUALS = 20;
/** 21: membership in a list of values. */
export const OPER_IN = 21;

/** The highest code this app offers (codes 0–21); the same code as OPER_IN, by its meaning here. @alias */
export const LAST_OFFERED_OPER = OPER_IN;
/** The highest code deployed servers are known to use (22–24 array, 25–29 bitwise operations). */
export const LAST_KNOWN_OPER = 29;

/** An oper code this app offers and compiles (0–21). */
export type OfferedOper =
  0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21;

// 'none': ignored; 'scalar': one value of the column's kind; 'is': NULL or TRUE/FALSE; 'pattern': a LIKE
// pattern; 'network': an address or network; 'list': the IN list.
/** What an oper takes as its value. */
export type Operand = 'none' | 'scalar' | 'is' | 'pattern' | 'network' | 'list';

/** Everything known about one offered oper. */
export interface OperInfo {
  readonly code: OfferedOper;
  /** The constant's name in the interface, such as `OPER_ILIKE`. */
  readonly constant: string;
  /** A readable name for messages and menus. */
  readonly name: string;
  /** The SQL operator or keyword it stands for (fixed text, never built from input). */
  readonly sql: string;
  readonly operand: Operand;
  /** The column kinds it applies to. */
  readonly kinds: readonly ColumnKind[];
}

// Why these sets: ordering makes no sense for codes, true/false or hardware addresses; inet has its
// own comparison codes (11–16); LIKE only matches text.
const everyKind: readonly ColumnKind[] = COLUMN_KINDS;
const ordered: readonly ColumnKind[] = ['text', 'number', 'date', 'datetime'];
const listable: readonly ColumnKind[] = COLUMN_KINDS.filter((kind) => kind !== 'boolean');
const textOnly: readonly ColumnKind[] = ['text'];
const inetOnly: readonly ColumnKind[] = ['inet'];

const oper = (
  code: OfferedOper,
  constant: string,
  name: string,
  sql: string,
  operand: Operand,
  kinds: readonly ColumnKind[],
): OperInfo => ({ code, constant, name, sql, operand, kinds });

/** The offered opers, indexed by code. */
export const OPERS: readonly OperInfo[] = [
  oper(OPER_NONE, 'OPER_NONE', 'no operation', 'TRUE', 'none', everyKind),
  oper(OPER_LESS_THAN, 'OPER_LESS_THAN', 'less than', '<', 'scalar', ordered),
  oper(OPER_GREATER_THAN, 'OPER_GREATER_THAN', 'greater than', '>', 'scalar', ordered),
  oper(OPER_LESS_THAN_OR_EQUAL_TO, 'OPER_LESS_THAN_OR_EQUAL_TO', 'less than or equal', '<=', 'scalar', ordered),
  oper(
    OPER_GREATER_THAN_OR_EQUAL_TO,
    'OPER_GREATER_THAN_OR_EQUAL_TO',
    'greater than or equal',
    '>=',
    'scalar',
    ordered,
  ),
  oper(OPER_EQUAL, 'OPER_EQUAL', 'equal', '=', 'scalar', everyKind),
  oper(OPER_NOT_EQUAL, 'OPER_NOT_EQUAL', 'not equal', '<>', 'scalar', everyKind),
  oper(OPER_IS, 'OPER_IS', 'IS', 'IS', 'is', everyKind),
  oper(OPER_IS_NOT, 'OPER_IS_NOT', 'IS NOT', 'IS NOT', 'is', everyKind),
  oper(OPER_LIKE, 'OPER_LIKE', 'LIKE', 'LIKE', 'pattern', textOnly),
  oper(OPER_ILIKE, 'OPER_ILIKE', 'ILIKE', 'ILIKE', 'pattern', textOnly),
  oper(OPER_INET_IS_LESS_THAN, 'OPER_INET_IS_LESS_THAN', 'address less than', '<', 'network', inetOnly),
  oper(
    OPER_INET_IS_LESS_THAN_OR_EQUAL,
    'OPER_INET_IS_LESS_THAN_OR_EQUAL',
    'address less than or equal',
    '<=',
    'network',
    inetOnly,
  ),
  oper(OPER_INET_EQUALS, 'OPER_INET_EQUALS', 'address equal', '=', 'network', inetOnly),
  oper(
    OPER_INET_IS_GREATER_OR_EQUAL,
    'OPER_INET_IS_GREATER_OR_EQUAL',
    'address greater than or equal',
    '>=',
    'network',
    inetOnly,
  ),
  oper(OPER_INET_IS_GREATER_THAN, 'OPER_INET_IS_GREATER_THAN', 'address greater than', '>', 'network', inetOnly),
  oper(OPER_INET_IS_NOT_EQUAL, 'OPER_INET_IS_NOT_EQUAL', 'address not equal', '<>', 'network', inetOnly),
  oper(OPER_INET_IS_CONT_W, 'OPER_INET_IS_CONT_W', 'contained within network', '<<', 'network', inetOnly),
  oper(
    OPER_INET_IS_CONT_W_OR_EQUALS,
    'OPER_INET_IS_CONT_W_OR_EQUALS',
    'contained within or equal to network',
    '<<=',
    'network',
    inetOnly,
  ),
  oper(OPER_INET_CONT, 'OPER_INET_CONT', 'network contains', '>>', 'network', inetOnly),
  oper(OPER_INET_CONT_OR_EQUALS, 'OPER_INET_CONT_OR_EQUALS', 'network contains or equals', '>>=', 'network', inetOnly),
  oper(OPER_IN, 'OPER_IN', 'IN', '= ANY', 'list', listable),
];

/** True for the codes this app offers and compiles (0–21). */
export function isOfferedOper(code: unknown): code is OfferedOper {
  return Number.isInteger(code) && (code as number) >= OPER_NONE && (code as number) <= LAST_OFFERED_OPER;
}

/** True for every code a deployed server may use (0–29); a saved filter may hold any of them. */
export function isKnownOper(code: unknown): code is number {
  return Number.isInteger(code) && (code as number) >= OPER_NONE && (code as number) <= LAST_KNOWN_OPER;
}

/** The facts about an offered oper. */
export function operInfo(code: OfferedOper): OperInfo {
  // The table is indexed by code and typed to hold 0–21, so the lookup cannot miss.
  return OPERS[code] as OperInfo;
}

/** True when an offered oper applies to a column of the given kind. */
export function operAppliesTo(code: OfferedOper, kind: ColumnKind): boolean {
  return operInfo(code).kinds.includes(kind);
}

/** Names the family of a known code this app does not offer: 22–24 array, 25–29 bitwise. */
export function unofferedOperFamily(code: number): 'array' | 'bitwise' | undefined {
  if (!isKnownOper(code) || isOfferedOper(code)) return undefined;
  return code <= 24 ? 'array' : 'bitwise';
}
