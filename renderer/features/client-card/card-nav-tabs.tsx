import { CloseButton, Group, NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cardHash, useCardId } from '../../router/router.ts';
import { useCardState } from './card-store.ts';
import { useCloseCard } from './use-close-card.ts';
import { useBindCardProfile } from './use-bind-profile.ts';

/**
 * The open cards as tabs in the left navigation, under the screens: each a link to its card and a close
 * button (both reachable by Tab). The signed-in profile's tabs come back after a restart.
 */
export function CardNavTabs() {
  const { t } = useTranslation('client-card');
  useBindCardProfile();
  const { tabs } = useCardState();
  const current = useCardId();
  const closeCard = useCloseCard();
  if (tabs.length === 0) return null;
  return (
    <Stack gap={2} mt="sm" component="section" aria-labelledby="card-tabs-title" data-card-tabs>
      <Text id="card-tabs-title" size="xs" fw={700} tt="uppercase" px="xs">
        {t('tabs.label')}
      </Text>
      {tabs.map((tab) => {
        const name = tab.name || t('tabs.unnamed', { id: tab.id });
        const active = tab.id === current;
        return (
          <Group key={tab.id} gap={0} wrap="nowrap" data-card-tab={tab.id}>
            <NavLink
              href={cardHash(tab.id)}
              label={name}
              active={active}
              aria-current={active ? 'page' : undefined}
              style={{ flex: 1, minWidth: 0 }}
              styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
            />
            <CloseButton
              size="sm"
              aria-label={t('tabs.close', { name })}
              title={t('tabs.close', { name })}
              onClick={() => closeCard(tab.id)}
              data-action="close-card"
            />
          </Group>
        );
      })}
    </Stack>
  );
}
