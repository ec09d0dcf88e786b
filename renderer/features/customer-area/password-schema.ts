import { z } from 'zod';
import { clientAreaPassword } from '../../../shared/registration/password.ts';

/** The change-password form's values. */
export interface PasswordValues {
  user_password: string;
  user_password_repeat: string;
}

/** The client-area password rules (8 to 16 characters, repeated); messages are keys under `password.error`. */
export const passwordSchema = z
  .object({
    user_password: clientAreaPassword('length'),
    user_password_repeat: z.string(),
  })
  .refine((values) => values.user_password === values.user_password_repeat, {
    message: 'repeat',
    path: ['user_password_repeat'],
  });
