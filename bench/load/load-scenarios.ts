import { encodeForm, type FormValues } from '../../shared/provider/form-encode.ts';

/** One HTTP request a load scenario sends, relative to the administrative area's address. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  /** The form-encoded body of a POST. */
  body?: string;
}

/** A load scenario: the requests each connection sends in turn (one request, or a mix cycled through). */
export interface LoadScenario {
  id: string;
  label: string;
  requests: LoadRequest[];
}

/** How hard and how long every scenario is driven. */
export interface LoadPlan {
  /** Concurrent keep-alive connections, one level after the other. */
  connections: number[];
  /** Seconds each scenario runs at each level (autocannon's time bound). */
  durationSeconds: number;
  /** Untimed seconds before the first measured scenario, so the first is not measured on a cold service. */
  warmupSeconds: number;
}

/** The plan of a full run (10 s per scenario and level), or of `--quick` (5 s). */
export function loadPlan(quick: boolean): LoadPlan {
  return { connections: [10, 50], durationSeconds: quick ? 5 : 10, warmupSeconds: quick ? 2 : 3 };
}

const pageSize = 50;

function post(path: string, form: FormValues): LoadRequest {
  return { method: 'POST', path, body: encodeForm(form) };
}

/**
 * What an office does all day on the administrative area: the 50-row client page, the same page
 * filtered by a name, the dashboard, and a mix of the three with a document search (as several
 * operators at once would send them).
 */
export function loadScenarios(adminPrefix: string, sampleCpf: string): LoadScenario[] {
  const prefix = `/${adminPrefix}`;
  const page = post(`${prefix}/client/list`, { start: 0, limit: pageSize });
  const byName = post(`${prefix}/client/list`, {
    start: 0,
    limit: pageSize,
    where: JSON.stringify([{ field: 'client_complete_name', oper: 10, value: '%silva%' }]),
  });
  const byDocument = post(`${prefix}/client/list`, {
    start: 0,
    limit: pageSize,
    where: JSON.stringify([{ field: 'client_doc1', oper: 5, value: sampleCpf }]),
  });
  const dashboard = post(`${prefix}/dashboard/info`, {});
  return [
    { id: 'page', label: 'client page (50 rows, no filter)', requests: [page] },
    { id: 'name-ilike', label: "client page, name ILIKE '%silva%'", requests: [byName] },
    { id: 'dashboard', label: 'dashboard', requests: [dashboard] },
    {
      id: 'mix',
      label: 'mix: page, name filter, CPF search, page 2, dashboard',
      requests: [
        page,
        byName,
        byDocument,
        post(`${prefix}/client/list`, { start: pageSize, limit: pageSize }),
        dashboard,
      ],
    },
  ];
}
