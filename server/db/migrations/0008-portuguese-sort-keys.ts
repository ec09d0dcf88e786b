import { foldSql as sortKey } from '../fold-sql.ts';

/**
 * Sorting by name and by city follows Portuguese order on both engines: Água Clara among the A's, Ótica among the
 * O's, upper and lower case together. Why stored keys and not a collation: ICU collations are not in PGlite, and a
 * database's own collation differs between installations (PGlite's is C, where "Água" sorts after "Zeca"); a key
 * of folded lower-case text compared as bytes ("C") orders the same everywhere. A generated column may not read
 * another, so the name's key is built from the columns client_complete_name is built from. The name's index holds
 * the key, the client code (the tie-break) and the full name, so a page filtered on the name and sorted by it is
 * still picked from the index alone (server/repos/list-query.ts). The name's key also has a trigram index: the
 * service's ILIKE on the name compares folded text (where/compile-condition.ts), so "araujo" finds Araújo there.
 * The user name gets one too: the search rule (shared/search) looks up a typed word as a user name's start
 * (`ILIKE 'word%'`), which read every client without it (about 1.5 s of PGlite at 100k clients on a busy machine).
 */
export const migration0008 = {
  id: 8,
  name: 'portuguese-sort-keys-and-folded-name',
  sql: /* sql */ `
alter table client
  add column client_name_key text collate "C"
    generated always as (${sortKey(`btrim(client_name || ' ' || client_lastname)`)}) stored,
  add column cli_addr_province_key text collate "C"
    generated always as (${sortKey('cli_addr_province')}) stored;
create index client_name_key_sort on client (client_name_key, client_pk) include (client_complete_name);
create index client_name_key_trgm on client using gin (client_name_key gin_trgm_ops);
create index client_username_trgm on client using gin (client_username gin_trgm_ops);
create index client_province_key_sort on client (cli_addr_province_key, client_pk);
drop index if exists client_complete_name_sort;
`,
};
