import type { Result } from '../../../shared/ipc/result.ts';
import { unwrap } from '../../api/desk-error.ts';
import { desk } from '../../api/desk.ts';
import { withoutSecrets, type DossierRecordKind } from './dossier-records.ts';
import { dossierSchema, dossierVersion, type Dossier } from './dossier-schema.ts';

/** The client-area lists a dossier reads, in the order it reads them. */
export const areaLists = ['contracts', 'invoices', 'connections', 'supportOrders'] as const;
/** One client-area list. */
export type AreaList = (typeof areaLists)[number];
/** Every step of making a dossier, in order. */
export const dossierSteps = ['record', ...areaLists, 'files'] as const;
/** One step of making a dossier. */
export type DossierStep = (typeof dossierSteps)[number];

/** Where the making stands: the step, and the pages read of that step's list (total unknown before the first). */
export interface DossierProgress {
  step: DossierStep;
  page: number;
  pages: number | undefined;
}

/** What gathering needs: the client, the customer's open session (if any), and how to report and cancel. */
export interface GatherInput {
  clientPk: number;
  /** The customer's open client-area session, or why there is none. */
  area: { customerId: string; username: string } | { none: 'no-username' } | { none: 'not-opened'; username: string };
  signal: AbortSignal;
  onProgress: (progress: DossierProgress) => void;
  now?: () => Date;
}

// Why 200 and not the interface's 1000: the bar moves page by page on a long invoice history, and each call stays short.
const pageSize = 200;

type ListCall = (
  customerId: string,
  start: number,
  signal: AbortSignal,
) => Promise<Result<{ total: number; rows: ReadonlyArray<Readonly<Record<string, unknown>>> }>>;

const listCalls: Record<AreaList, ListCall> = {
  contracts: (customerId: string, start: number, signal: AbortSignal) =>
    desk.customerContracts({ customerId, start, limit: pageSize }, { signal, idPrefix: 'dossier-contracts' }),
  invoices: (customerId: string, start: number, signal: AbortSignal) =>
    desk.customerInvoices({ customerId, start, limit: pageSize }, { signal, idPrefix: 'dossier-invoices' }),
  connections: (customerId: string, start: number, signal: AbortSignal) =>
    desk.customerConnections({ customerId, start, limit: pageSize }, { signal, idPrefix: 'dossier-connections' }),
  supportOrders: (customerId: string, start: number, signal: AbortSignal) =>
    desk.customerSupportOrders({ customerId, start, limit: pageSize }, { signal, idPrefix: 'dossier-support-orders' }),
};

/** The kind of record each list holds (what its rows may keep: dossier-records.ts). */
const listKinds: Record<AreaList, DossierRecordKind> = {
  contracts: 'contract',
  invoices: 'invoice',
  connections: 'connection',
  supportOrders: 'supportOrder',
};

/** The error gathering throws once the operator cancelled. */
export class DossierCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'DossierCancelled';
  }
}

function stopIfCancelled(signal: AbortSignal): void {
  if (signal.aborted) throw new DossierCancelled();
}

async function readWholeList(
  list: AreaList,
  customerId: string,
  signal: AbortSignal,
  onProgress: (progress: DossierProgress) => void,
  omitted: Set<string>,
): Promise<{ total: number; rows: Record<string, unknown>[] }> {
  const rows: Record<string, unknown>[] = [];
  let total: number | undefined;
  onProgress({ step: list, page: 0, pages: undefined });
  // Why stop at the total or an empty page: rows added meanwhile must not keep the loop going forever.
  while (total === undefined || rows.length < total) {
    stopIfCancelled(signal);
    const page = unwrap(await listCalls[list](customerId, rows.length, signal));
    total = page.total;
    for (const record of page.rows) {
      const clean = withoutSecrets(record, listKinds[list]);
      clean.omitted.forEach((field) => omitted.add(field));
      rows.push(clean.record);
    }
    onProgress({
      step: list,
      page: Math.ceil(rows.length / pageSize),
      pages: Math.max(1, Math.ceil(total / pageSize)),
    });
    if (page.rows.length === 0) break;
  }
  return { total: rows.length, rows };
}

/** Reads everything the app can read about one client (the record, then each client-area list whole) into a checked dossier. */
export async function gatherDossier({
  clientPk,
  area,
  signal,
  onProgress,
  now = () => new Date(),
}: GatherInput): Promise<Dossier> {
  onProgress({ step: 'record', page: 0, pages: 1 });
  const [session, profiles, got] = await Promise.all([
    desk.sessionState({}),
    desk.profilesList({}),
    desk.clientsGet({ client_pk: clientPk }, { signal, idPrefix: 'dossier-record' }),
  ]);
  stopIfCancelled(signal);
  const state = unwrap(session);
  const { record } = unwrap(got);
  if (!record) throw new Error(`the server has no client #${clientPk}`);
  const profile = unwrap(profiles).profiles.find((candidate) => candidate.id === state.profileId);
  onProgress({ step: 'record', page: 1, pages: 1 });
  const omitted = new Set<string>();
  const client = withoutSecrets(record, 'client');
  client.omitted.forEach((field) => omitted.add(field));
  // Why not typed as the schema's: the rows are checked by the parse below, not before.
  let clientArea: Record<string, unknown>;
  if ('none' in area)
    clientArea =
      area.none === 'no-username' ? { status: 'no-username' } : { status: 'not-opened', username: area.username };
  else {
    const lists: Partial<Record<AreaList, { total: number; rows: Record<string, unknown>[] }>> = {};
    for (const list of areaLists) lists[list] = await readWholeList(list, area.customerId, signal, onProgress, omitted);
    clientArea = {
      status: 'included',
      username: area.username,
      ...(lists as Record<AreaList, { total: number; rows: Record<string, unknown>[] }>),
    };
  }
  stopIfCancelled(signal);
  // Why parse what we built: the file must validate against the schema the data subject's copy is described by.
  return dossierSchema.parse({
    version: dossierVersion,
    generatedAt: now().toISOString(),
    operator: state.username ?? '',
    server: { profileId: state.profileId ?? '', profileName: profile?.name ?? '', adminUrl: profile?.adminUrl ?? '' },
    client: client.record,
    clientArea,
    omittedFields: [...omitted].sort(),
  });
}
