import { z } from 'zod';
import { clientPasswordLength } from '../../../shared/provider/client-area-operations.ts';

/** The change-password form's values. */
export interface PasswordValues {
  user_password: string;
  user_password_repeat: string;
}

/** The client-area password rules (8 to 16 characters, repeated); messages are keys under `password.error`. */
export const passwordSchema = z
  .object({
    user_password: z.string().min(clientPasswordLength.min, 'length').max(clientPasswordLength.max, 'length'),
    user_password_repeat: z.string(),
  })
  .refine((values) => values.user_password === values.user_password_repeat, {
    message: 'repeat',
    path: ['user_password_repeat'],
  });
