import { NavLink, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityLogNavLink } from '../features/activity-log/index.ts';
import { ClientsIcon, CustomerIcon, DashboardIcon, SettingsIcon } from '../features/common/index.ts';
import type { Route } from '../router/router.ts';

const items = [
  { route: 'dashboard', label: 'nav.dashboard', icon: <DashboardIcon /> },
  { route: 'clients', label: 'nav.clients', icon: <ClientsIcon /> },
  { route: 'customer-area', label: 'nav.customerArea', icon: <CustomerIcon /> },
  { route: 'settings', label: 'nav.settings', icon: <SettingsIcon /> },
] as const satisfies ReadonlyArray<{ route: Route; label: string; icon: ReactNode }>;

/** The left navigation's links; the current screen is marked for the eye and for screen readers. */
export function NavLinks({ route }: { route: Route }) {
  const { t } = useTranslation('app');
  return (
    <Stack gap={2}>
      {items.map((item) => (
        <NavLink
          key={item.route}
          href={`#/${item.route}`}
          label={t(item.label)}
          leftSection={item.icon}
          active={item.route === route}
          aria-current={item.route === route ? 'page' : undefined}
          data-route={item.route}
        />
      ))}
      <ActivityLogNavLink active={route === 'activity-log'} />
    </Stack>
  );
}
