import {
  clientColumns,
  connectionColumns,
  contractColumns,
  invoiceColumns,
  supportOrderColumns,
} from '../../../shared/filter/columns.ts';
import { buildSqlCatalog, type ExistsJoin, type SqlCatalog } from './sql-catalog.ts';

// Names, kinds and tables come from shared/filter/columns.ts; only the FROM clauses and the EXISTS
// routes are written here. Every list query must name its tables as these FROM clauses do.

// Why a rowKey: network_cpe.client_pk is NOT NULL and references client, and the client list's FROM (client
// left join offices on offices' primary key) has one row per client, so "clients with a connection whose …"
// counts exactly as the distinct clients of the matching connections, read from the connections' index alone.
const connectionOfClient: ExistsJoin = {
  from: 'network_cpe nc',
  link: 'nc.client_pk = client.client_pk',
  rowKey: 'nc.client_pk',
};

/** The administrative client list (`client` with `offices`); IP and MAC test the client's connections. */
export const clientFilterCatalog: SqlCatalog = buildSqlCatalog(clientColumns, {
  from: 'client left join offices on offices.offices_pk = client.offices_pk',
  // client_name_key_sort (0008, and 0009 with the status): the default sort's index, which holds the key, the name
  // and the status, so the list's "Ativos" view walks it alone.
  base: {
    table: 'client',
    key: 'client.client_pk',
    indexed: ['client.client_name_key', 'client.client_pk', 'client.client_complete_name', 'client.client_status'],
  },
  // Portuguese order on both engines: folded lower-case keys compared as bytes (0008-portuguese-sort-keys.ts).
  sortKeys: { client_complete_name: 'client_name_key', cli_addr_province: 'cli_addr_province_key' },
  // The name's ILIKE ignores accents (0008): "araujo" finds Araújo, through the key's trigram index.
  folded: { client_complete_name: 'client_name_key' },
  exists: {
    network_cpe_ip: { join: connectionOfClient, expr: 'nc.network_cpe_ip' },
    network_cpe_mac: { join: connectionOfClient, expr: 'nc.network_cpe_mac' },
  },
});

/** The client-area contract list. */
export const contractFilterCatalog: SqlCatalog = buildSqlCatalog(contractColumns, { from: 'contract' });

/** The client-area invoice list, with the contract it bills. */
export const invoiceFilterCatalog: SqlCatalog = buildSqlCatalog(invoiceColumns, {
  from: 'invoice left join contract on contract.contract_pk = invoice.contract_pk',
});

/** The client-area connection (CPE) list. */
export const connectionFilterCatalog: SqlCatalog = buildSqlCatalog(connectionColumns, { from: 'network_cpe' });

/** The client-area support-order list: support request, service order (os) and task kind. */
export const supportOrderFilterCatalog: SqlCatalog = buildSqlCatalog(supportOrderColumns, {
  from: 'support join os on os.support_pk = support.support_pk join task on task.task_pk = os.task_pk',
});

/** Every server filter catalog, by the shared catalog's id. */
export const filterCatalogs = {
  client: clientFilterCatalog,
  contract: contractFilterCatalog,
  invoice: invoiceFilterCatalog,
  connection: connectionFilterCatalog,
  support_order: supportOrderFilterCatalog,
} as const;
