import { z } from 'zod';
import { clientIdentity, envelopeOf } from './envelope.ts';
import { formInt, formText } from './form-fields.ts';
import { pagingShape } from './paging.ts';
import { maybe, wireAmount, wireDateTime, wireNumber, wireText, wireZip } from './tolerant.ts';

/** Fields of a login form (both areas). */
export const loginShape = {
  username: formText.pipe(z.string().min(1, 'is required').max(120, 'is too long')),
  password: z.string().min(1, 'is required').max(200, 'is too long'),
};

/** Fields of the client list request; `where` is the JSON filter text (see shared/filter). */
export const clientListShape = { ...pagingShape, where: z.string().max(20_000, 'is too long').optional() };

/** A client of the administrative list; tolerant of how deployed servers write each field. */
export const clientRecord = z.looseObject({
  client_pk: wireNumber,
  client_status: wireNumber,
  client_type: wireNumber,
  client_username: maybe(wireText),
  client_password: maybe(wireText),
  client_name: wireText,
  client_lastname: maybe(wireText),
  client_mail: maybe(wireText),
  client_doc1: maybe(wireText),
  client_doc2: maybe(wireText),
  client_date_cad: maybe(wireDateTime),
  client_date_deactivation: maybe(wireDateTime),
  client_date_birth: maybe(wireDateTime),
  client_observations: maybe(wireText),
  offices_pk: maybe(wireNumber),
  offices_identification: maybe(wireText),
  client_complete_name: maybe(wireText),
  client_phones: maybe(wireText),
  cli_addr_address: maybe(wireText),
  cli_addr_number: maybe(wireText),
  cli_addr_neighborhood: maybe(wireText),
  cli_addr_zipcode: maybe(wireZip),
  cli_addr_province: maybe(wireText),
  cli_addr_state: maybe(wireText),
  cli_addr_completation: maybe(wireText),
});
/** Inferred type of a client record. */
export type ClientRecord = z.infer<typeof clientRecord>;
/** Client list response. */
export const clientListResponse = envelopeOf(clientRecord);

/** Create and update answer with the client's identifying fields. */
export const clientWriteResponse = envelopeOf(clientIdentity);

/** Fields of the remove/reactivate request: `cur_client_status` 0 removes, 1 reactivates. */
export const clientDeleteShape = {
  client_pk: formInt.pipe(z.number().min(1, 'must be a client number')),
  cur_client_status: formInt.pipe(
    z.union([z.literal(0), z.literal(1)], { message: 'must be 0 (remove) or 1 (reactivate)' }),
  ),
};

/** The dashboard record of the project's service; other servers send other fields, kept as they come. */
export const dashboardRecord = z.looseObject({
  clients_total: wireNumber.optional(),
  clients_active: wireNumber.optional(),
  clients_deactivated: wireNumber.optional(),
  clients_interested: wireNumber.optional(),
  clients_removed: wireNumber.optional(),
  clients_new_month: wireNumber.optional(),
  support_open: wireNumber.optional(),
  invoices_open: wireNumber.optional(),
  invoices_overdue: wireNumber.optional(),
  invoices_overdue_amount: wireAmount.optional(),
  generated_at: wireDateTime.optional(),
});
/** Dashboard response: the envelope with one record. */
export const dashboardResponse = envelopeOf(dashboardRecord);
