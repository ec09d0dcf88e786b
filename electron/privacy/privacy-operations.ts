import type { Operations } from '../operations/operation-types.ts';
import type { SettingsStore } from '../settings/settings-store.ts';
import { policyPaths, readUpdatePolicy } from '../update/update-policy.ts';
import { privacyViewOf } from './privacy-view.ts';

/** Where IT's policy file is looked for on this machine (the update policy's places). */
export const machinePolicyPaths = (): string[] =>
  policyPaths({ platform: process.platform, execPath: process.execPath, env: process.env });

/**
 * `privacy:state`: the masking of personal data as the settings and IT's policy leave it. Why the file is read at
 * each call: the page asks once per sign-in, and IT's change then holds without a restart.
 */
export function privacyOperations(
  settings: SettingsStore,
  paths: () => readonly string[] = machinePolicyPaths,
): Pick<Operations, 'privacy:state'> {
  return {
    'privacy:state': async () => privacyViewOf(await settings.get(), await readUpdatePolicy(paths())),
  };
}
