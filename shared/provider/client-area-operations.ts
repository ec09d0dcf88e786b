import { z } from 'zod';
import { clientAreaPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../registration/password.ts';
import { envelopeOf } from './envelope.ts';
import { formInt, formText, sortColumn, sortDir } from './form-fields.ts';
import { clientAreaPagingShape } from './paging.ts';
import { maybe, wireAmount, wireBool, wireDate, wireDateTime, wireNumber, wireText } from './tolerant.ts';

/** Fields of every client-area list request (paging, sorting, and an optional `where`). */
export const clientAreaListShape = {
  ...clientAreaPagingShape,
  where: z.string().max(20_000, 'is too long').optional(),
};

/** Fields of the config request: the customer's credentials, optional when a session exists. */
export const configInfoShape = { username: formText.optional(), password: z.string().max(200).optional() };
/** The provider's public configuration (success, links, what the customer may do). */
export const configInfoResponse = z.looseObject({
  success: z.literal(true),
  social_network: z.looseObject({ page: wireText, title: wireText }).optional(),
  regulator: z.looseObject({ scm: wireText, title: wireText }).optional(),
  title: wireText.optional(),
  theme: wireText.optional(),
  support_open_time: wireNumber.optional(),
  print_contract: wireNumber.optional(),
  change_password: wireNumber.optional(),
});

const pageText = z.string().nullable().optional();
const pageNumber = z.number().nullable().optional();
/**
 * The config answer as the page receives it (`customer:open`): the fields the contract names, already read, and
 * nothing else. Why a pick with z.object (which drops unknown keys) and not the loose answer: a server that echoes
 * the credentials main sent it (the client-area password main keeps) would otherwise hand them to the page (issue 43).
 */
export const siteConfigForPage = z.object({
  success: z.literal(true),
  social_network: z.object({ page: pageText, title: pageText }).optional(),
  regulator: z.object({ scm: pageText, title: pageText }).optional(),
  title: pageText,
  theme: pageText,
  support_open_time: pageNumber,
  print_contract: pageNumber,
  change_password: pageNumber,
});

// Why the registration's rule: one count of characters (code points) for the form, the wire and the service.
const passwordText = clientAreaPassword(`must have ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`);
/** Fields of set password. */
export const setPasswordShape = { user_password: passwordText, user_password_repeat: passwordText };
/** Adds the one cross-field rule of set password to any object schema holding its fields: the repeat must match. */
export function withRepeatedPassword<T extends z.ZodType<{ user_password: string; user_password_repeat: string }>>(
  schema: T,
) {
  return schema.refine((body) => body.user_password === body.user_password_repeat, {
    message: 'must repeat the password',
    path: ['user_password_repeat'],
  });
}
/** Set password request as the app sends it (exact; the two fields must match). */
export const setPasswordRequest = withRepeatedPassword(z.strictObject(setPasswordShape));
/** Set password response: the customer's user name and number. */
export const setPasswordResponse = envelopeOf(z.looseObject({ client_username: wireText, client_pk: wireNumber }));

/** A contract of the customer. */
export const contractRecord = z.looseObject({
  contract_pk: wireNumber,
  contract_number: wireNumber,
  contract_pay_day: maybe(wireNumber),
  contract_amount: maybe(wireAmount),
  contract_date_cad: maybe(wireDateTime),
});
/** Contract list response. */
export const contractListResponse = envelopeOf(contractRecord);

/** An invoice of the customer. */
export const invoiceRecord = z.looseObject({
  contract_pk: maybe(wireNumber),
  contract_number: maybe(wireNumber),
  invoice_pk: wireNumber,
  bank_account_code: maybe(wireText),
  invoice_gn_link: maybe(wireText),
  invoice_date_due: maybe(wireDate),
  invoice_amount_document: maybe(wireAmount),
  invoice_date_credit: maybe(wireDate),
  invoice_amount_paid: maybe(wireAmount),
  invoice_type: maybe(wireNumber),
  invoice_state: maybe(wireNumber),
  invoice_obs: maybe(wireNumber),
  // What deployed servers send for paying an open invoice (issue 18): the boleto's 44-digit barcode, the
  // PIX BR Code ("copia e cola") and the "nosso número"; optional (older servers send none), null or "" read as null.
  invoice_barcode: maybe(wireText).optional(),
  invoice_qrcode: maybe(wireText).optional(),
  invoice_nosso_num: maybe(wireText).optional(),
});
/** Invoice list response. */
export const invoiceListResponse = envelopeOf(invoiceRecord);

const cpeNumbers = [
  'network_cpe_status',
  'network_cpe_mac_status',
  'network_cpe_ip_status',
  'network_cpe_authentication_type',
  'network_cpe_lending',
  'network_cpe_wifi_encryption_type',
  'network_cpe_fiber',
  'network_cpe_req_origin',
  'network_devices_pk',
  'radius_plans_pk',
  'contract_pk',
  'network_subnets_pk',
  'client_pk',
  'panel_pk',
  'network_cpe_control_pk',
] as const;
const cpeBooleans = [
  'network_cpe_automac',
  'network_cpe_autoip',
  'network_cpe_deleted',
  'network_cpe_reduced_speed',
  'network_cpe_turbo_active',
] as const;
const cpeTexts = [
  'network_cpe_ip',
  'network_cpe_mac',
  'network_cpe_username',
  'network_cpe_password',
  'network_cpe_access_login',
  'network_cpe_access_password',
  'network_cpe_access_port',
  'network_cpe_longitude',
  'network_cpe_latitude',
  'network_cpe_circuit_id',
] as const;

/** A connection (CPE) of the customer; the many "commom" fields pass through untouched. */
export const connectionRecord = z.looseObject({
  network_cpe_pk: wireNumber,
  ...Object.fromEntries(cpeNumbers.map((name) => [name, maybe(wireNumber)])),
  ...Object.fromEntries(cpeBooleans.map((name) => [name, maybe(wireBool)])),
  ...Object.fromEntries(cpeTexts.map((name) => [name, maybe(wireText)])),
  network_cpe_date_cad: maybe(wireDateTime),
});
/** Connection list response. */
export const connectionListResponse = envelopeOf(connectionRecord);

/** A support order of the customer. */
export const supportOrderRecord = z.looseObject({
  support_protocol: wireText,
  os_obs: maybe(wireText),
  os_date_entry: maybe(wireDateTime),
  os_date_soluction: maybe(wireDateTime),
  os_date_sched: maybe(wireDateTime),
  os_done: maybe(wireNumber),
  os_amount: maybe(wireAmount),
  task_name: maybe(wireText),
  task_desc: maybe(wireText),
});
/** Support order list response. */
export const supportOrderListResponse = envelopeOf(supportOrderRecord);

/** Priorities of a support order: 0 low, 1 normal, 2 high, 3 urgent (the interface leaves them open). */
export const supportPriorities = [0, 1, 2, 3] as const;

/** Fields of support order create. */
export const supportCreateShape = {
  priority: formInt.pipe(
    z
      .number()
      .refine(
        (value) => (supportPriorities as readonly number[]).includes(value),
        'must be 0 (low), 1 (normal), 2 (high) or 3 (urgent)',
      ),
  ),
  task_pk: formInt.pipe(z.number().min(1, 'must be a task kind')),
  phone: formText.pipe(
    z.string().regex(/^[0-9()+\-\s]{8,20}$/, 'must be a phone number (8 to 20 digits, spaces, +, -, parentheses)'),
  ),
  os_obs: formText.pipe(
    z.string().min(5, 'must have at least 5 characters').max(2000, 'must have at most 2000 characters'),
  ),
};
/** Support order create request as the app sends it (exact). */
export const supportCreateRequest = z.strictObject(supportCreateShape);
/** The support order created (os record, with the protocol number). */
export const supportCreateRecord = z.looseObject({
  os_pk: wireNumber,
  support_pk: maybe(wireNumber),
  support_protocol: maybe(wireText),
  os_obs: maybe(wireText),
  task_pk: maybe(wireNumber),
  os_done: maybe(wireNumber),
  os_date_entry: maybe(wireDateTime),
});
/** Support order create response. */
export const supportCreateResponse = envelopeOf(supportCreateRecord);

/** Fields of the task kind list. */
export const taskListShape = { sort: sortColumn.optional(), dir: sortDir.optional() };
/** A support task kind. */
export const taskRecord = z.looseObject({ task_pk: wireNumber, task_name: wireText });
/** Task kind list response. */
export const taskListResponse = envelopeOf(taskRecord);
