import { ActivityLogPage } from '../features/activity-log/index.ts';
import { ClientCardPage } from '../features/client-card/index.ts';
import { ClientsPage } from '../features/clients/index.ts';
import { CustomerAreaPage } from '../features/customer-area/index.ts';
import { assertNever } from '../../shared/filter/assert-never.ts';
import { DashboardPage } from '../features/dashboard/index.ts';
import { SettingsPage } from '../features/settings/index.ts';
import type { Route } from '../router/router.ts';

/** The screen of a route. */
export function RouteContent({ route }: { route: Route }) {
  switch (route) {
    case 'dashboard':
      return <DashboardPage />;
    case 'clients':
      return <ClientsPage />;
    case 'customer-area':
      return <CustomerAreaPage />;
    case 'activity-log':
      return <ActivityLogPage />;
    case 'settings':
      return <SettingsPage />;
    case 'card':
      return <ClientCardPage />;
    default:
      return assertNever(route);
  }
}
