import type { z } from 'zod';
import {
  configInfoResponse,
  connectionRecord,
  contractRecord,
  invoiceRecord,
  setPasswordResponse,
  supportCreateRecord,
  supportOrderRecord,
  taskRecord,
} from '../../shared/provider/client-area-operations.ts';
import type { AreaClient } from './area-client.ts';
import { loginToArea, logoutOfArea } from './area-session.ts';
import type { ListParams, Page } from './admin-api.ts';
import { ProviderError } from './provider-error.ts';
import { parseEnvelope, parseRecord, type UnexpectedFieldReporter } from './record-parser.ts';

/** What opening a support order takes. */
export interface SupportOrderForm {
  priority: number;
  task_pk: number;
  phone: string;
  os_obs: string;
}

/** The provider's public configuration as the client area answers it. */
export type SiteConfig = z.output<typeof configInfoResponse>;

/** The client-area operations of the interface, typed, in one customer's session. */
export class CustomerApi {
  readonly #area: AreaClient;
  readonly #report: UnexpectedFieldReporter;

  constructor(area: AreaClient, report: UnexpectedFieldReporter) {
    this.#area = area;
    this.#report = report;
  }

  /** Logs the customer in; the session cookie stays in this area's jar. */
  login(username: string, password: string, signal?: AbortSignal): Promise<void> {
    return loginToArea(this.#area, username, password, signal);
  }

  /** Ends the session on the server and forgets its cookie. */
  logout(signal?: AbortSignal): Promise<void> {
    return logoutOfArea(this.#area, signal);
  }

  /** The provider's public configuration; the credentials go in the body, as the interface describes. */
  async config(username: string, password: string, signal?: AbortSignal): Promise<SiteConfig> {
    const body = await this.#area.call('/site_ctl/config/info', { username, password }, { kind: 'read', signal });
    return parseRecord(configInfoResponse, body, 'config', this.#report);
  }

  /** A page of the customer's contracts. */
  contracts(params: ListParams, signal?: AbortSignal): Promise<Page<z.output<typeof contractRecord>>> {
    return this.#list('/client_ctl/contract/list', contractRecord, 'contracts', params, signal);
  }

  /** A page of the customer's invoices. */
  invoices(params: ListParams, signal?: AbortSignal): Promise<Page<z.output<typeof invoiceRecord>>> {
    return this.#list('/invoice_ctl/invoice/list', invoiceRecord, 'invoices', params, signal);
  }

  /** A page of the customer's connections (CPE). */
  connections(params: ListParams, signal?: AbortSignal): Promise<Page<z.output<typeof connectionRecord>>> {
    return this.#list('/client_ctl/cpe/list', connectionRecord, 'connections', params, signal);
  }

  /** A page of the customer's support orders. */
  supportOrders(params: ListParams, signal?: AbortSignal): Promise<Page<z.output<typeof supportOrderRecord>>> {
    return this.#list('/client_ctl/support/list', supportOrderRecord, 'support orders', params, signal);
  }

  /** The support task kinds, by name. */
  async tasks(signal?: AbortSignal): Promise<Array<z.output<typeof taskRecord>>> {
    const body = await this.#area.call(
      '/client_ctl/support/tasklist',
      { sort: 'task_name', dir: 'ASC' },
      { kind: 'read', signal },
    );
    return parseEnvelope(body, taskRecord, 'tasks', this.#report).rows;
  }

  /** Opens a support order for the customer (never retried automatically). */
  async openSupportOrder(form: SupportOrderForm, signal?: AbortSignal): Promise<z.output<typeof supportCreateRecord>> {
    const body = await this.#area.call('/client_ctl/support/create', { ...form }, { kind: 'write', signal });
    const record = parseEnvelope(body, supportCreateRecord, 'support create', this.#report).rows[0];
    if (!record) throw new ProviderError('PROTOCOL', 'support create: the answer holds no record', { ownWords: true });
    return record;
  }

  /** Changes the customer's client-area password. */
  async setPassword(
    password: string,
    repeat: string,
    signal?: AbortSignal,
  ): Promise<{ client_username: string | null; client_pk: number }> {
    const body = await this.#area.call(
      '/session/setpassword',
      { user_password: password, user_password_repeat: repeat },
      { kind: 'write', signal },
    );
    const parsed = setPasswordResponse.safeParse(body);
    const record = parsed.success ? parsed.data.results[0] : undefined;
    if (!record)
      throw new ProviderError('PROTOCOL', 'set password: the answer holds no record', {
        body: JSON.stringify(body),
        ownWords: true,
      });
    return record;
  }

  async #list<
    S extends typeof contractRecord | typeof invoiceRecord | typeof connectionRecord | typeof supportOrderRecord,
  >(path: string, schema: S, where: string, params: ListParams, signal?: AbortSignal): Promise<Page<z.output<S>>> {
    // Why `page` too: some servers read only `page`; it agrees with `start` here.
    const form = {
      start: params.start,
      limit: params.limit,
      page: Math.floor(params.start / params.limit) + 1,
      sort: params.sort,
      dir: params.dir,
    };
    const body = await this.#area.call(path, form, { kind: 'read', signal });
    return parseEnvelope(body, schema, where, this.#report);
  }
}
