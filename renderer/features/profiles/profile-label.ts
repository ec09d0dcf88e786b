import type { AnyNamespaceT } from '../../i18n/translation.ts';
import type { Profile } from '../../../shared/ipc/profile-schema.ts';

/** The name a person reads for a profile: the built-in demo one is named in the user's language. */
export function profileLabel(profile: Profile, t: AnyNamespaceT): string {
  return profile.kind === 'demo' ? t('profiles:demoName') : profile.name;
}
