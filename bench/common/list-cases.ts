/** One client-list request the bench times: a `where` filter (or none) on the default sort. */
export interface ListCase {
  id: string;
  label: string;
  /** The `where` form field, or undefined for no filter. */
  where: string | undefined;
  /** Whether the project's "filtered page" targets apply to it. */
  filtered: boolean;
}

/** Rows per page in every case (the app's page size). */
export const benchPageSize = 50;

/** The office of the status + office case (the demo data has four offices). */
export const benchOffice = 2;

/** The cases of the client-list figure; `sampleCpf` is a CPF of the seeded data, for the equality case. */
export function clientListCases(sampleCpf: string): ListCase[] {
  return [
    { id: 'no-filter', label: 'no filter', where: undefined, filtered: false },
    {
      id: 'name-ilike',
      label: "client_complete_name ILIKE '%silva%'",
      where: JSON.stringify([{ field: 'client_complete_name', oper: 10, value: '%silva%' }]),
      filtered: true,
    },
    {
      id: 'doc1-equal',
      label: 'client_doc1 = <a CPF>',
      where: JSON.stringify([{ field: 'client_doc1', oper: 5, value: sampleCpf }]),
      filtered: true,
    },
    {
      // The client list's first screen: it starts on active clients (issue 42).
      id: 'status-active',
      label: 'client_status = 0',
      where: JSON.stringify([{ field: 'client_status', oper: 5, value: 0 }]),
      filtered: true,
    },
    {
      id: 'status-office',
      label: `client_status = 0 AND offices_pk = ${benchOffice}`,
      where: JSON.stringify([
        { field: 'client_status', oper: 5, value: 0 },
        { field: 'AND' },
        { field: 'offices_pk', oper: 5, value: benchOffice },
      ]),
      filtered: true,
    },
  ];
}
