// Zod schemas for single registration columns; each issue's message is a registration message code.
import { z } from 'zod';
import { dateIssue } from './dates.ts';
import { isValidEmail } from './email.ts';
import { formNumber, nonEmptyOrUndefined, trimmedOrUndefined } from './form-values.ts';
import type { RegistrationMessageCode } from './messages.ts';
import { formatPhoneList, parsePhoneList, phoneItemIssue, PHONES_MAX } from './phones.ts';
import { isPasswordLengthValid, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password.ts';
import {
  hasValidUsernameCharacters,
  isUsernameLengthValid,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './username.ts';

/** Zod error callback: `registration.required` when the value is missing, otherwise `code`. */
function requiredOr(code: RegistrationMessageCode): (issue: { input?: unknown }) => RegistrationMessageCode {
  return (issue) => (issue.input === undefined ? 'registration.required' : code);
}

const text = z.string({ error: 'registration.value.invalid' });

/**
 * An optional column: absent (undefined) passes at once; any other value is prepared (`prepare`: a blank one
 * becomes "not given") and checked by `schema`.
 */
export function optionalField<T extends z.ZodType>(prepare: (value: unknown) => unknown, schema: T) {
  // Why the outer optional: zod runs every column's schema on every parse, present or not, and a form sends a
  // handful of the 22 columns; an absent one then stops at the outer check instead of running the preprocess,
  // the pipe and the inner optional (main parses every create and update again, and so does the service).
  return z.preprocess(prepare, schema.optional()).optional();
}

/** Required text: trimmed, non-empty, at most `maxLength` characters. */
export function requiredText(maxLength: number) {
  return z.preprocess(
    trimmedOrUndefined,
    z.string({ error: requiredOr('registration.value.invalid') }).max(maxLength, { error: 'registration.tooLong' }),
  );
}

/** Optional text: trimmed, blank means not given, at most `maxLength` characters. */
export function optionalText(maxLength: number) {
  return optionalField(trimmedOrUndefined, text.max(maxLength, { error: 'registration.tooLong' }));
}

/** Required positive integer id, given as a number or a string of digits. */
export function requiredId() {
  return z.preprocess(
    formNumber,
    z.int({ error: requiredOr('registration.number.invalid') }).positive({ error: 'registration.number.invalid' }),
  );
}

/** Required choice among fixed numeric codes, given as a number or a string of digits. */
export function requiredChoice<const T extends readonly [number, ...number[]]>(values: T) {
  return z.preprocess(formNumber, z.literal(values, { error: requiredOr('registration.enum.invalid') }));
}

const dateMessages = {
  notADay: 'registration.date.notADay',
  incomplete: 'registration.date.incomplete',
  format: 'registration.date.invalid',
} as const satisfies Record<NonNullable<ReturnType<typeof dateIssue>>, RegistrationMessageCode>;

/** Optional calendar date `YYYY-MM-DD`; a wrong one says whether the day does not exist or the date is half-typed. */
export function optionalIsoDate() {
  return optionalField(
    trimmedOrUndefined,
    text.superRefine((value, ctx) => {
      const issue = dateIssue(value);
      if (issue) ctx.addIssue({ code: 'custom', message: dateMessages[issue] });
    }),
  );
}

/** Optional e-mail address. */
export function optionalEmail() {
  return optionalField(trimmedOrUndefined, text.refine(isValidEmail, { error: 'registration.email.invalid' }));
}

/** Optional client-area user name: 3–60 characters of letters, digits and `. _ - @`. */
export function optionalUsername() {
  return optionalField(
    trimmedOrUndefined,
    text
      .refine(isUsernameLengthValid, {
        error: 'registration.username.length',
        params: { min: USERNAME_MIN_LENGTH, max: USERNAME_MAX_LENGTH },
        abort: true,
      })
      .refine(hasValidUsernameCharacters, { error: 'registration.username.chars' }),
  );
}

/** Optional password of 8–16 characters, taken verbatim (not trimmed); an empty string means not given. */
export function optionalPassword() {
  return optionalField(
    nonEmptyOrUndefined,
    text.refine(isPasswordLengthValid, {
      error: 'registration.password.length',
      params: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
    }),
  );
}

/** Optional password confirmation, taken verbatim; whether it matches is a cross-field rule. */
export function optionalPasswordConfirmation() {
  return optionalField(nonEmptyOrUndefined, text);
}

/** Optional two-letter state code (UF), output in uppercase. */
export function optionalState() {
  return optionalField(
    trimmedOrUndefined,
    text.regex(/^[A-Za-z]{2}$/, { error: 'registration.state.invalid' }).transform((uf) => uf.toUpperCase()),
  );
}

/** A string trimmed, kept even when blank (a blank list clears the stored one); other values pass unchanged. */
const trimmedKeepingBlank = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);

/**
 * Optional phone list (`Label#-#value,…`, the record's client_phones): every number a Brazilian one with an area
 * code in use, written back punctuated; sent blank, it stays '' (clears the list on update).
 */
export function optionalPhones() {
  return optionalField(
    trimmedKeepingBlank,
    text
      .superRefine((value, ctx) => {
        const items = parsePhoneList(value);
        if (items.length > PHONES_MAX)
          ctx.addIssue({ code: 'custom', message: 'registration.phone.tooMany', params: { max: PHONES_MAX } });
        items.forEach((item, index) => {
          const issue = phoneItemIssue(item);
          if (issue)
            ctx.addIssue({ code: 'custom', message: issue.code, params: { ...issue.params, position: index + 1 } });
        });
      })
      .transform((value) => formatPhoneList(parsePhoneList(value))),
  );
}
