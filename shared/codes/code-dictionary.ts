import { z } from 'zod';

// Why a dictionary per server profile: the interface leaves the meaning of most numeric codes unpublished
// (field notes: invoice_state, invoice_type, invoice_obs, os_done, network_cpe_status…), and each product
// numbers them its own way. The operator writes down what the codes of their server mean; presets fill in
// what is known (our own service's codes, and what is documented of the deployed product).

/** The coded fields of the client-area records whose meanings a profile can write down. */
export const codedFields = [
  'invoice_state',
  'invoice_type',
  'invoice_obs',
  'contract_status',
  'network_cpe_status',
  'network_cpe_mac_status',
  'network_cpe_ip_status',
  'network_cpe_authentication_type',
  'network_cpe_lending',
  'network_cpe_wifi_encryption_type',
  'network_cpe_fiber',
  'network_cpe_req_origin',
  'os_done',
] as const;
/** A coded field. */
export type CodedField = (typeof codedFields)[number];

/**
 * The fields whose value a clerk acts on (a state): a code without a label is shown as "not given by the server (N)".
 * Every other coded field says nothing without a label, and is then not shown at all.
 */
export const statusFields: ReadonlySet<CodedField> = new Set<CodedField>([
  'invoice_state',
  'contract_status',
  'network_cpe_status',
  'os_done',
]);

/** The presets a dictionary may start from: none, our own service, the deployed Controllr panel. */
export const codePresetIds = ['none', 'service', 'controllr'] as const;
/** A preset's name. */
export type CodePresetId = (typeof codePresetIds)[number];

/** A code as the wire sends it: a whole number (servers send 0–9 mostly; smallint at most). */
export const codeNumberSchema = z.int().min(-32_768).max(32_767);

/** One code's meaning: its label (empty: no label, even where the preset had one) and, for invoice_state, whether it cancels the invoice. */
export const codeEntrySchema = z.strictObject({
  code: codeNumberSchema,
  label: z.string().trim().max(80),
  cancels: z.boolean().optional(),
});
/** One code's meaning as stored. */
export type CodeEntry = z.infer<typeof codeEntrySchema>;

/**
 * A profile's code dictionary: the preset it starts from, and the operator's own entries, which add to the
 * preset's or replace them (same field and code). Why the preset is kept by name rather than copied: its labels
 * are then shown in the reader's language, and a preset improved in a later version reaches saved profiles.
 */
export const codeDictionarySchema = z.strictObject({
  preset: z.enum(codePresetIds),
  fields: z.partialRecord(
    z.enum(codedFields),
    z
      .array(codeEntrySchema)
      .max(200)
      .refine((entries) => new Set(entries.map((entry) => entry.code)).size === entries.length, 'codes repeat'),
  ),
});
/** A profile's code dictionary. */
export type CodeDictionary = z.infer<typeof codeDictionarySchema>;

/** What a profile saved before there were dictionaries reads as: the deployed product's documented codes, which the app showed before. */
export const legacyCodeDictionary: CodeDictionary = { preset: 'controllr', fields: {} };

/** The built-in Demo profile's dictionary: our own service's codes. */
export const serviceCodeDictionary: CodeDictionary = { preset: 'service', fields: {} };
