// The branch-link phase's service: the cached PGlite snapshot in a worker process of its own (so the app's timings
// do not share its event loop), behind issue 46's shaped branch-office link (one for the staff area, one for the
// client area), and what the phase needs from its data: the clerk's search texts and customers to call.
import type { ClientRecord } from '../../shared/provider/admin-operations.ts';
import { HttpTransport } from '../../electron/provider/http-transport.ts';
import { adminKit } from '../../tests/support/main-process-kit.ts';
import { lossyBranchLink, ShapedLink } from '../compression/shaped-link.ts';
import type { BenchOptions } from '../common/bench-options.ts';
import { registerCleanup } from '../common/cleanup.ts';
import { ensurePgliteSnapshot } from '../common/pglite-cache.ts';
import { logProgress } from '../common/progress-log.ts';
import { benchPasswords } from '../common/service-settings.ts';
import { startServiceWorker, type ServiceWorker } from '../common/worker-handle.ts';

/** The service behind the branch link, and the link's two halves. */
export interface BranchService {
  worker: ServiceWorker;
  /** The staff area through the branch link. */
  adminLink: ShapedLink;
  /** The client area through the branch link. */
  clientLink: ShapedLink;
  /** Both halves down (`cut`) or back (`restore`), as one wire. */
  cut(mode: 'reset' | 'blackhole'): void;
  restore(): void;
  close(): Promise<void>;
}

/** Starts the service on the `options.clients` snapshot and the branch link in front of it. */
export async function startBranchService(options: BenchOptions): Promise<BranchService> {
  const snapshot = await ensurePgliteSnapshot(options.clients, options.seed, options.rebuildCache);
  logProgress(`branch: service on the ${options.clients.toLocaleString('en-US')}-client snapshot, behind the link`);
  const worker = await startServiceWorker({ kind: 'pglite-snapshot', snapshotPath: snapshot.path });
  const adminLink = await ShapedLink.start(worker.ready.adminUrl, lossyBranchLink);
  const clientLink = await ShapedLink.start(worker.ready.clientUrl, lossyBranchLink);
  const close = async (): Promise<void> => {
    await adminLink.close();
    await clientLink.close();
    await worker.stop();
  };
  const unregister = registerCleanup(close);
  return {
    worker,
    adminLink,
    clientLink,
    cut: (mode) => {
      adminLink.cut(mode);
      clientLink.cut(mode);
    },
    restore: () => {
      adminLink.restore();
      clientLink.restore();
    },
    close: async () => {
      unregister();
      await close();
    },
  };
}

/** Every client of the service in code order, read over loopback (not the link) in pages of 1,000. */
export async function readAllClients(adminUrl: string): Promise<ClientRecord[]> {
  const transport = new HttpTransport();
  try {
    const { api } = adminKit(adminUrl, transport);
    await api.login('admin', benchPasswords.staff);
    const records: ClientRecord[] = [];
    for (let start = 0; ; start += 1000) {
      const page = await api.listClients({ start, limit: 1000, sort: 'client_pk', dir: 'ASC', where: [] });
      records.push(...page.rows);
      if (page.rows.length < 1000 || records.length >= page.total) return records;
    }
  } finally {
    await transport.close();
  }
}

/** A text the clerk types in the palette, and how the report shows it (never a CPF). */
export interface ClerkText {
  kind: string;
  text: string;
  shown: string;
}

const withoutAccents = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * The clerk's texts, taken from the data: a surname as typed (lower case, no accents), a first name and surname
 * without accents, and six digits from the middle of a CPF.
 */
export function clerkTexts(records: readonly ClientRecord[]): ClerkText[] {
  const middle = records[Math.floor(records.length / 2)];
  const person = records
    .slice(Math.floor(records.length / 3))
    .find((record) => /\p{M}/u.test((record.client_name ?? '').normalize('NFD')));
  const individual = records.slice(Math.floor((records.length * 2) / 3)).find((record) => record.client_type === 0);
  if (!middle?.client_lastname || !person || !individual?.client_doc1)
    throw new Error('the data holds no client to take the clerk’s texts from');
  const surname = withoutAccents(middle.client_lastname.split(/\s+/).at(-1) ?? '').toLowerCase();
  const name = withoutAccents(`${person.client_name} ${person.client_lastname ?? ''}`.trim()).toLowerCase();
  const digits = individual.client_doc1.replace(/\D/g, '').slice(3, 9);
  return [
    { kind: 'surname', text: surname, shown: `“${surname}”` },
    { kind: 'name without accents', text: name, shown: `“${name}”` },
    { kind: 'CPF fragment', text: digits, shown: '6 digits of a CPF' },
  ];
}

/** A customer the clerk calls about: an active client with a client-area login and an open invoice with a due date and an amount (the service gives those a PIX code). */
export interface Caller {
  clientPk: number;
  username: string;
  cpf: string;
}

/** `count` callers spread over the table (a multiplicative order, so not only the lowest codes). */
export async function pickCallers(worker: ServiceWorker, count: number): Promise<Caller[]> {
  const { rows } = await worker.call({
    type: 'sql',
    sql: `select c.client_pk as "clientPk", c.client_username as username, c.client_doc1 as cpf from client c
           where c.client_status = 0 and c.client_type = 0 and coalesce(c.client_username, '') <> ''
             and c.client_password_sealed is not null and c.client_doc1 is not null
             and exists (select 1 from invoice i where i.client_pk = c.client_pk and i.invoice_state = 0
                 and i.invoice_date_credit is null and coalesce(i.invoice_amount_paid, 0) = 0
                 and i.invoice_date_due is not null and i.invoice_amount_document > 0)
           order by (c.client_pk * 7919) % 100003 limit $1`,
    params: [count],
  });
  const callers = rows as unknown as Caller[];
  if (callers.length < count)
    throw new Error(`the snapshot holds ${callers.length} fitting customers, ${count} needed`);
  return callers;
}
