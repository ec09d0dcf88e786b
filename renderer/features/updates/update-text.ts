import type { UpdateStatus } from '../../../shared/ipc/contract.ts';

/** A translation key of the updates namespace and its values. */
export interface UpdateText {
  key: string;
  values: Record<string, string | number>;
}

/** The sentence that says where an update stands (the error reason is translated by its code). */
export function updateStatusText(status: UpdateStatus): UpdateText {
  const values = { version: status.version ?? '', percent: status.percent ?? 0 };
  return { key: `state.${status.state}`, values };
}

/** The translation key of a failure's reason. */
export function updateErrorKey(status: UpdateStatus): string {
  return `errors.${status.code ?? 'other'}`;
}

/** Whether a feed address is one the app accepts (the same rule main applies). */
export function isFeedUrl(value: string): boolean {
  return /^(https?|file):\/\//i.test(value.trim()) && URL.canParse(value.trim());
}
