import type { Language } from '../../../shared/language.ts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  deskClientCreateSchema,
  deskClientUpdateSchema,
  registrationFieldErrors,
  type ClientCreateInput,
  type ClientUpdateInput,
} from '../../../shared/registration/registration-schema.ts';
import { formBody, type ClientFormValues } from './client-form-values.ts';

/** What a valid form becomes: the create or update body, normalised by the shared schema. */
export type ClientFormOutput = ClientCreateInput | ClientUpdateInput;

/**
 * The registration form's resolver: the very schemas main applies (shared/registration, the desk's phone rule included),
 * messages in the user's language. Why not @hookform/resolvers' zodResolver: it passes zod's message
 * through as is, and ours are codes whose placeholders ({max}, {expected}) need the issue's params;
 * registrationFieldErrors is the one function that turns issues into texts, shared with the service.
 */
export function registrationResolver(
  clientPk: number | undefined,
  language: () => Language,
  openedPhones = '',
): Resolver<ClientFormValues, unknown, ClientFormOutput> {
  return (values) => {
    const body = formBody(values, clientPk, openedPhones);
    const outcome =
      clientPk === undefined ? deskClientCreateSchema.safeParse(body) : deskClientUpdateSchema.safeParse(body);
    if (outcome.success) return { values: outcome.data, errors: {} };
    const errors: FieldErrors<ClientFormValues> = {};
    for (const { id, msg } of registrationFieldErrors(outcome.error, language())) {
      const field = (id === '' ? 'root' : id) as keyof ClientFormValues;
      errors[field] = { type: 'validate', message: msg };
    }
    return { values: {}, errors };
  };
}
