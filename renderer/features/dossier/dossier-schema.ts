import { z } from 'zod';

// The dossier's JSON file (issue 19, LGPD art. 18–19): everything the app can read about one client through
// the provider's interface, unmasked, for a data subject's request. Records keep every field the server sent
// (loose objects) that a data subject is owed; every other field, credentials first, is named in `omittedFields`
// (see dossier-records.ts for why an allow-list).

/** The dossier file's format version; a change of shape raises it. */
export const dossierVersion = 1;

const listOf = <T extends z.ZodType>(record: T) =>
  z
    .object({ total: z.number().int().min(0), rows: z.array(record) })
    .refine((list) => list.rows.length === list.total, {
      message: 'must hold every row the server counted',
    });

/** The client's registration record as `clients:get` answers it (no password field). */
export const dossierClientSchema = z.looseObject({
  client_pk: z.number().int().min(1),
  client_name: z.string(),
  client_password: z.never().optional(),
});

/** The client area's lists, each whole: when the customer's session could be opened, or why not. */
export const dossierAreaSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('included'),
    username: z.string().min(1),
    contracts: listOf(z.looseObject({ contract_pk: z.number() })),
    invoices: listOf(z.looseObject({ invoice_pk: z.number() })),
    connections: listOf(z.looseObject({ network_cpe_pk: z.number() })),
    supportOrders: listOf(z.looseObject({ support_protocol: z.string() })),
  }),
  /** The client has no client-area user name: the area cannot be read. */
  z.object({ status: z.literal('no-username') }),
  /** The operator made the dossier without opening the customer's session. */
  z.object({ status: z.literal('not-opened'), username: z.string().min(1) }),
]);

/** The dossier file: its version, when and by whom it was made, on which server, and the sections. */
export const dossierSchema = z.strictObject({
  version: z.literal(dossierVersion),
  /** When it was made (ISO 8601, UTC). */
  generatedAt: z.iso.datetime(),
  /** The operator signed in who made it. */
  operator: z.string().min(1),
  /** The server profile it was read from. */
  server: z.strictObject({ profileId: z.string().min(1), profileName: z.string(), adminUrl: z.string() }),
  client: dossierClientSchema,
  clientArea: dossierAreaSchema,
  /** Fields the server sent that the dossier leaves out (credentials and fields not owed: names only). */
  omittedFields: z.array(z.string()),
});
/** A client's dossier. */
export type Dossier = z.infer<typeof dossierSchema>;
/** A row of one of the dossier's lists. */
export type DossierRow = Readonly<Record<string, unknown>>;
