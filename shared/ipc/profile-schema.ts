import { z } from 'zod';
import { codeDictionarySchema } from '../codes/code-dictionary.ts';

/** Why these rules: a profile's address is where the operator's password goes, so only http(s), no user info, no query. */
export const baseUrlSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(300, 'is too long')
  .refine((text) => {
    if (!URL.canParse(text)) return false;
    const url = new URL(text);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname !== '' &&
      !url.username &&
      !url.password &&
      !url.search &&
      !url.hash
    );
  }, 'must be an http:// or https:// address (host, optional port and path; no user, query or #)')
  .transform((text) => text.replace(/\/+$/, ''));

/** The administrative path prefix of a server (the interface writes `admin_ctl`). */
export const adminPrefixSchema = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z0-9_-]{1,60}(\/[A-Za-z0-9_-]{1,60}){0,3}$/,
    'must be one or more path segments of letters, digits, _ and -',
  );

/**
 * A certificate's SHA-256 fingerprint as a server profile pins it: 64 hex digits, with or without colons
 * (as browsers and `openssl x509 -fingerprint -sha256` show it), kept as `AB:CD:…`; empty means no pin.
 */
export const certPinSchema = z
  .string()
  .trim()
  .refine(
    (text) => text === '' || /^[0-9A-Fa-f]{64}$/.test(text) || /^[0-9A-Fa-f]{2}(:[0-9A-Fa-f]{2}){31}$/.test(text),
    'must be a SHA-256 fingerprint: 64 hex digits, with or without colons',
  )
  .transform((text) =>
    text === '' ? undefined : (text.replaceAll(':', '').toUpperCase().match(/../g) ?? []).join(':'),
  );

/** How a profile signs in: a session (`POST /login`, then its cookie), or HTTP Basic credentials on every request. */
export const authModes = ['session', 'basic'] as const;

/** What the operator enters for a server profile. */
export const profileInputSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/)
    .optional(),
  name: z.string().trim().min(1, 'is required').max(60, 'is too long'),
  adminUrl: baseUrlSchema,
  clientUrl: baseUrlSchema.or(z.literal('')),
  adminPrefix: adminPrefixSchema.default('admin_ctl'),
  username: z.string().trim().max(120, 'is too long').default(''),
  /** The one certificate this profile's addresses accept (a server with its own certificate), instead of the trusted CAs. */
  pinnedCertSha256: certPinSchema.optional(),
  /** How the profile signs in; `session` unless the server takes HTTP Basic on every request instead. */
  auth: z.enum(authModes).default('session'),
  /** What the server's codes mean (labels per field and code); a new profile without one starts from the deployed product's documented codes. */
  codeDictionary: codeDictionarySchema.optional(),
});
/** Input of a server profile. */
export type ProfileInput = z.input<typeof profileInputSchema>;

/** What a connection check takes: a profile's addresses and user as typed, and the typed password (never kept). */
export const profileCheckInputSchema = profileInputSchema
  .omit({ id: true, name: true, codeDictionary: true })
  .extend({ password: z.string().max(200, 'is too long').optional() });

/** A stored server profile; `demo` is the built-in one backed by the embedded provider service. */
export const profileSchema = z.object({
  id: z.string(),
  kind: z.enum(['demo', 'remote']),
  name: z.string(),
  adminUrl: z.string(),
  clientUrl: z.string(),
  adminPrefix: z.string(),
  username: z.string(),
  /** The pinned certificate's SHA-256 fingerprint (`AB:CD:…`), when the profile pins one. */
  pinnedCertSha256: z.string().optional(),
  /** How the profile signs in: a session, or HTTP Basic on every request. */
  auth: z.enum(authModes),
  /** Whether a password is kept for this profile (encrypted by the operating system). */
  passwordKept: z.boolean(),
  /** What the server's codes mean: the preset it starts from and the operator's own labels. */
  codeDictionary: codeDictionarySchema,
});
/** A stored server profile. */
export type Profile = z.infer<typeof profileSchema>;
