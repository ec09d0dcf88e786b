import { z } from 'zod';
import { supportPriorities } from '../../../shared/provider/client-area-operations.ts';

// The same rules as the wire contract (shared/provider/client-area-operations.ts), with message keys of
// this feature's strings, so the form says what is wrong before anything is sent.

/** The support-order form's values as typed (selects hold text). */
export interface SupportOrderValues {
  task_pk: string;
  priority: string;
  phone: string;
  os_obs: string;
}

/** The form's values when it opens: no task, normal priority. */
export const emptySupportOrder: SupportOrderValues = { task_pk: '', priority: '1', phone: '', os_obs: '' };

/** The support-order form's rules; messages are keys under `support.error`. */
export const supportOrderSchema = z.object({
  task_pk: z.string().regex(/^[1-9]\d{0,9}$/, 'task'),
  priority: z
    .string()
    .refine((value) => (supportPriorities as readonly number[]).includes(Number(value)) && value !== '', 'priority'),
  phone: z
    .string()
    .trim()
    .regex(/^[0-9()+\-\s]{8,20}$/, 'phone'),
  os_obs: z.string().trim().min(5, 'descriptionShort').max(2000, 'descriptionLong'),
});

/** The `customer:openSupportOrder` fields of checked form values. */
export function supportOrderInput(values: SupportOrderValues): {
  task_pk: number;
  priority: number;
  phone: string;
  os_obs: string;
} {
  return {
    task_pk: Number(values.task_pk),
    priority: Number(values.priority),
    phone: values.phone.trim(),
    os_obs: values.os_obs.trim(),
  };
}
