import { z } from 'zod';
import { wireNumber, wireText } from './tolerant.ts';

/** The success envelope of list, create, update and delete: `success`, `total`, `results`. */
export function envelopeOf<T extends z.ZodType>(record: T) {
  return z.looseObject({ success: z.literal(true), total: wireNumber, results: z.array(record) });
}

/** One field-level validation error: `id` names the field. */
export const fieldError = z.looseObject({ id: z.string(), msg: z.string() });

/** HTTP 403 body of deployed servers: `code` and `message`, no `success` (no session, no right, no route). */
export const accessDeniedBody = z.looseObject({
  code: z.union([z.number(), z.string()]),
  message: z.string(),
  success: z.undefined().optional(),
});

/** A body with `success: false`, maybe a code (SQLSTATE on database errors), a message and field errors. */
export const successFalseBody = z.looseObject({
  success: z.literal(false),
  code: z.union([z.number(), z.string()]).optional(),
  message: wireText.optional(),
  errors: z.array(fieldError).optional(),
});

/** A body holding only field-level validation errors. */
export const errorsOnlyBody = z.looseObject({ errors: z.array(fieldError).min(1), success: z.undefined().optional() });

/** Every failure shape seen from deployed servers (field notes), the project's own service included. */
export const failureBody = z.union([successFalseBody, errorsOnlyBody, accessDeniedBody]);

/** Inferred type of a failure body. */
export type FailureBody = z.infer<typeof failureBody>;

/** The identifying fields returned by client create, update and delete. */
export const clientIdentity = z.looseObject({
  client_pk: wireNumber,
  client_name: wireText.optional(),
  client_lastname: wireText.optional(),
});

/** A body with only `success` (login, logout). */
export const successOnlyBody = z.looseObject({ success: z.literal(true) });
