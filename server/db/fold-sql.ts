// The letters folded to their base letter, upper and lower case (translate() pairs them by position).
const accented = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ';
const plain = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy';

/**
 * A text folded in SQL: accents dropped, lower case, as bytes ("C"): the same on PGlite and PostgreSQL, and the
 * same as shared/search/fold-text.ts for the letters Portuguese uses. The sort keys of migration 0008 and the
 * folded name filter (where/compile-condition.ts) are built with it.
 */
export function foldSql(expr: string): string {
  return `lower(translate(${expr}, '${accented}', '${plain}') collate "C")`;
}
