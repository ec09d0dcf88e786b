import { randomBytes } from 'node:crypto';
import type { CookieJar } from 'tough-cookie';
import { serviceCodeDictionary } from '../../shared/codes/code-dictionary.ts';
import type { EventName, EventPayload, SessionState } from '../../shared/ipc/contract.ts';
import type { DemoController } from '../demo/demo-controller.ts';
import { demoProfileId, type ProfileStore, type StoredProfile } from '../profiles/profile-store.ts';
import { AdminApi } from '../provider/admin-api.ts';
import { AreaClient, type AreaAuth, type CallKind } from '../provider/area-client.ts';
import { CustomerApi, type SiteConfig } from '../provider/customer-api.ts';
import type { HttpTransport } from '../provider/http-transport.ts';
import { ProviderError } from '../provider/provider-error.ts';
import type { UnexpectedFieldReporter } from '../provider/record-parser.ts';
import type { SecretFiles } from '../secrets/secret-files.ts';
import { newJar, persistSession, restoreSession, sessionSecretName } from './cookie-jars.ts';
import { bindingOf } from './kept-binding.ts';
import { KeptForAWhile } from './kept-for-a-while.ts';

/** Sends a main → page event. */
export type Emit = <E extends EventName>(event: E, payload: EventPayload<E>) => void;

/** What the workspace works with. */
export interface WorkspaceDeps {
  profiles: ProfileStore;
  secrets: SecretFiles;
  transport: HttpTransport;
  demo: DemoController;
  report: UnexpectedFieldReporter;
  emit: Emit;
  userAgent: string;
  /** The operator's language, asked of the server as Accept-Language (English when absent). */
  language?: () => string;
}

interface AdminSession {
  profile: ResolvedProfile;
  username: string;
  jar: CookieJar;
  api: AdminApi;
  expired: boolean;
}

interface CustomerSession {
  username: string;
  password: string;
  api: CustomerApi;
  area: AreaClient;
}

/** A profile with the addresses it has right now (the demo's come from its running service). */
export interface ResolvedProfile extends StoredProfile {
  kind: 'demo' | 'remote';
}

const isExpired = (error: unknown): boolean => error instanceof ProviderError && error.code === 'SESSION_EXPIRED';

/** Runs a silent login; answers whether it worked (its failure is not the caller's error to report). */
async function loginQuietly(login: () => Promise<void>): Promise<boolean> {
  try {
    await login();
    return true;
  } catch {
    return false;
  }
}

/**
 * How a profile's administrative area signs in. With Basic the sign-in checks the credentials with one read
 * that needs them and changes nothing: the dashboard (counts only, no customer's data).
 */
function adminAuthOf(profile: StoredProfile): AreaAuth {
  if (profile.auth !== 'basic') return { kind: 'session' };
  return {
    kind: 'basic',
    check: { path: `/${profile.adminPrefix.replace(/^\/+|\/+$/g, '')}/dashboard/info`, form: {} },
  };
}

/** How a profile's client area signs in; with Basic, checked by one row of the customer's contracts. */
function customerAuthOf(profile: StoredProfile): AreaAuth {
  return profile.auth === 'basic'
    ? { kind: 'basic', check: { path: '/client_ctl/contract/list', form: { start: 0, limit: 1 } } }
    : { kind: 'session' };
}

/** Name of the encrypted file that keeps a profile's password (only when the user asked). */
export const passwordSecretName = (profileId: string): string => `password-${profileId}`;

/**
 * The operator's sessions: the administrative session of the active profile and the customer-area
 * sessions opened from it, each with its own cookie jar. Cookies and passwords never leave this class.
 */
export class Workspace {
  readonly #deps: WorkspaceDeps;
  #admin: AdminSession | undefined;
  readonly #customers = new Map<string, CustomerSession>();
  // Client-area passwords some servers put in the client list, or the operator typed once: kept here, in
  // main, for "open customer area", and never handed to the page.
  readonly #customerPasswords = new Map<number, string>();
  // Why kept: the site's public configuration is the same for every customer, and each ask costs the server
  // a second check of the customer's password (the interface sends the credentials with it): about half of
  // opening a customer area. Ten minutes, and forgotten with the customers' passwords.
  readonly #siteConfig = new KeptForAWhile<SiteConfig>(10 * 60_000);
  #connection: SessionState['connection'] = 'online';
  #unreachable = false;
  readonly #retryListeners = new Set<() => void>();

  constructor(deps: WorkspaceDeps) {
    this.#deps = deps;
  }

  /** The built-in demo profile, with the demo service's addresses when it runs. */
  demoProfile(addresses?: { adminUrl: string; clientUrl: string; adminPrefix: string }): ResolvedProfile {
    return {
      id: demoProfileId,
      kind: 'demo',
      name: 'Demo',
      adminUrl: addresses?.adminUrl ?? '',
      clientUrl: addresses?.clientUrl ?? '',
      adminPrefix: addresses?.adminPrefix ?? 'admin_ctl',
      username: 'admin',
      auth: 'session',
      codeDictionary: serviceCodeDictionary,
    };
  }

  /** A profile with live addresses; starting the demo service when it is the demo profile. */
  async resolveProfile(profileId: string): Promise<ResolvedProfile> {
    if (profileId === demoProfileId) return this.demoProfile(await this.#deps.demo.ensureRunning());
    const profile = await this.#deps.profiles.get(profileId);
    if (!profile) throw new ProviderError('NOT_FOUND', `profile ${profileId} does not exist`, { ownWords: true });
    return { ...profile, kind: 'remote' };
  }

  #area(baseUrl: string, jar: CookieJar, profile: StoredProfile, auth: AreaAuth = adminAuthOf(profile)): AreaClient {
    // Why the profile's pin goes with each of its areas: it holds for its own addresses, nowhere else.
    return new AreaClient({
      baseUrl,
      jar,
      transport: this.#deps.transport,
      userAgent: this.#deps.userAgent,
      ...(this.#deps.language ? { language: this.#deps.language } : {}),
      pinnedCertSha256: profile.pinnedCertSha256,
      auth,
      onConnection: (state, cause) => {
        // Why slow is only shown: the server may still answer, so the copy must not answer in its place (a busy
        // server's page older than the copy's made an edit look unsaved); the clerk is told it is slow to answer.
        if (state === 'slow') {
          if (this.#connection === 'online') this.#setConnection('reconnecting');
          return;
        }
        // Why the cause is kept: a busy server (503) is retried too, but it is reachable; only a server that cannot
        // be reached lets the local copy answer a read in flight (electron/cache/cached-read.ts).
        this.#unreachable = state === 'offline' || cause?.code === 'NETWORK' || cause?.code === 'TIMEOUT';
        this.#setConnection(state);
        // Why every retry and not only a change of state: a read begun while another already retries fails its
        // own first attempt without any change, and the copy must answer it then (electron/cache/cached-read.ts).
        if (state === 'reconnecting') for (const listener of [...this.#retryListeners]) listener();
      },
    });
  }

  #setConnection(state: SessionState['connection']): void {
    if (state === this.#connection) return;
    // Why offline stays offline until a call succeeds: while offline main probes the server every few seconds
    // (electron/cache/reconnect-probe.ts), and each probe's retry would flash "reconnecting" on the banner.
    if (this.#connection === 'offline' && state === 'reconnecting') return;
    this.#connection = state;
    this.#deps.emit('connection:changed', { state });
  }

  /** Calls `listener` each time a read's attempt failed and it is retried (whatever the state); answers how to stop. */
  onRetry(listener: () => void): () => void {
    this.#retryListeners.add(listener);
    return () => this.#retryListeners.delete(listener);
  }

  /** Whether the last failure the connection heard was a server that could not be reached (not a busy one). */
  unreachable(): boolean {
    return this.#unreachable;
  }

  /** What the page may know of the session. */
  state(): SessionState {
    return {
      signedIn: this.#admin !== undefined,
      profileId: this.#admin?.profile.id ?? null,
      username: this.#admin?.username ?? null,
      expired: this.#admin?.expired ?? false,
      connection: this.#connection,
    };
  }

  /**
   * Signs in to a profile's administrative area; keeps the password only when asked and possible, sealed
   * with the profile's address. The session it replaces (of this or another profile) is ended on its
   * server and its kept jar deleted; customer sessions and client-area passwords of the old one go too.
   * A Basic profile makes no login call: one read checks the credentials, which then go with every
   * request; its session is kept across a restart only with its password (there is no cookie to keep).
   */
  async login(
    profileId: string,
    username: string,
    password: string,
    remember: boolean,
    signal?: AbortSignal,
  ): Promise<SessionState> {
    const profile = await this.resolveProfile(profileId);
    const jar = newJar();
    const api = new AdminApi(this.#area(profile.adminUrl, jar, profile), profile.adminPrefix, this.#deps.report);
    await api.login(username, password, signal);
    const previous = this.#admin;
    this.#admin = { profile, username, jar, api, expired: false };
    // Why: client-area passwords came from the old server's records; keyed by client number, they would
    // otherwise be sent to another server's client area for a client with the same number.
    this.#forgetCustomerSecrets();
    await this.#closeAllCustomers();
    if (previous) {
      if (previous.profile.id !== profileId) await this.#deps.secrets.remove(sessionSecretName(previous.profile.id));
      await previous.api.logout().catch(() => undefined);
    }
    await this.#deps.profiles.select(profileId);
    await this.#deps.profiles.rememberUsername(profileId, username);
    const kept =
      remember && (await this.#deps.secrets.saveFor(passwordSecretName(profileId), bindingOf(profile), password));
    if (!kept) await this.#deps.secrets.remove(passwordSecretName(profileId));
    if (profile.auth === 'basic' && !kept) await this.#deps.secrets.remove(sessionSecretName(profileId));
    else await persistSession(this.#deps.secrets, profileId, bindingOf(profile), username, jar);
    return this.state();
  }

  /**
   * After a restart: takes up the active profile's kept session (checked at its first call), when it was
   * kept for the address the profile has now; one kept for another address is dropped with the password.
   * A Basic profile takes up its kept password (bound to the same address) as its credentials.
   */
  async restore(): Promise<SessionState> {
    const { activeId } = await this.#deps.profiles.list();
    if (!activeId) return this.state();
    const kept = await restoreSession(this.#deps.secrets, activeId);
    if (!kept) return this.state();
    const { jar, username } = kept;
    try {
      const profile = await this.resolveProfile(activeId);
      if (kept.boundTo !== bindingOf(profile)) {
        await this.#forgetKept(activeId);
        return this.state();
      }
      const area = this.#area(profile.adminUrl, jar, profile);
      if (profile.auth === 'basic') {
        // Why loadFor: the password goes only to the address it was kept for (a changed one deletes it).
        const password = await this.#deps.secrets.loadFor(passwordSecretName(activeId), bindingOf(profile));
        if (!password) {
          await this.#forgetKept(activeId);
          return this.state();
        }
        area.useBasic(username, password);
      }
      this.#admin = {
        profile,
        username,
        jar,
        api: new AdminApi(area, profile.adminPrefix, this.#deps.report),
        expired: false,
      };
    } catch {
      // A profile that is gone or a demo that cannot start: begin signed out.
    }
    return this.state();
  }

  /**
   * Signs in again with the same profile and user after the session expired; the page goes on where it was.
   * With Basic, a kept password is replaced by the one that now works (it is the one every request sends).
   */
  async resume(password: string, signal?: AbortSignal): Promise<SessionState> {
    const session = this.#requireAdmin();
    await session.api.login(session.username, password, signal);
    session.expired = false;
    if (session.profile.auth === 'basic' && (await this.passwordKept(session.profile))) {
      await this.#deps.secrets.saveFor(passwordSecretName(session.profile.id), bindingOf(session.profile), password);
    }
    await persistSession(
      this.#deps.secrets,
      session.profile.id,
      bindingOf(session.profile),
      session.username,
      session.jar,
    );
    return this.state();
  }

  /**
   * Takes note that a stored profile was saved again. A new administrative address drops what was kept
   * for the old one: the session there is ended (signing out when it is the signed-in profile) and the
   * kept password and jar are deleted. A new client-area address closes the customer sessions opened
   * at the old one and forgets the client-area passwords learned for it.
   */
  async profileSaved(before: StoredProfile, after: StoredProfile): Promise<void> {
    // Why a new pin or way of signing in ends the session too: the binding holds both (kept-binding.ts).
    if (bindingOf(before) !== bindingOf(after)) {
      await this.forgetProfile(before);
      return;
    }
    const session = this.#admin;
    if (session?.profile.id !== after.id) return;
    if (session.profile.clientUrl !== after.clientUrl) {
      this.#forgetCustomerSecrets();
      await this.#closeAllCustomers();
    }
    session.profile = { ...session.profile, name: after.name, clientUrl: after.clientUrl };
  }

  /**
   * Ends and forgets everything kept for a stored profile (it is removed, or its address changed): its
   * session on its server, signed in or only kept on disk, and its kept password and jar.
   */
  async forgetProfile(profile: StoredProfile): Promise<void> {
    if (this.#admin?.profile.id === profile.id) {
      await this.logout();
      return;
    }
    const kept = await restoreSession(this.#deps.secrets, profile.id);
    // Why only when the binding holds: a jar kept for another address is never sent anywhere. A Basic
    // profile has no session on its server to end.
    if (kept && kept.boundTo === bindingOf(profile) && profile.auth !== 'basic') {
      const area = new AreaClient({
        baseUrl: profile.adminUrl,
        jar: kept.jar,
        transport: this.#deps.transport,
        userAgent: this.#deps.userAgent,
        ...(this.#deps.language ? { language: this.#deps.language } : {}),
        pinnedCertSha256: profile.pinnedCertSha256,
      });
      await new AdminApi(area, profile.adminPrefix, this.#deps.report).logout().catch(() => undefined);
    }
    await this.#forgetKept(profile.id);
  }

  async #forgetKept(profileId: string): Promise<void> {
    await this.#deps.secrets.remove(passwordSecretName(profileId));
    await this.#deps.secrets.remove(sessionSecretName(profileId));
  }

  /** Signs out: ends the server session, forgets the kept cookie and password, closes customer sessions. */
  async logout(): Promise<SessionState> {
    const session = this.#admin;
    this.#admin = undefined;
    this.#forgetCustomerSecrets();
    await this.#closeAllCustomers();
    if (session) {
      await this.#forgetKept(session.profile.id);
      await session.api.logout().catch(() => undefined);
    }
    return this.state();
  }

  #requireAdmin(): AdminSession {
    if (!this.#admin) throw new ProviderError('NOT_SIGNED_IN');
    return this.#admin;
  }

  /**
   * Runs an administrative operation. On SESSION_EXPIRED a read is resumed after a silent login with
   * the kept password (when the user asked to keep it); otherwise the page is told to ask for it.
   * With Basic the kept password is the one just refused, so the page is told at once (another try would
   * only count against the server's login throttle).
   */
  async admin<T>(kind: CallKind, run: (api: AdminApi) => Promise<T>): Promise<T> {
    const session = this.#requireAdmin();
    try {
      return await run(session.api);
    } catch (error) {
      if (!isExpired(error)) throw error;
      // Why loadFor: the password goes only to the address it was kept for (a changed one deletes it).
      const silent = kind === 'read' && session.profile.auth !== 'basic';
      const password = silent
        ? await this.#deps.secrets.loadFor(passwordSecretName(session.profile.id), bindingOf(session.profile))
        : undefined;
      if (password && (await loginQuietly(() => session.api.login(session.username, password)))) {
        session.expired = false;
        await persistSession(
          this.#deps.secrets,
          session.profile.id,
          bindingOf(session.profile),
          session.username,
          session.jar,
        );
        // Why rethrow what the re-run throws (unless it is expiry again): a dropped connection after a
        // good re-login is a network problem, not a lost session.
        try {
          return await run(session.api);
        } catch (again) {
          if (!isExpired(again)) throw again;
        }
      }
      session.expired = true;
      this.#deps.emit('session:expired', { area: 'admin' });
      throw error;
    }
  }

  /** Opens a customer's client area in a session of its own (its own jar; the operator's is untouched). */
  async openCustomer(
    username: string,
    password: string,
    signal?: AbortSignal,
  ): Promise<{ customerId: string; api: CustomerApi }> {
    const session = this.#requireAdmin();
    const clientUrl =
      session.profile.kind === 'demo'
        ? (await this.resolveProfile(demoProfileId)).clientUrl
        : session.profile.clientUrl;
    if (!clientUrl)
      throw new ProviderError('VALIDATION', 'this server profile has no client-area address', {
        fieldErrors: [{ field: 'clientUrl', message: 'is required to open a customer area' }],
        ownWords: true,
      });
    const area = this.#area(clientUrl, newJar(), session.profile, customerAuthOf(session.profile));
    const api = new CustomerApi(area, this.#deps.report);
    await api.login(username, password, signal);
    const customerId = randomBytes(16).toString('hex');
    this.#customers.set(customerId, { username, password, api, area });
    return { customerId, api };
  }

  /** Runs a client-area operation in a customer's session; an expired read is resumed once with the typed password. */
  async customer<T>(
    customerId: string,
    kind: CallKind,
    run: (api: CustomerApi, session: { username: string; password: string }) => Promise<T>,
  ): Promise<T> {
    const session = this.#customers.get(customerId);
    if (!session) throw new ProviderError('NOT_FOUND', 'this customer area was closed', { ownWords: true });
    try {
      return await run(session.api, session);
    } catch (error) {
      if (!isExpired(error)) throw error;
      // Why not with Basic: the password it would try again is the one just refused.
      if (
        kind === 'read' &&
        session.area.auth.kind !== 'basic' &&
        (await loginQuietly(() => session.api.login(session.username, session.password)))
      ) {
        try {
          return await run(session.api, session);
        } catch (again) {
          if (!isExpired(again)) throw again;
        }
      }
      this.#deps.emit('session:expired', { area: 'client', customerId });
      throw error;
    }
  }

  /** Keeps a client-area password a server sent in a client record or the operator typed (main only; forgotten at sign-out). */
  rememberCustomerPassword(clientPk: number, password: string): void {
    this.#customerPasswords.set(clientPk, password);
  }

  /** The site's public configuration, asked with `load` only when none was kept in the last minutes of this sign-in. */
  siteConfig(load: () => Promise<SiteConfig>): Promise<SiteConfig> {
    return this.#siteConfig.get(load);
  }

  #forgetCustomerSecrets(): void {
    this.#customerPasswords.clear();
    this.#siteConfig.forget();
  }

  /** Forgets a client's kept client-area password (the server refused it). */
  forgetCustomerPassword(clientPk: number): void {
    this.#customerPasswords.delete(clientPk);
  }

  /** The client-area password a server sent for a client, if any. */
  knownCustomerPassword(clientPk: number): string | undefined {
    return this.#customerPasswords.get(clientPk);
  }

  /** Remembers a customer's new password for this session (after set password); with Basic, every request sends it from now on. */
  updateCustomerPassword(customerId: string, password: string): void {
    const session = this.#customers.get(customerId);
    if (!session) return;
    session.password = password;
    if (session.area.auth.kind === 'basic') session.area.useBasic(session.username, password);
  }

  /** Closes a customer's session (logout on the server; its jar and password are dropped). */
  async closeCustomer(customerId: string): Promise<void> {
    const session = this.#customers.get(customerId);
    this.#customers.delete(customerId);
    await session?.api.logout().catch(() => undefined);
  }

  async #closeAllCustomers(): Promise<void> {
    await Promise.all([...this.#customers.keys()].map((id) => this.closeCustomer(id)));
  }

  /** Whether a profile has a password kept for the address it has now. */
  async passwordKept(profile: StoredProfile): Promise<boolean> {
    return (await this.#deps.secrets.loadBound(passwordSecretName(profile.id)))?.boundTo === bindingOf(profile);
  }
}
