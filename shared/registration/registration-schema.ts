// Zod schemas for the client registration create and update inputs (column names of the provider interface).
import { z } from 'zod';
import { clientDocumentIssue, normalizeClientDocument, type ClientType } from './client-document.ts';
import { CLIENT_TEXT_MAX_LENGTH as MAX } from './field-limits.ts';
import {
  optionalEmail,
  optionalField,
  optionalIsoDate,
  optionalPassword,
  optionalPasswordConfirmation,
  optionalPhones,
  optionalState,
  optionalText,
  optionalUsername,
  requiredChoice,
  requiredId,
  requiredText,
} from './field-schemas.ts';
import { trimmedOrUndefined } from './form-values.ts';
import { parsePhoneList } from './phones.ts';

// Why: re-exported so callers validating a client body need one import (schemas and their error list).
export { registrationFieldErrors } from './registration-field-errors.ts';

const clientShape = {
  offices_pk: requiredId(),
  client_type: requiredChoice([0, 1]),
  client_status: requiredChoice([0, 1, 2, 3]),
  client_name: requiredText(MAX.client_name),
  client_lastname: requiredText(MAX.client_lastname),
  // Why: only trimmed here; whether it is a valid CPF or CNPJ depends on client_type (cross-field rule).
  client_doc1: optionalField(trimmedOrUndefined, z.string({ error: 'registration.value.invalid' })),
  client_doc2: optionalText(MAX.client_doc2),
  client_mail: optionalEmail(),
  client_date_birth: optionalIsoDate(),
  client_date_cad: optionalIsoDate(),
  client_username: optionalUsername(),
  client_password: optionalPassword(),
  client_password1: optionalPasswordConfirmation(),
  client_observations: optionalText(MAX.client_observations),
  // Why here though not in the interface's registration table: the record carries it, and a provider needs a phone.
  client_phones: optionalPhones(),
  cli_addr_address: optionalText(MAX.cli_addr_address),
  cli_addr_number: optionalText(MAX.cli_addr_number),
  cli_addr_neighborhood: optionalText(MAX.cli_addr_neighborhood),
  cli_addr_zipcode: optionalText(MAX.cli_addr_zipcode),
  cli_addr_province: optionalText(MAX.cli_addr_province),
  cli_addr_state: optionalState(),
  cli_addr_completation: optionalText(MAX.cli_addr_completation),
};

/** The interface names the office field both `offices_pk` and `office_pk`; folds the alias into `offices_pk`. */
function foldOfficeAlias(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('office_pk' in body)) return body;
  const { office_pk: alias, ...rest } = body as Record<string, unknown>;
  // Why: a blank offices_pk next to a filled office_pk is a form that used the alias, not a conflict.
  const hasOwn = 'offices_pk' in rest && trimmedOrUndefined(rest.offices_pk) !== undefined;
  return hasOwn ? rest : { ...rest, offices_pk: alias };
}

/** Who parses a body: the service keeps the interface's table; the desk (main and the form) adds its own rules. */
type Parser = 'interface' | 'desk';

/**
 * The desk's phone rule: a create carries at least one phone, and an update that sends the list does not empty it.
 * Why only a sent list on update: the form leaves an untouched list out, so a client registered before the rule
 * (or by another system) with no phone can still have its address fixed; the clerk is not pushed to invent a
 * number to save an unrelated change. A list with numbers that are wrong is named by the list's own rule.
 */
function phonesMissing(mode: 'create' | 'update', phones: unknown): boolean {
  if (phones === undefined) return mode === 'create';
  return typeof phones === 'string' && parsePhoneList(phones).length === 0;
}

/** Cross-field rules; reads the raw values defensively because it also runs when single fields failed. */
function crossFieldRules(mode: 'create' | 'update', parser: Parser = 'interface') {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    if (parser === 'desk' && phonesMissing(mode, value.client_phones))
      ctx.addIssue({ code: 'custom', message: 'registration.phone.required', path: ['client_phones'] });
    const type = value.client_type === 0 || value.client_type === 1 ? value.client_type : undefined;
    const doc1 = value.client_doc1;
    if (typeof doc1 === 'string') {
      const issue = clientDocumentIssue(doc1, type);
      if (issue) ctx.addIssue({ code: 'custom', message: issue.code, path: ['client_doc1'], params: issue.params });
    }
    const password = value.client_password;
    const confirmation = value.client_password1;
    // Why: on update an absent password keeps the current one; on create a user name needs a password to log in.
    if (mode === 'create' && value.client_username !== undefined && password === undefined) {
      ctx.addIssue({ code: 'custom', message: 'registration.password.required', path: ['client_password'] });
    }
    if ((password !== undefined || confirmation !== undefined) && password !== confirmation) {
      ctx.addIssue({ code: 'custom', message: 'registration.password.mismatch', path: ['client_password1'] });
    }
  };
}

/** client_doc1 in its stored form for the client's type; runs only once every rule passed, so both are valid. */
function normalizeDoc1<T extends { client_type: ClientType; client_doc1?: string | undefined }>(client: T): T {
  // Why in place: the object is the parse's own new output, seen by nobody else yet; a copy of every column
  // for one of them was work for nothing on each create and update.
  if (client.client_doc1 !== undefined)
    client.client_doc1 = normalizeClientDocument(client.client_doc1, client.client_type);
  return client;
}

// Why: by default zod skips refinements after any field error; running them whenever the body is an object
// lets a form show the cross-field errors together with the single-field ones.
const WHEN_OBJECT = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};
const OBJECT_ERROR = { error: 'registration.value.invalid' } as const;

/** The create schema for `parser`. */
const createSchema = (parser: Parser) =>
  z.preprocess(
    foldOfficeAlias,
    z
      .object(clientShape, OBJECT_ERROR)
      .superRefine(crossFieldRules('create', parser), WHEN_OBJECT)
      .transform(normalizeDoc1),
  );

/** The update schema for `parser`. */
const updateSchema = (parser: Parser) =>
  z.preprocess(
    foldOfficeAlias,
    z
      .object({ client_pk: requiredId(), ...clientShape }, OBJECT_ERROR)
      .superRefine(crossFieldRules('update', parser), WHEN_OBJECT)
      .transform(normalizeDoc1),
  );

/** Create input of a client: the registration columns; `office_pk` is accepted as an alias of `offices_pk`. */
export const clientCreateSchema = createSchema('interface');

/** Update input of a client: the create columns plus `client_pk`; an absent password keeps the current one. */
export const clientUpdateSchema = updateSchema('interface');

/** Create input as the desk sends it (main's IPC and the form): the interface's columns and at least one phone. */
export const deskClientCreateSchema = createSchema('desk');

/** Update input as the desk sends it: a phone list it sends is not empty (phonesMissing says why only then). */
export const deskClientUpdateSchema = updateSchema('desk');

/** A parsed, normalised client create input. */
export type ClientCreateInput = z.output<typeof clientCreateSchema>;

/** A parsed, normalised client update input. */
export type ClientUpdateInput = z.output<typeof clientUpdateSchema>;
