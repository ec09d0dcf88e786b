import { z } from 'zod';
import { parseWhere } from '../filter/codec.ts';
import { FilterSchema } from '../filter/model.ts';
import { clientIdentity } from '../provider/envelope.ts';
import { clientRecord, dashboardRecord } from '../provider/admin-operations.ts';
import {
  connectionRecord,
  contractRecord,
  invoiceRecord,
  setPasswordShape,
  siteConfigForPage,
  supportCreateRecord,
  supportCreateShape,
  supportOrderRecord,
  taskRecord,
  withRepeatedPassword,
} from '../provider/client-area-operations.ts';
import { maxPageSize } from '../provider/paging.ts';
import { searchKinds, searchMaxLength, searchMaxRows } from '../search/search-rule.ts';
import { deskClientCreateSchema, deskClientUpdateSchema } from '../registration/registration-schema.ts';
import {
  auditExportInput,
  auditExportOutput,
  auditListInput,
  auditListOutput,
  auditRecordInput,
  auditRecordOutput,
  auditVerifyOutput,
} from './audit-schema.ts';
import { channelNames, eventNameList, methodNameOf, type MethodName } from './channel-names.ts';
import { checkStepIds } from './connection-check-words.ts';
import { profileCheckInputSchema, profileInputSchema, profileSchema } from './profile-schema.ts';
import { languages } from '../language.ts';
import { maskKindSchema, privacyViewSchema } from './privacy-schema.ts';

// The one contract between the page and the main process: channel → input schema → output schema.
// main registers a handler per channel, the preload builds `window.desk` from it, browser mode serves
// it over HTTP. Inputs are parsed in main (never trusted); outputs never carry a cookie or password.

const none = z.strictObject({});
const ok = z.object({ done: z.literal(true) });

/** Update channels: stable releases only, or betas as well. */
export const updateChannels = ['stable', 'beta'] as const;
/** Why a feed address is refused: not an address, another scheme, or http:// to another machine. */
export type FeedUrlProblem = 'address' | 'scheme' | 'http-remote';
/** Main's words for each problem (the page shows its own translation, renderer/features/updates). */
export const feedUrlProblemMessages: Record<FeedUrlProblem, string> = {
  address: 'is not an address: use https://…, a shared folder (file://…) or http://localhost…',
  scheme: 'use an https:// address, a shared folder (file://) or http:// only for this computer',
  'http-remote':
    'http:// is accepted only for this computer (localhost, 127.0.0.1, ::1): a feed on another machine needs https:// or a shared folder (file://)',
};
/**
 * Why an update feed address is refused, or null when it is accepted: https://, file:// (a shared folder),
 * or http:// to this computer only. Why no plain http to the LAN: whoever is on the way could answer for
 * the feed (the signature check still stops a forged update, but not a held-back one or a look at the traffic).
 */
export function feedUrlProblem(value: string): FeedUrlProblem | null {
  const text = value.trim();
  if (!/^[a-z][a-z0-9+.-]*:/i.test(text) || !URL.canParse(text)) return 'address';
  const url = new URL(text);
  if (url.protocol === 'https:' || url.protocol === 'file:') return null;
  if (url.protocol !== 'http:') return 'scheme';
  // Why the parsed host: WHATWG URL parsing turns 0x7f.1 or 2130706433 into 127.0.0.1, and 127.0.0.1.nip.io stays a name.
  return url.hostname === 'localhost' || url.hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(url.hostname)
    ? null
    : 'http-remote';
}
/** An update feed address the app accepts (feedUrlProblem), from the page or IT's policy. */
export const feedUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .superRefine((value, context) => {
    const problem = feedUrlProblem(value);
    // Why the problem as a param too: main words it for the person (shared/ipc/validation-words.ts).
    if (problem)
      context.addIssue({ code: 'custom', message: feedUrlProblemMessages[problem], params: { feedProblem: problem } });
  });
/** Settings the user changes from the page. */
export const settingsSchema = z.object({
  language: z.enum(languages),
  theme: z.enum(['light', 'dark', 'system']),
  zoom: z.number().min(0.5).max(2),
  /**
   * Where updates come from ('' = none); IT's policy may pin it (electron/update). Read as any string so an
   * address an older version kept (http:// to the LAN) does not cost the other settings; the updater refuses
   * it and says why, and a change from the page must pass feedUrlSchema (settingsChangeSchema).
   */
  updateFeedUrl: z.string().max(2000).optional(),
  updateChannel: z.enum(updateChannels).optional(),
  /** Minutes without input before the app locks itself (10 when absent); IT's policy may pin it (electron/lock). */
  idleLockMinutes: z.number().int().min(1).max(240).optional(),
  /** Seconds without input before the lock, overriding the minutes; for tests and kiosks only, not shown on the settings screen (null clears it). */
  idleLockSeconds: z.number().int().min(2).max(86_400).nullable().optional(),
  /** Days a form's draft is kept before it expires (7 when absent). */
  draftRetentionDays: z.number().int().min(1).max(90).optional(),
  /** Whether signing out keeps this operator's drafts (the sign-out confirmation's box starts from it; false when absent). */
  keepDraftsAtSignOut: z.boolean().optional(),
  /** Days the branch office's local copy is kept unused before it is wiped (30 when absent; issue 46, electron/cache). */
  cacheDays: z.number().int().min(1).max(365).optional(),
  /** Minutes after which a PIX or typeable line from the local copy is offered with a warning (60 when absent). */
  invoiceStaleMinutes: z.number().int().min(5).max(1440).optional(),
  /** Whether personal data shows masked (true when absent); IT's policy may pin it (electron/privacy). */
  maskPersonalData: z.boolean().optional(),
  /** Which kinds of personal data are masked (all when absent); IT's policy may pin them. */
  maskedFields: z.array(maskKindSchema).max(20).optional(),
});
/** The user's settings. */
export type Settings = z.infer<typeof settingsSchema>;
/** A change of settings from the page: a new feed address must be one the app accepts. */
export const settingsChangeSchema = settingsSchema
  .extend({ updateFeedUrl: z.union([z.literal(''), feedUrlSchema]) })
  // Why not here: masking changes only through privacy:set, which asks the operator's password to show data whole.
  .omit({ maskPersonalData: true, maskedFields: true })
  .partial()
  .strict();

/** Connection state shown in the top bar. */
export const connectionStates = ['online', 'reconnecting', 'offline'] as const;

/** Who is signed in where, as the page may know it (never a cookie or password). */
export const sessionStateSchema = z.object({
  signedIn: z.boolean(),
  profileId: z.string().nullable(),
  username: z.string().nullable(),
  expired: z.boolean(),
  connection: z.enum(connectionStates),
});
/** Session state. */
export type SessionState = z.infer<typeof sessionStateSchema>;

/** State of the embedded demo provider service. */
export const demoStatusSchema = z.object({
  state: z.enum(['stopped', 'starting', 'running', 'failed']),
  /** Demo clients written so far while it seeds its first database. */
  progress: z.object({ done: z.number(), total: z.number() }).optional(),
  message: z.string().optional(),
});
/** Demo service state. */
export type DemoStatus = z.infer<typeof demoStatusSchema>;

/** Where an update stands, as the page shows it. */
export const updateStatusSchema = z.object({
  state: z.enum([
    'idle',
    'disabled',
    'unconfigured',
    'checking',
    'not-available',
    'available',
    'downloading',
    'downloaded',
    'error',
  ]),
  version: z.string().optional(),
  notes: z.string().optional(),
  percent: z.number().min(0).max(100).optional(),
  /**
   * Why a check or download failed (the feed cannot be reached, is not a feed, is not signed by the project
   * or its signature does not verify, the address is refused, the file does not match it), or why an
   * offered version was not taken ('downgrade', with state 'not-available').
   */
  code: z
    .enum([
      'feed-unreachable',
      'feed-invalid',
      'feed-unsigned',
      'feed-signature',
      'feed-too-large',
      'feed-refused',
      'checksum',
      'signature',
      'downgrade',
      'other',
    ])
    .optional(),
  message: z.string().optional(),
  /** Where to get a version this installation does not install itself (a deb package: the package manager does). */
  manualUrl: z.string().optional(),
});
/** Update status. */
export type UpdateStatus = z.infer<typeof updateStatusSchema>;
/** How updates are set up on this machine: the user's settings as IT's policy leaves them. */
export const updateViewSchema = z.object({
  /** False in browser mode: the installed app manages its own updates. */
  managed: z.boolean(),
  enabled: z.boolean(),
  feedUrl: z.string().nullable(),
  channel: z.enum(updateChannels),
  feedPinned: z.boolean(),
  channelPinned: z.boolean(),
  /** The policy file in force, if any. */
  policySource: z.string().nullable(),
  /** A system package (deb) the package manager updates: the app only says a version is available, and where. */
  manualInstall: z.boolean().optional(),
  policyInvalid: z.boolean(),
  currentVersion: z.string(),
  status: updateStatusSchema,
});
/** Update setup and status. */
export type UpdateView = z.infer<typeof updateViewSchema>;

const paging = {
  start: z.number().int().min(0),
  limit: z.number().int().min(1).max(maxPageSize),
  sort: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_.]{1,44}$/)
    .optional(),
  dir: z.enum(['ASC', 'DESC']).optional(),
};
const customerId = z.string().regex(/^[a-f0-9]{16,64}$/, 'is not a customer session');
// Why parseWhere as well: the zod model checks each element; parseWhere checks the joins, depth and bounds.
const whereInput = FilterSchema.superRefine((filter, ctx) => {
  const outcome = parseWhere(filter);
  if (!outcome.ok) ctx.addIssue({ code: 'custom', message: outcome.error.message });
});
/**
 * A client write's answer: the identifying fields, and, when the write carried phones, whether the record read
 * back holds them (client_phones is beyond the interface's registration table, so a server may drop it).
 */
const clientWriteOutcome = clientIdentity.extend({ phones: z.enum(['kept', 'notKept', 'unconfirmed']).optional() });

/**
 * When a read was answered from the branch office's local copy (issue 46) instead of the server: the fetch time
 * of the oldest row it holds (ms since the epoch), which the screen owns up to ("dados de HH:MM"). Absent when
 * the server answered.
 */
const cachedAt = z.number().int().min(0).optional();
/** Where a read may come from: the server (falling back to the local copy when it does not answer; the default) or the local copy only. */
export const readSources = ['server', 'cache'] as const;
const readSource = z.enum(readSources).optional();
const pageOf = <T extends z.ZodType>(row: T) => z.object({ total: z.number(), rows: z.array(row), cachedAt });

const checkStepSchema = z.object({
  id: z.enum(checkStepIds),
  status: z.enum(['pass', 'fail', 'skip']),
  title: z.string(),
  detail: z.string(),
});

/** Why the app locked itself: no input for a while, the operating system locked or slept, or the operator asked. */
export const lockReasons = ['idle', 'system', 'manual'] as const;
/** The idle lock as the page sees it (electron/lock): never a password or its verifier. */
export const lockStateSchema = z.object({
  locked: z.boolean(),
  reason: z.enum(lockReasons).nullable(),
  /** Seconds without input before the page locks (the setting, or IT's policy). */
  idleSeconds: z.number().int().min(2),
  /** Whether IT's policy fixes the idle time (the settings screen shows it read-only). */
  idlePinned: z.boolean(),
  /** Whether the password can be checked here when the server cannot be reached (a verifier from this session's sign-in). */
  offlineUnlock: z.boolean(),
});
/** The lock's state. */
export type LockState = z.infer<typeof lockStateSchema>;

const draftForm = z.string().regex(/^[a-z][a-z0-9-]{0,59}$/, 'is not a form name');
const draftSubject = z.string().min(1).max(200);
/** Most a draft may weigh, as JSON: a form's typing, never a file. */
export const maxDraftChars = 100_000;
/** A form's draft as main keeps it for the signed-in operator (electron/drafts): the typed values, never a password. */
export const draftSchema = z.strictObject({
  form: draftForm,
  subject: draftSubject,
  label: z.string().max(300),
  values: z.record(z.string(), z.unknown()).refine((values) => JSON.stringify(values).length <= maxDraftChars, {
    message: `is larger than ${maxDraftChars} characters`,
  }),
  savedAt: z.number().int().min(0),
  /** Sent while the server did not answer (issue 46): waits for the clerk to check it and send it at reconnect. */
  pending: z.boolean().optional(),
});
/** A kept draft. */
export type DraftRecord = z.infer<typeof draftSchema>;

/**
 * Why a local copy is or is not kept (issue 46): on; off because the operating system offers no keychain to seal it,
 * because IT's policy turned it off, or because nobody is signed in.
 */
export const cacheStatuses = ['on', 'no-keychain', 'policy', 'signed-out'] as const;
/** The branch office's local copy of the signed-in operator's server, as the page may know it (never a record). */
export const cacheStateSchema = z.object({
  status: z.enum(cacheStatuses),
  /** Clients the copy holds. */
  clients: z.number().int().min(0),
  /** Clients whose customer-area lists (invoices, contracts, connections, support orders) the copy holds. */
  customers: z.number().int().min(0),
  /** The copy's files on disk, in bytes. */
  sizeBytes: z.number().int().min(0),
  /** When the background refresh last read the whole client list (ms since the epoch), or never. */
  lastRefreshAt: z.number().int().min(0).nullable(),
  /** The background refresh under way: clients read of how many, or none running. */
  refresh: z.object({ done: z.number().int().min(0), total: z.number().int().min(0) }).nullable(),
});
/** The local copy's state. */
export type CacheState = z.infer<typeof cacheStateSchema>;
/**
 * What the check of a draft sent while offline found against the server (issue 46, `drafts:check`): the CPF/CNPJ or user
 * name is already another client's; the client changed on the server since the form loaded it (the fields that differ);
 * the client is gone.
 */
export const draftProblemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('duplicate'),
    field: z.enum(['client_doc1', 'client_username']),
    clientPk: z.number().int().min(1),
  }),
  z.object({ kind: z.literal('changed'), fields: z.array(z.string().max(60)).max(100) }),
  z.object({ kind: z.literal('removed') }),
]);
/** A problem a draft's check found. */
export type DraftProblem = z.infer<typeof draftProblemSchema>;

/** Every channel of the page ↔ main bridge with its input and output schemas. */
export const contract = {
  'app:info': {
    input: none,
    output: z.object({
      version: z.string(),
      host: z.enum(['electron', 'browser']),
      platform: z.string(),
      secretsAvailable: z.boolean(),
    }),
  },
  'app:diagnostics': { input: none, output: z.object({ text: z.string() }) },
  'settings:get': { input: none, output: settingsSchema },
  'settings:set': { input: settingsChangeSchema, output: settingsSchema },
  // The page says whether a form has unsaved changes, so an update never restarts over them.
  'app:setDirty': { input: z.strictObject({ dirty: z.boolean() }), output: ok },
  'update:state': { input: none, output: updateViewSchema },
  'update:check': { input: none, output: updateStatusSchema },
  'update:install': {
    input: none,
    output: z.object({
      restarting: z.boolean(),
      reason: z.enum(['unsaved', 'not-downloaded', 'unmanaged', 'manual']).optional(),
    }),
  },

  'profiles:list': {
    input: none,
    output: z.object({ profiles: z.array(profileSchema), activeId: z.string().nullable() }),
  },
  'profiles:save': { input: profileInputSchema, output: profileSchema },
  'profiles:remove': { input: z.strictObject({ id: z.string().min(1) }), output: ok },
  'profiles:select': { input: z.strictObject({ id: z.string().min(1) }), output: ok },
  // "Testar conexão": the form's fields as typed (saved or not) and, for the login step, the typed password.
  'profiles:test': {
    input: profileCheckInputSchema,
    output: z.object({ ok: z.boolean(), steps: z.array(checkStepSchema) }),
  },

  'session:state': { input: none, output: sessionStateSchema },
  'session:login': {
    input: z.strictObject({
      profileId: z.string().min(1),
      username: z.string().trim().min(1).max(120),
      password: z.string().min(1).max(200),
      remember: z.boolean(),
    }),
    output: sessionStateSchema,
  },
  'session:resume': { input: z.strictObject({ password: z.string().min(1).max(200) }), output: sessionStateSchema },
  // keepDrafts: the sign-out confirmation's box; absent, the setting keepDraftsAtSignOut decides.
  'session:logout': { input: z.strictObject({ keepDrafts: z.boolean().optional() }), output: sessionStateSchema },
  // The idle lock (electron/lock): its state, the page's idle timer engaging it, and the operator's password lifting it.
  'lock:state': { input: none, output: lockStateSchema },
  'lock:engage': { input: z.strictObject({ reason: z.enum(['idle', 'manual']) }), output: lockStateSchema },
  // The page saw input (a hint, sent at most every few seconds): main's own idle timer decides (electron/lock/idle-watch.ts).
  'lock:activity': { input: none, output: ok },
  'session:unlock': { input: z.strictObject({ password: z.string().min(1).max(200) }), output: lockStateSchema },
  // Drafts of forms, kept by main for the signed-in operator and profile (electron/drafts). `persistent`: false where
  // no keychain seals them on disk (browser mode, Linux's basic_text), so they live in main's memory until it closes.
  'drafts:list': {
    input: none,
    output: z.object({ drafts: z.array(draftSchema), persistent: z.boolean().optional() }),
  },
  'drafts:get': {
    input: z.strictObject({ form: draftForm, subject: draftSubject }),
    output: z.object({ draft: draftSchema.nullable() }),
  },
  'drafts:put': { input: draftSchema, output: ok },
  'drafts:remove': { input: z.strictObject({ form: draftForm, subject: draftSubject }), output: ok },
  // A draft sent while offline, checked against the server before the clerk sends it (issue 46): never sent by itself.
  'drafts:check': {
    input: z.strictObject({ form: draftForm, subject: draftSubject }),
    output: z.object({ problems: z.array(draftProblemSchema) }),
  },
  // The branch office's local copy (issue 46, electron/cache): its state, and the clerk's "Apagar cópia local".
  'cache:state': { input: none, output: cacheStateSchema },
  'cache:wipe': { input: none, output: cacheStateSchema },

  'demo:status': { input: none, output: demoStatusSchema },
  // The login screen with the Demo profile chosen: starts the demo service in the background, so it is ready by the
  // time the operator has typed; answers its state at once (its start goes on, reported by the demo:status event).
  'demo:prepare': { input: none, output: demoStatusSchema },

  'dashboard:info': { input: none, output: z.object({ record: dashboardRecord }) },
  // New and deactivated clients per month over the 12 months ending with `month` (the page's calendar; oldest first),
  // from the totals of filtered client lists; kept for the sign-in (refresh: compute again). computedAt: an ISO instant.
  'dashboard:trend': {
    input: z.strictObject({
      month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'is not a month (YYYY-MM)'),
      refresh: z.boolean().optional(),
    }),
    output: z.object({
      computedAt: z.iso.datetime(),
      months: z.array(
        z.object({ month: z.string(), newClients: z.number().int().min(0), deactivated: z.number().int().min(0) }),
      ),
    }),
  },
  'clients:list': {
    input: z.strictObject({ ...paging, where: whereInput.default([]), source: readSource }),
    output: pageOf(clientRecord),
  },
  // The search rule of the palette and the list's search box (shared/search): the typed text, the list's own filter
  // ANDed to it, rows per kind; answered by kind, names ranked by how well they match (accents and case ignored).
  'clients:search': {
    input: z.strictObject({
      text: z.string().max(searchMaxLength),
      where: whereInput.default([]),
      limit: z.number().int().min(1).max(searchMaxRows),
      source: readSource,
    }),
    output: z.object({
      invalidDocument: z.boolean(),
      cachedAt,
      groups: z.array(
        z.object({
          kind: z.enum(searchKinds),
          rows: z.array(clientRecord),
          total: z.number(),
          complete: z.boolean(),
        }),
      ),
    }),
  },
  'clients:get': {
    input: z.strictObject({ client_pk: z.number().int().min(1) }),
    output: z.object({ record: clientRecord.nullable(), cachedAt }),
  },
  'clients:create': { input: deskClientCreateSchema, output: clientWriteOutcome },
  'clients:update': { input: deskClientUpdateSchema, output: clientWriteOutcome },
  'clients:setRemoved': {
    input: z.strictObject({
      client_pk: z.number().int().min(1),
      cur_client_status: z.union([z.literal(0), z.literal(1)]),
    }),
    output: clientIdentity,
  },
  'clients:offices': {
    input: none,
    output: z.object({
      offices: z.array(z.object({ offices_pk: z.number(), offices_identification: z.string().nullable() })),
    }),
  },

  'customer:open': {
    // The password may be left out when the server sent it in the client record (main kept it).
    input: z.strictObject({
      username: z.string().trim().min(1).max(120),
      password: z.string().min(1).max(200).optional(),
      clientPk: z.number().int().min(1).optional(),
    }),
    // cachedAt: the server did not answer and the card opened the local copy of this customer's lists (read only).
    output: z.object({ customerId: z.string(), username: z.string(), config: siteConfigForPage, cachedAt }),
  },
  'customer:close': { input: z.strictObject({ customerId }), output: ok },
  'customer:contracts': { input: z.strictObject({ customerId, ...paging }), output: pageOf(contractRecord) },
  'customer:invoices': { input: z.strictObject({ customerId, ...paging }), output: pageOf(invoiceRecord) },
  'customer:connections': { input: z.strictObject({ customerId, ...paging }), output: pageOf(connectionRecord) },
  'customer:supportOrders': { input: z.strictObject({ customerId, ...paging }), output: pageOf(supportOrderRecord) },
  'customer:tasks': { input: z.strictObject({ customerId }), output: z.object({ rows: z.array(taskRecord) }) },
  'customer:openSupportOrder': {
    input: z.strictObject({ customerId, ...supportCreateShape }),
    output: supportCreateRecord,
  },
  'customer:setPassword': {
    input: withRepeatedPassword(z.strictObject({ customerId, ...setPasswordShape })),
    output: z.object({ client_username: z.string().nullable(), client_pk: z.number() }),
  },
  // Invoice actions (issue 18): main writes the clipboard and clears it after a while if it still holds the text.
  'clipboard:writeTemporary': {
    input: z.strictObject({ text: z.string().min(1).max(4000) }),
    output: z.object({ holdMs: z.number() }),
  },
  // The printable boleto saved as PDF by Electron (issue 18); a plain file name, the operator picks the folder.
  'print:savePdf': {
    input: z.strictObject({ fileName: z.string().regex(/^[\w.-]{1,80}\.pdf$/, 'must be a plain .pdf file name') }),
    output: z.object({ saved: z.boolean() }),
  },

  // The audit journal (electron/audit): the "Registro de atividades" screen, and what only the page sees happen
  // (a reveal, an export, a dossier); main journals the writes itself.
  'audit:list': { input: auditListInput, output: auditListOutput },
  'audit:verify': { input: none, output: auditVerifyOutput },
  'audit:export': { input: auditExportInput, output: auditExportOutput },
  'audit:record': { input: auditRecordInput, output: auditRecordOutput },
  // Masking of personal data (renderer/privacy): the settings as IT's policy leaves them.
  'privacy:state': { input: none, output: privacyViewSchema },
  // A change of masking (issue 43): showing any kind whole takes the operator's password, checked as the lock screen
  // checks it; every change is journaled. Answers the masking in force afterwards.
  'privacy:set': {
    input: z.strictObject({
      maskPersonalData: z.boolean().optional(),
      maskedFields: z.array(maskKindSchema).max(20).optional(),
      password: z.string().min(1).max(200).optional(),
    }),
    output: privacyViewSchema,
  },
  // Sends an invoice to a client by WhatsApp or e-mail (issue 43): main reads the client's phones or e-mails, takes the
  // one at `index` of the list the page showed masked (shared/billing/share-contacts.ts), builds the link, journals the
  // reveal and opens it; `masked` is what the page showed of it, so a list changed meanwhile is refused. The page never
  // puts the whole number or address on screen or in a link; browser mode, which has no system browser of its own,
  // gets the link back to open (journaled the same).
  'share:open': {
    input: z.strictObject({
      clientPk: z.number().int().min(1),
      channel: z.enum(['whatsapp', 'email']),
      index: z.number().int().min(0).max(50),
      masked: z.string().max(200),
      subject: z.string().max(300).optional(),
      message: z.string().min(1).max(3000),
    }),
    output: z.object({ opened: z.boolean(), url: z.string().optional() }),
  },
} as const;

/** Main → page events, each with its payload schema. */
export const events = {
  'session:expired': z.object({ area: z.enum(['admin', 'client']), customerId: z.string().optional() }),
  'connection:changed': z.object({ state: z.enum(connectionStates) }),
  'demo:status': demoStatusSchema,
  // The link notices: a mailto:/wa.me link was too long for the system and opened without its text, which
  // was copied; or a link could not be opened and its text was copied (electron/shell/open-external-link.ts).
  'ui:command': z.object({
    command: z.enum([
      'show-shortcuts',
      'diagnostics-copied',
      'mail-text-copied',
      'whatsapp-text-copied',
      'link-not-opened',
    ]),
  }),
  'update:status': updateStatusSchema,
  // The operating system locked the screen or went to sleep (Electron's powerMonitor): the page covers itself.
  'lock:engaged': z.object({ reason: z.enum(lockReasons) }),
  // The local copy changed state (opened, wiped, refreshed, a refresh's progress).
  'cache:changed': cacheStateSchema,
} as const;

/** A channel name, such as `clients:list`. */
export type Channel = keyof typeof contract;
/** An event name, such as `session:expired`. */
export type EventName = keyof typeof events;
/** What a channel takes, as the page writes it. */
export type ChannelInput<C extends Channel> = z.input<(typeof contract)[C]['input']>;
/** What a channel takes after main parsed it. */
export type ChannelArgs<C extends Channel> = z.output<(typeof contract)[C]['input']>;
/** What a channel answers. */
export type ChannelOutput<C extends Channel> = z.output<(typeof contract)[C]['output']>;
/** An event's payload. */
export type EventPayload<E extends EventName> = z.output<(typeof events)[E]>;

/** Every channel name, in contract order. */
export const channels = channelNames;
/** Every event name. */
export const eventNames = eventNameList;
export { methodNameOf, type MethodName };

// Compile-time proof that the name lists of channel-names.ts are exactly this contract's keys.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const channelListMatches: Same<(typeof channelNames)[number], Channel> = true;
const eventListMatches: Same<(typeof eventNameList)[number], EventName> = true;
void channelListMatches;
void eventListMatches;
