import { assertNever } from '../../../shared/filter/assert-never.ts';
import type { CheckedCondition, IsKeyword } from '../../../shared/filter/checked-filter.ts';
import { OPER_ILIKE } from '../../../shared/filter/opers.ts';
import { foldSql } from '../fold-sql.ts';
import type { ParamList } from './param-list.ts';
import type { SqlColumn } from './sql-catalog.ts';

/** The keyword's SQL, picked from fixed text rather than passed through. */
function keywordSql(keyword: IsKeyword): string {
  switch (keyword) {
    case 'NULL':
      return 'NULL';
    case 'TRUE':
      return 'TRUE';
    case 'FALSE':
      return 'FALSE';
    default:
      return assertNever(keyword, 'IS keyword');
  }
}

/** The test on the column itself: `<expr> <operator> $n::<type>`, or IS with a keyword. */
function columnTest(condition: CheckedCondition, column: SqlColumn, params: ParamList): string {
  const { oper, value } = condition;
  switch (value.form) {
    case 'none':
      return 'TRUE';
    case 'scalar':
      // Why folded: our service's ILIKE on a name ignores accents as well as case (issue 42); deployed servers'
      // do not, and the app's search copes with both (shared/search/search-where.ts).
      if (column.folded && oper.code === OPER_ILIKE)
        return `${column.folded} ILIKE ${foldSql(`${params.add(value.param)}::text`)}`;
      return `${column.expr} ${oper.sql} ${params.add(value.param)}::${column.cast}`;
    case 'keyword':
      return `${column.expr} ${oper.sql} ${keywordSql(value.keyword)}`;
    case 'list':
      return `${column.expr} ${oper.sql}(${params.add([...value.params])}::${column.cast}[])`;
    default:
      return assertNever(value, 'checked value');
  }
}

// Operators come from the fixed oper table, column SQL from the catalog, and every value goes into
// `params`: nothing of the input's text reaches the SQL.
/** Compiles one checked condition to SQL, adding its values to `params`. */
export function compileCondition(condition: CheckedCondition, column: SqlColumn, params: ParamList): string {
  // OPER_NONE holds for every row, even a client without connections.
  if (condition.value.form === 'none') return 'TRUE';
  const test = columnTest(condition, column, params);
  return column.exists ? `EXISTS (SELECT 1 FROM ${column.exists.from} WHERE ${column.exists.link} AND ${test})` : test;
}

/** A condition tested through EXISTS, compiled both ways: the filter, and the count of the list's rows it keeps. */
export interface CountedCondition {
  sql: string;
  countSql: string;
}

/**
 * Compiles a condition on a column whose EXISTS join has a row key to the filter and to an equivalent count read
 * from the joined table alone (`count(distinct <rowKey>)`); undefined for any other condition.
 * Why: the semi join counts by probing the list's table once per match (4,876 probes for one /14 at 100k
 * clients, about 35 ms on PostgreSQL), while the distinct keys come from the joined table's index alone (4 ms).
 */
export function compileCountedCondition(
  condition: CheckedCondition,
  column: SqlColumn,
  params: ParamList,
): CountedCondition | undefined {
  const join = column.exists;
  if (!join?.rowKey || condition.value.form === 'none') return undefined;
  const test = columnTest(condition, column, params);
  return {
    sql: `EXISTS (SELECT 1 FROM ${join.from} WHERE ${join.link} AND ${test})`,
    countSql: `select count(distinct ${join.rowKey})::int as total from ${join.from} where ${test}`,
  };
}
