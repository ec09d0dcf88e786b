import { ClientsPage } from '../features/clients/clients-page.tsx';
import { CustomerAreaPage } from '../features/customer-area/customer-area-page.tsx';
import { assertNever } from '../../shared/filter/assert-never.ts';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { SettingsPage } from '../features/settings/settings-page.tsx';
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
    case 'settings':
      return <SettingsPage />;
    default:
      return assertNever(route);
  }
}
