import { benchOffice, clientListCases, type ListCase } from '../common/list-cases.ts';

/** A client-list case of the scale phase, with an independent SQL count of the rows it should find. */
export interface ScaleCase extends ListCase {
  /** `select count(*)::int as total …` written apart from the service's filter compiler, to check its answer. */
  checkSql: string;
  checkParams: unknown[];
}

/** The network of the containment case: a /14 of the CGNAT pool 100.64.0.0/10 the demo's fibre subscribers get (1/16 of it). */
export const containmentNetwork = '100.64.0.0/14';

/** The statuses of the IN-list case: deactivated and interested (about 15 % of the demo's clients). */
export const inListStatuses = [1, 2] as const;

/**
 * The five filters staff use most, each a 50-row page of `POST admin_ctl/client/list` on the default sort:
 * the lists phase's three (name ILIKE, CPF equality, status AND office), an IN list, and a network-address
 * containment, which the client list answers through the clients' connections (EXISTS on network_cpe).
 */
export function scaleCases(sampleCpf: string): ScaleCase[] {
  const listed = new Map(clientListCases(sampleCpf).map((listCase) => [listCase.id, listCase]));
  const pick = (id: string): ListCase => {
    const found = listed.get(id);
    if (!found) throw new Error(`no list case ${id} in list-cases.ts`);
    return found;
  };
  return [
    {
      ...pick('name-ilike'),
      checkSql: "select count(*)::int as total from client where client_complete_name ilike '%silva%'",
      checkParams: [],
    },
    {
      ...pick('doc1-equal'),
      checkSql: 'select count(*)::int as total from client where client_doc1 = $1',
      checkParams: [sampleCpf],
    },
    {
      ...pick('status-office'),
      checkSql: 'select count(*)::int as total from client where client_status = 0 and offices_pk = $1',
      checkParams: [benchOffice],
    },
    {
      id: 'status-in',
      label: `client_status IN (${inListStatuses.join(', ')})`,
      where: JSON.stringify([{ field: 'client_status', oper: 21, value: [...inListStatuses] }]),
      filtered: true,
      checkSql: 'select count(*)::int as total from client where client_status = any($1::int[])',
      checkParams: [[...inListStatuses]],
    },
    {
      id: 'ip-contained',
      label: `network_cpe_ip <<= '${containmentNetwork}' (clients with a connection in it)`,
      where: JSON.stringify([{ field: 'network_cpe_ip', oper: 18, value: containmentNetwork }]),
      filtered: true,
      checkSql: 'select count(distinct client_pk)::int as total from network_cpe where network_cpe_ip <<= $1::inet',
      checkParams: [containmentNetwork],
    },
  ];
}
