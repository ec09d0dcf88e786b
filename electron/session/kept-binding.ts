import { demoProfileId } from '../profiles/profile-store.ts';

/** What a profile's kept password and jar are sealed with: where the password is sent. */
export interface BindingSource {
  id: string;
  adminUrl: string;
}

/**
 * The address a profile's kept password and cookie jar belong to: its administrative base address
 * (origin and path, where `/login` is posted), or `demo` for the built-in demo, whose service the app
 * starts itself on loopback with new ports at every launch. A profile whose address no longer gives
 * the same binding finds nothing kept (docs/security.md).
 */
export function bindingOf(profile: BindingSource): string {
  if (profile.id === demoProfileId) return demoProfileId;
  if (!URL.canParse(profile.adminUrl)) return `invalid:${profile.adminUrl}`;
  const url = new URL(profile.adminUrl);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
