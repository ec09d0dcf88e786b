/**
 * The connections' client index carries the address, so "does this client have a connection in this network"
 * is answered from the index alone. Why: the client list's page of "clients with a connection in a network"
 * walks the clients in name order and asks that of each (at 100k clients about 790 probes for a 50-row page of
 * 100.64.0.0/14), and each probe read the connection's table row to test its address; a B-tree on (client,
 * address) turns `<<=` into a range of the second column. Measured on PostgreSQL at 100k clients over HTTP: p50
 * ~14 → ~11.5 ms, p95 ~19 → ~16 ms (docs/benchmarks.md). A client's connections are found by it as before.
 */
export const migration0006 = {
  id: 6,
  name: 'connection-client-ip-index',
  sql: /* sql */ `
create index network_cpe_client_ip_idx on network_cpe (client_pk, network_cpe_ip);
drop index if exists network_cpe_client_idx;
`,
};
