import { AppShell } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SessionState } from '../../shared/ipc/contract.ts';
import { profileLabel } from '../features/profiles/profile-label.ts';
import { useProfiles } from '../features/profiles/use-profiles.ts';
import { SessionExpiredModal } from '../features/session/session-expired-modal.tsx';
import { ShortcutsHelp } from '../features/shortcuts/shortcuts-help.tsx';
import { DraftsOffer } from '../features/drafts/drafts-offer.tsx';
import { RegistrationHost } from '../features/registration/registration-host.tsx';
import { clearCustomers } from '../features/customer-area/customer-store.ts';
import { forgetWithOperatorData } from '../features/session/operator-data.ts';
import { NavLinks } from './nav-links.tsx';
import { RouteContent } from './route-content.tsx';
import { useRoute } from '../router/router.ts';
import { TopBar } from './top-bar.tsx';

// Why here, once, when the signed-in screens load: main ends the customers' sessions with the operator's,
// so their tabs would only fail on the next request; no customer can be open before this module loads.
forgetWithOperatorData(clearCustomers);

/** The signed-in app: top bar, left navigation, the current screen, and the expired-session dialog over it. */
export function AppLayout({ session }: { session: SessionState }) {
  const { t } = useTranslation('app');
  const [route] = useRoute();
  const profiles = useProfiles();
  const profile = profiles.data?.profiles.find((item) => item.id === session.profileId);
  return (
    <AppShell header={{ height: 44 }} navbar={{ width: 190, breakpoint: 0 }} padding="md" data-screen="shell">
      <AppShell.Header>
        <TopBar session={session} />
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('nav.label')} data-nav="main">
        <NavLinks route={route} />
      </AppShell.Navbar>
      <AppShell.Main>
        <RouteContent route={route} />
      </AppShell.Main>
      <ShortcutsHelp />
      <RegistrationHost />
      {session.profileId && <DraftsOffer key={session.profileId} profileId={session.profileId} />}
      <SessionExpiredModal user={session.username ?? ''} profile={profile ? profileLabel(profile, t) : ''} />
    </AppShell>
  );
}
