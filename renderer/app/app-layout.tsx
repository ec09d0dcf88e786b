import { AppShell } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SessionState } from '../../shared/ipc/contract.ts';
import { profileLabel, useProfiles } from '../features/profiles/index.ts';
import { SessionExpiredModal, forgetWithOperatorData } from '../features/session/index.ts';
import { ShortcutsHelp } from '../features/shortcuts/index.ts';
import { PaletteHost } from '../features/palette/index.ts';
import { DraftsOffer } from '../features/drafts/index.ts';
import { LockHost } from '../features/lock/index.ts';
import { RegistrationHost } from '../features/registration/index.ts';
import { clearCustomers } from '../features/customer-area/index.ts';
import { CardNavTabs, forgetCardHistory, openClientCard } from '../features/client-card/index.ts';
import { NavLinks } from './nav-links.tsx';
import { RouteContent } from './route-content.tsx';
import { useRoute } from '../router/router.ts';
import { StatusStrip } from './status-strip.tsx';
import { TopBar } from './top-bar.tsx';

// Why here, once, when the signed-in screens load: main ends the customers' sessions with the operator's,
// so their tabs would only fail on the next request; no customer can be open before this module loads.
forgetWithOperatorData(clearCustomers);
// Why with the operator's data (issue 43): the next clerk at this desk must not see whom the last one looked up.
forgetWithOperatorData(forgetCardHistory);

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
        <CardNavTabs />
      </AppShell.Navbar>
      <AppShell.Main>
        <StatusStrip />
        <RouteContent route={route} />
      </AppShell.Main>
      <ShortcutsHelp />
      <PaletteHost />
      <RegistrationHost openCard={openClientCard} />
      {session.profileId && <DraftsOffer key={session.profileId} profileId={session.profileId} />}
      <SessionExpiredModal user={session.username ?? ''} profile={profile ? profileLabel(profile, t) : ''} />
      <LockHost session={session} />
    </AppShell>
  );
}
