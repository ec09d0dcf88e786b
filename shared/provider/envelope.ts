import { z } from 'zod';
import { wireNumber, wireText } from './tolerant.ts';

/** The success envelope of list, create, update and delete: `success`, `total`, `results`. */
export function envelopeOf<T extends z.ZodType>(record: T) {
  return z.looseObject({ success: z.literal(true), total: wireNumber, results: z.array(record) });
}

/** One field-level validation error: `id` names the field. */
export const fieldError = z.looseObject({ id: z.string(), msg: z.string() });

/** The identifying fields returned by client create, update and delete. */
export const clientIdentity = z.looseObject({
  client_pk: wireNumber,
  client_name: wireText.optional(),
  client_lastname: wireText.optional(),
});
