import { feedUrlProblem, type FeedUrlProblem, type UpdateStatus } from '../../../shared/ipc/contract.ts';
import type { ptBR } from './locales/pt-BR.ts';

/** A translation key of the updates namespace and its values. */
export interface UpdateText {
  key: `state.${keyof typeof ptBR.state}`;
  values: { version: string; percent: number; url: string };
}

/** The sentence that says where an update stands (the error reason is translated by its code). */
export function updateStatusText(status: UpdateStatus): UpdateText {
  const values = { version: status.version ?? '', percent: status.percent ?? 0, url: status.manualUrl ?? '' };
  // A deb install is told where the package is (it is never downloaded); an older version is never installed.
  if (status.state === 'available' && status.manualUrl) return { key: 'state.manual', values };
  if (status.state === 'not-available' && status.code === 'downgrade') return { key: 'state.downgrade', values };
  return { key: `state.${status.state}`, values };
}

/** The translation key of a failure's reason. */
export function updateErrorKey(
  status: UpdateStatus,
): `errors.${Exclude<NonNullable<UpdateStatus['code']>, 'downgrade'> | 'other'}` {
  // Why not 'downgrade': it says why an offered version was not taken (state 'not-available'), never a failure.
  return `errors.${status.code && status.code !== 'downgrade' ? status.code : 'other'}`;
}

/** The translation key of why a feed address is refused, or null when it is accepted (main's own rule, shared/ipc/contract.ts). */
export function feedProblemKey(value: string): `feedProblems.${FeedUrlProblem}` | null {
  const problem = feedUrlProblem(value);
  return problem ? `feedProblems.${problem}` : null;
}
