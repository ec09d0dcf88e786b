import type { z } from 'zod';
import { encodeWhere } from '../../shared/filter/codec.ts';
import type { Filter } from '../../shared/filter/model.ts';
import { clientRecord, dashboardRecord } from '../../shared/provider/admin-operations.ts';
import { clientIdentity } from '../../shared/provider/envelope.ts';
import type { FormValues } from '../../shared/provider/form-encode.ts';
import type { ClientCreateInput, ClientUpdateInput } from '../../shared/registration/registration-schema.ts';
import type { AreaClient } from './area-client.ts';
import { loginToArea, logoutOfArea } from './area-session.ts';
import { ProviderError } from './provider-error.ts';
import { parseEnvelope, parseRecord, resultsList, type UnexpectedFieldReporter } from './record-parser.ts';

/** Paging and sorting of a list call. */
export interface ListParams {
  start: number;
  limit: number;
  sort?: string | undefined;
  dir?: 'ASC' | 'DESC' | undefined;
}

/** A page of a list: the count of all matches and the rows of this page. */
export interface Page<Row> {
  total: number;
  rows: Row[];
}

/** A client record as the app reads it. */
export type Client = z.output<typeof clientRecord>;
/** The identifying fields a write answers with. */
export type ClientIdentity = z.output<typeof clientIdentity>;

/** The administrative operations of the interface, typed, on one server's administrative area. */
export class AdminApi {
  readonly #area: AreaClient;
  readonly #prefix: string;
  readonly #report: UnexpectedFieldReporter;

  constructor(area: AreaClient, adminPrefix: string, report: UnexpectedFieldReporter) {
    this.#area = area;
    this.#prefix = `/${adminPrefix.replace(/^\/+|\/+$/g, '')}`;
    this.#report = report;
  }

  /** Logs an operator in; the session cookie stays in this area's jar. */
  login(username: string, password: string, signal?: AbortSignal): Promise<void> {
    return loginToArea(this.#area, username, password, signal);
  }

  /** Ends the session on the server and forgets its cookie. */
  logout(signal?: AbortSignal): Promise<void> {
    return logoutOfArea(this.#area, signal);
  }

  /** The dashboard record (fields the app does not know are kept as they come). */
  async dashboard(signal?: AbortSignal): Promise<z.output<typeof dashboardRecord>> {
    const body = await this.#area.call(`${this.#prefix}/dashboard/info`, {}, { kind: 'read', signal });
    // Why both shapes: the project's service answers the envelope; other servers answer the record itself.
    const results = body.results === undefined ? undefined : resultsList(body.results);
    const record: unknown = results ? (results[0] ?? {}) : body;
    return parseRecord(dashboardRecord, record, 'dashboard', this.#report);
  }

  /** One page of clients, filtered and sorted by the server. */
  async listClients(params: ListParams & { where: Filter }, signal?: AbortSignal): Promise<Page<Client>> {
    const form: FormValues = { start: params.start, limit: params.limit, sort: params.sort, dir: params.dir };
    if (params.where.length > 0) form.where = encodeWhere(params.where);
    const body = await this.#area.call(`${this.#prefix}/client/list`, form, { kind: 'read', signal });
    return parseEnvelope(body, clientRecord, 'clients', this.#report);
  }

  /** Registers a client (never retried automatically). */
  async createClient(input: ClientCreateInput, signal?: AbortSignal): Promise<ClientIdentity> {
    return this.#write('create', input, signal);
  }

  /** Updates a client (never retried automatically). */
  async updateClient(input: ClientUpdateInput, signal?: AbortSignal): Promise<ClientIdentity> {
    return this.#write('update', input, signal);
  }

  /** Removes (`cur_client_status` 0) or reactivates (1) a client. */
  async setRemoved(clientPk: number, curClientStatus: 0 | 1, signal?: AbortSignal): Promise<ClientIdentity> {
    return this.#write('delete', { client_pk: clientPk, cur_client_status: curClientStatus }, signal);
  }

  async #write(
    action: 'create' | 'update' | 'delete',
    form: FormValues,
    signal?: AbortSignal,
  ): Promise<ClientIdentity> {
    const body = await this.#area.call(`${this.#prefix}/client/${action}`, form, { kind: 'write', signal });
    const page = parseEnvelope(body, clientIdentity, `client ${action}`, this.#report);
    const first = page.rows[0];
    if (!first) throw new ProviderError('PROTOCOL', `client ${action}: the answer holds no record`, { ownWords: true });
    return first;
  }
}
