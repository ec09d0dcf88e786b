import { z } from 'zod';
import { maskKinds } from '../privacy/masks.ts';

/** The kinds of personal data the app can mask (CPF/CNPJ, RG/IE, phones, e-mail, birth date, street number). */
export const maskKindSchema = z.enum(maskKinds);

/** How masking is set up on this machine: the user's settings as IT's policy leaves them (`privacy:state`). */
export const privacyViewSchema = z.object({
  /** Personal data is shown masked (the default). */
  enabled: z.boolean(),
  /** The kinds that are masked while `enabled`. */
  kinds: z.array(maskKindSchema),
  /** IT's policy fixes `enabled`; the page shows it read-only. */
  enabledPinned: z.boolean(),
  /** IT's policy fixes `kinds`. */
  kindsPinned: z.boolean(),
  /** The policy file in force, if any. */
  policySource: z.string().nullable(),
  /** The policy file is not valid: everything is masked until IT corrects it. */
  policyInvalid: z.boolean(),
});
/** Masking setup. */
export type PrivacyView = z.infer<typeof privacyViewSchema>;
