// Zod schema for the client area's "change login password" form (user_password / user_password_repeat).
import { z } from 'zod';
import { nonEmptyOrUndefined } from './form-values.ts';
import { isPasswordLengthValid, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordsMatch } from './password.ts';

const requiredPassword = z.preprocess(
  nonEmptyOrUndefined,
  z.string({ error: (issue) => (issue.input === undefined ? 'registration.required' : 'registration.value.invalid') }),
);

/** The change-password form: both fields required, 8–16 characters, the repeat equal to the password. */
export const passwordChangeSchema = z
  .object(
    {
      user_password: requiredPassword.refine(isPasswordLengthValid, {
        error: 'registration.password.length',
        params: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
      }),
      user_password_repeat: requiredPassword,
    },
    { error: 'registration.value.invalid' },
  )
  .superRefine(
    (value, ctx) => {
      const { user_password: password, user_password_repeat: repeat } = value as Record<string, unknown>;
      if (typeof password === 'string' && typeof repeat === 'string' && !passwordsMatch(password, repeat)) {
        ctx.addIssue({ code: 'custom', message: 'registration.password.mismatch', path: ['user_password_repeat'] });
      }
    },
    // Why: report a mismatch even when the password's length is also wrong, so the form shows both at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

/** A parsed change-password form. */
export type PasswordChangeInput = z.output<typeof passwordChangeSchema>;
