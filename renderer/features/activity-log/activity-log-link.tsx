import { NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Why its own icon: common's set has no list-with-a-shield; one outline, like the others (decorative).
function ActivityLogIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M9 6h11M9 12h6M9 18h4M4 6h.01M4 12h.01M4 18h.01" />
      <path d="M19 14l3 1.2v2.3c0 1.9-1.3 3.3-3 3.9-1.7-.6-3-2-3-3.9v-2.3z" />
    </svg>
  );
}

/** The navigation's link to the "Registro de atividades" screen (the app places it; the current screen is marked). */
export function ActivityLogNavLink({ active }: { active: boolean }) {
  const { t } = useTranslation('activity-log');
  return (
    <NavLink
      href="#/activity-log"
      label={t('title')}
      leftSection={<ActivityLogIcon />}
      active={active}
      aria-current={active ? 'page' : undefined}
      data-route="activity-log"
    />
  );
}
