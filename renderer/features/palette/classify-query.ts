import { isValidCnpj, normalizeCnpj } from '../../../shared/registration/cnpj.ts';
import { isValidCpf, normalizeCpf } from '../../../shared/registration/cpf.ts';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../../../shared/registration/username.ts';

/** The kinds of client search the palette runs, in the order their groups are shown. */
export const searchKinds = ['document', 'code', 'login', 'name'] as const;
/** One kind of client search: by CPF/CNPJ, by client code, by client-area user name, by a piece of the name. */
export type SearchKind = (typeof searchKinds)[number];

/** One search the palette sends for what was typed. */
export type PaletteSearch =
  | { readonly kind: 'document'; readonly document: 'cpf' | 'cnpj'; readonly normalized: string }
  | { readonly kind: 'code'; readonly code: number }
  | { readonly kind: 'login'; readonly login: string }
  | { readonly kind: 'name'; readonly words: readonly string[] };

/** What the typed text was understood as: the searches to run, and a hint when it looks like a mistyped document. */
export interface PaletteQuery {
  readonly text: string;
  readonly searches: readonly PaletteSearch[];
  /** 11 or 14 digits whose check digits are wrong: told to the user, not searched as a document. */
  readonly invalidDocument: boolean;
}

/** Longest text the palette searches; a `where` value holds 500 characters, `%…%` included. */
export const paletteMaxLength = 200;
/** Fewest characters of a name fragment worth a server query (one letter matches half the clients). */
export const nameMinLength = 2;
// Why this bound: client_pk is a PostgreSQL integer; a larger number is no client code.
const maxCode = 2_147_483_647;

const onlyDigits = /^\d+$/;
const documentPunctuation = /^[\d.\-/\s]+$/;
const loginShape = /^[A-Za-z0-9._@-]+$/;
// Why: letters and spaces alone read as a name; a dot, `_`, `@` or a digit among letters is how logins look
// (maria.souza, jsilva_2, ana@example.com), and people's names never hold them.
const loginMarks = /[._@\d]/;

/**
 * What a typed text means, without asking the server: a valid CPF or CNPJ (punctuated or not) is a document
 * search alone; `#123` or bare digits a client code; a word shaped like a login (ASCII letters, digits,
 * `. _ - @`) a user-name search, and also a name search unless it holds a login's marks; anything else a
 * name fragment. Pure, so it is unit-tested.
 */
export function classifyQuery(input: string): PaletteQuery {
  const text = input.trim().slice(0, paletteMaxLength);
  const none = (invalidDocument = false): PaletteQuery => ({ text, searches: [], invalidDocument });
  if (text === '') return none();

  if (isValidCpf(text)) return { text, searches: [documentSearch('cpf', normalizeCpf(text))], invalidDocument: false };
  if (isValidCnpj(text))
    return { text, searches: [documentSearch('cnpj', normalizeCnpj(text))], invalidDocument: false };

  const hashCode = /^#\s*(\d+)$/.exec(text)?.[1];
  if (hashCode !== undefined) return withCode(text, hashCode, false);

  if (documentPunctuation.test(text)) {
    const digits = normalizeCpf(text);
    const looksLikeDocument = digits.length === 11 || digits.length === 14;
    // Why digits typed with a document's dots or dash are not a code: "123.456" is half a CPF, not client 123456.
    if (onlyDigits.test(text)) return withCode(text, digits, looksLikeDocument);
    return none(looksLikeDocument);
  }

  const searches: PaletteSearch[] = [];
  const login = loginShape.test(text) && text.length >= USERNAME_MIN_LENGTH && text.length <= USERNAME_MAX_LENGTH;
  if (login) searches.push({ kind: 'login', login: text });
  const words = text.split(/\s+/).filter(Boolean);
  if (!(login && loginMarks.test(text)) && text.length >= nameMinLength) searches.push({ kind: 'name', words });
  return { text, searches, invalidDocument: false };
}

const documentSearch = (document: 'cpf' | 'cnpj', normalized: string): PaletteSearch => ({
  kind: 'document',
  document,
  normalized,
});

function withCode(text: string, digits: string, invalidDocument: boolean): PaletteQuery {
  const code = Number(digits);
  const searches: PaletteSearch[] = code >= 1 && code <= maxCode ? [{ kind: 'code', code }] : [];
  return { text, searches, invalidDocument };
}
