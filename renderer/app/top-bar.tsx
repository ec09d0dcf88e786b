import { Divider, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SessionState } from '../../shared/ipc/contract.ts';
import { DemoProgress, useDemoStatus } from '../features/demo/index.ts';
import { CleartextBadge, profileLabel, useProfiles } from '../features/profiles/index.ts';
import { LockNowButton, SignOutButton } from '../features/lock/index.ts';
import { ConnectionBadge } from '../features/session/index.ts';
import { PendingDraftsCount } from '../features/offline-drafts/index.ts';
import { PaletteButton } from '../features/palette/index.ts';
import { UpdateIndicator } from '../features/updates/index.ts';
import { ThemeToggle } from './theme-toggle.tsx';

/** The top bar: app and profile on the left; demo start, connection, user, theme and sign out on the right. */
export function TopBar({ session }: { session: SessionState }) {
  const { t } = useTranslation('app');
  const profiles = useProfiles();
  const demo = useDemoStatus();
  const profile = profiles.data?.profiles.find((item) => item.id === session.profileId);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Text fw={700}>{t('appName', { ns: 'common' })}</Text>
        <Divider orientation="vertical" />
        <Text size="sm" truncate data-top="profile">
          {profile ? t('topBar.profile', { profile: profileLabel(profile, t) }) : null}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <PaletteButton />
        {profile?.kind === 'demo' ? <DemoProgress status={demo.data} compact /> : null}
        {profile ? <CleartextBadge profile={profile} /> : null}
        <UpdateIndicator />
        <PendingDraftsCount />
        <ConnectionBadge state={session.connection} />
        <Text size="sm" data-top="user">
          {t('topBar.signedInAs', { user: session.username ?? '' })}
        </Text>
        <ThemeToggle />
        <LockNowButton />
        <SignOutButton />
      </Group>
    </Group>
  );
}
