import { z } from 'zod';

// The audit journal's side of the contract (issue 19): what the page may record, read, verify and export.
// The journal lives in main (electron/audit); its entries hold personal data and travel only to the
// "Registro de atividades" screen, never to a log, the error journal or the diagnostics.

/** Every kind of audit entry (a closed list: main refuses any other). */
export const auditKinds = [
  'client.create',
  'client.update',
  'client.remove',
  'client.reactivate',
  'support-order.create',
  'customer.password-change',
  'reveal',
  'export',
  'dossier',
  'privacy.masking',
] as const;
/** Why personal values were shown whole besides "Revelar": an edit form opened, a WhatsApp or e-mail message sent. */
export const revealPurposes = ['edit', 'whatsapp', 'email'] as const;

/** One kind of audit entry. */
export type AuditKind = (typeof auditKinds)[number];

/** A field name as the records and forms name them (`client_doc1`): letters, digits and `_`. */
export const auditFieldName = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'is not a field name');
const clientPk = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** The client an entry is about: its number, name and client-area user name, as far as they are known. */
export const auditClientSchema = z.object({
  pk: z.number().optional(),
  name: z.string().optional(),
  username: z.string().optional(),
});

/** One changed field of a write: its value before and after (null: empty or not known). */
export const auditChangeSchema = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
/** One changed field. */
export type AuditChange = z.infer<typeof auditChangeSchema>;

/** One entry of the journal as the page reads it. */
export const auditEntrySchema = z.object({
  seq: z.number().int().min(1),
  /** When it happened (ISO 8601, UTC). */
  at: z.string(),
  operator: z.string(),
  profileId: z.string(),
  kind: z.enum(auditKinds),
  client: auditClientSchema.optional(),
  /** A write's changed fields (create: the values sent; update: before and after; never a password). */
  changes: z.array(auditChangeSchema).optional(),
  /** The field a reveal showed. */
  field: z.string().optional(),
  /** The fields one reveal showed at once (an edit form opened with them whole). */
  fields: z.array(z.string()).optional(),
  /** Why a reveal happened other than by "Revelar" (absent for "Revelar" itself). */
  purpose: z.enum(revealPurposes).optional(),
  /** Whether an export or dossier held unmasked personal data. */
  unmasked: z.boolean().optional(),
  /** An export's or dossier's file formats. */
  formats: z.array(z.string()).optional(),
  /** How many rows an export held (or had fetched when it failed or was cancelled). */
  rows: z.number().optional(),
  /** How an export ended: its file written and saved, or failed, or cancelled (absent in entries of older versions). */
  outcome: z.enum(['done', 'failed', 'cancelled']).optional(),
  /** What an export was of: the client grid, or this journal. */
  scope: z.string().optional(),
});
/** One audit entry. */
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'is not a date (aaaa-mm-dd)');

/** The screen's filters: operator, client (number, name or user name), kind, and days (inclusive). */
export const auditFilterShape = {
  operator: z.string().trim().min(1).max(120).optional(),
  client: z.string().trim().min(1).max(120).optional(),
  kind: z.enum(auditKinds).optional(),
  from: day.optional(),
  to: day.optional(),
};
/** Filters of the journal. */
export const auditFilterSchema = z.strictObject(auditFilterShape);
/** Filters of the journal, as main reads them. */
export type AuditFilter = z.infer<typeof auditFilterSchema>;

/** `audit:list`: one page of the active profile's journal, newest first. */
export const auditListInput = z.strictObject({
  ...auditFilterShape,
  start: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(500).default(100),
});
/** What `audit:list` answers. */
export const auditListOutput = z.object({
  total: z.number(),
  rows: z.array(auditEntrySchema),
  /** Every operator with entries for this profile on this machine (for the filter). */
  operators: z.array(z.string()),
  /** Whether entries are kept encrypted through the system's keychain on this machine. */
  encrypted: z.boolean(),
  /** Entries that could not be read (sealed on a keychain that is not available now, or damaged). */
  unreadable: z.number(),
});

/**
 * Why the chain breaks at an entry, or why a whole journal cannot be trusted: its head written in clear where its
 * entries are sealed, its entries in clear on a machine that seals, a journal the high-water marks do not know,
 * one whose files are gone while the marks say it had entries, or one whose marks were deleted or replaced.
 */
export const auditBreakReasons = [
  'missing',
  'edited',
  'unreadable',
  'truncated',
  'missing-file',
  'head-in-clear',
  'in-clear',
  'unmarked',
  'vanished',
  'marks-missing',
] as const;
/** What `audit:verify` answers: intact, or where each journal's chain breaks. */
export const auditVerifyOutput = z.object({
  /** No break found. Never "complete" by itself: only since `since` can this machine prove nothing was cut. */
  intact: z.boolean(),
  entries: z.number(),
  journals: z.number(),
  encrypted: z.boolean(),
  /** When this machine's high-water marks were begun (ISO): what is verified is verified since then. */
  since: z.string().nullable(),
  breaks: z.array(
    z.object({
      operator: z.string().nullable(),
      /** The entry number where the chain breaks (the changed or first missing one). */
      seq: z.number(),
      reason: z.enum(auditBreakReasons),
      file: z.string(),
    }),
  ),
});
/** A verification's outcome. */
export type AuditVerification = z.infer<typeof auditVerifyOutput>;

/** `audit:export`: the filtered journal's entries (newest first) for the page's CSV file, the export itself journaled. */
export const auditExportInput = z.strictObject(auditFilterShape);
/** What `audit:export` answers: every entry the filters keep, and how many. */
export const auditExportOutput = z.object({ entries: z.array(auditEntrySchema), rows: z.number() });

/** `audit:record`: what happens in the page and only the page knows (main writes the writes itself). */
export const auditRecordInput = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('reveal'), clientPk, field: auditFieldName }),
  // An edit form about to show a client's masked fields whole: one reveal of all of them, journaled before it opens.
  z.strictObject({
    kind: z.literal('reveal-form'),
    clientPk,
    fields: z.array(auditFieldName).min(1).max(24),
  }),
  z.strictObject({
    kind: z.literal('export'),
    unmasked: z.boolean(),
    formats: z
      .array(z.enum(['csv', 'xlsx']))
      .min(1)
      .max(2),
    rows: z.number().int().min(0).max(10_000_000),
    outcome: z.enum(['done', 'failed', 'cancelled']),
  }),
  z.strictObject({
    kind: z.literal('dossier'),
    clientPk,
    formats: z
      .array(z.enum(['pdf', 'json']))
      .min(1)
      .max(2),
  }),
]);
/** What the page records. */
/** What `audit:record` answers: the entry's number. */
export const auditRecordOutput = z.object({ seq: z.number() });
