/**
 * The name's sort index holds the client's status too, so the list's default view ("Ativos": `client_status = 0`,
 * by name) picks its page's keys from the index alone, as the unfiltered list does (server/repos/list-query.ts).
 * Why: without it each candidate's table row was read to test the status while walking the name order, and the
 * export of every active client (80 pages of 1,000 at 100k clients, each skipping the rows before it) took 38.9 s
 * against the all-clients export's 20 s. An included column, not a key column: the order stays name then code, and
 * the index serves the unfiltered list exactly as before; replacing it rather than adding one keeps one index per
 * client write. The name stays, so what names it (catalogs.ts, the bench) still finds it.
 */
export const migration0009 = {
  id: 9,
  name: 'name-sort-with-status',
  sql: /* sql */ `
drop index if exists client_name_key_sort;
create index client_name_key_sort on client (client_name_key, client_pk) include (client_complete_name, client_status);
`,
};
