import { demoProfileId, type StoredProfile } from '../profiles/profile-store.ts';

/** What a profile's kept password and jar are sealed with: where and how the password is sent, and to which certificate. */
export type BindingSource = Pick<StoredProfile, 'id' | 'adminUrl' | 'auth' | 'pinnedCertSha256'>;

/**
 * What a profile's kept password and cookie jar belong to: its administrative base address (origin and path,
 * where `/login` is posted), its way of signing in and its certificate pin; or `demo` for the built-in demo,
 * whose service the app starts itself on loopback with new ports at every launch. A profile that no longer
 * gives the same binding (re-saved in the app, or `profiles.json` edited by hand) finds nothing kept
 * (docs/security.md). Why the pin: a kept cookie or password sent to whatever certificate a hand-edited pin
 * names would go to a server the operator never signed in to. Why the way of signing in: with Basic the password
 * goes with every request, with a session only to `/login`; what was kept for one is not given to the other.
 */
export function bindingOf(profile: BindingSource): string {
  if (profile.id === demoProfileId) return demoProfileId;
  const address = URL.canParse(profile.adminUrl)
    ? ((url) => `${url.origin}${url.pathname.replace(/\/+$/, '')}`)(new URL(profile.adminUrl))
    : `invalid:${profile.adminUrl}`;
  // Why JSON: no address, mode or pin can be written so that two different triples give the same text.
  return JSON.stringify([address, profile.auth, profile.pinnedCertSha256 ?? null]);
}
