import { isValidCnpj, normalizeCnpj } from '../registration/cnpj.ts';
import { isValidCpf, normalizeCpf } from '../registration/cpf.ts';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../registration/username.ts';
import { foldedWords } from './fold-text.ts';

/** The kinds of client search, in the order their results are shown. */
export const searchKinds = ['document', 'code', 'login', 'name'] as const;
/** One kind of client search: by CPF/CNPJ (whole or a part), by client code, by client-area user name, by name. */
export type SearchKind = (typeof searchKinds)[number];

/** One search run for what was typed. */
export type ClientSearch =
  | { readonly kind: 'document'; readonly document: 'cpf' | 'cnpj'; readonly normalized: string }
  | { readonly kind: 'document'; readonly document: 'part'; readonly digits: string }
  | { readonly kind: 'code'; readonly code: number }
  | { readonly kind: 'login'; readonly login: string }
  | { readonly kind: 'name'; readonly words: readonly string[] };

/** What the typed text was understood as: the searches to run, and a hint when it looks like a mistyped document. */
export interface SearchQuery {
  readonly text: string;
  readonly searches: readonly ClientSearch[];
  /** 11 or 14 digits whose check digits are wrong: told to the user, not searched as a whole document. */
  readonly invalidDocument: boolean;
}

/** Longest text searched; a `where` value holds 500 characters, `%…%` included. */
export const searchMaxLength = 200;
/** Most rows one search answers per kind (the list's search shows at most this many). */
export const searchMaxRows = 500;
/** Fewest characters of a name worth a server query (one letter matches half the clients). */
export const nameMinLength = 2;
/** Fewest digits of a part of a CPF/CNPJ worth a search (fewer match thousands of documents). */
export const documentPartMinDigits = 5;
// Why this bound: client_pk is a PostgreSQL integer; a larger number is no client code.
const maxCode = 2_147_483_647;

const onlyDigits = /^\d+$/;
const documentPunctuation = /^[\d.\-/\s]+$/;
const loginShape = /^[A-Za-z0-9._@-]+$/;
// Why: letters and spaces alone read as a name; a dot, `_`, `@` or a digit among letters is how logins look
// (maria.souza, jsilva_2, ana@example.com), and people's names never hold them.
const loginMarks = /[._@\d]/;

/**
 * The one search rule of the palette and of the client list's search box, without asking the server: a valid
 * CPF or CNPJ (punctuated or not) is a document search alone; `#123` a client code; bare digits a client code
 * and, from 5 digits, a part of a CPF/CNPJ; digits with a document's dots, dash or slash a part of one; a word
 * shaped like a login (ASCII letters, digits, `. _ - @`) a user-name search, and also a name unless it holds a
 * login's marks; anything else a name, as folded words (accents and case ignored, any order).
 */
export function classifySearch(input: string): SearchQuery {
  const text = input.trim().slice(0, searchMaxLength);
  const none = (invalidDocument = false): SearchQuery => ({ text, searches: [], invalidDocument });
  if (text === '') return none();

  if (isValidCpf(text)) return { text, searches: [wholeDocument('cpf', normalizeCpf(text))], invalidDocument: false };
  if (isValidCnpj(text))
    return { text, searches: [wholeDocument('cnpj', normalizeCnpj(text))], invalidDocument: false };

  const hashCode = /^#\s*(\d+)$/.exec(text)?.[1];
  if (hashCode !== undefined) return { text, searches: codeSearch(hashCode), invalidDocument: false };

  if (documentPunctuation.test(text)) {
    const digits = normalizeCpf(text);
    const looksLikeDocument = digits.length === 11 || digits.length === 14;
    // Why no part search for 11 or 14 digits: that is a whole document mistyped, said so rather than searched.
    const part: ClientSearch[] =
      digits.length >= documentPartMinDigits && !looksLikeDocument
        ? [{ kind: 'document', document: 'part', digits }]
        : [];
    // Why digits typed with a document's dots or dash are not a code: "123.456" is half a CPF, not client 123456.
    const code = onlyDigits.test(text) ? codeSearch(digits) : [];
    return { text, searches: [...part, ...code], invalidDocument: looksLikeDocument };
  }

  const searches: ClientSearch[] = [];
  const login = loginShape.test(text) && text.length >= USERNAME_MIN_LENGTH && text.length <= USERNAME_MAX_LENGTH;
  if (login) searches.push({ kind: 'login', login: text });
  const words = foldedWords(text);
  if (!(login && loginMarks.test(text)) && text.length >= nameMinLength) searches.push({ kind: 'name', words });
  return { text, searches, invalidDocument: false };
}

const wholeDocument = (document: 'cpf' | 'cnpj', normalized: string): ClientSearch => ({
  kind: 'document',
  document,
  normalized,
});

function codeSearch(digits: string): ClientSearch[] {
  const code = Number(digits);
  return code >= 1 && code <= maxCode ? [{ kind: 'code', code }] : [];
}
