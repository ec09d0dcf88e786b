import { useQuery } from '@tanstack/react-query';
import { desk } from '../../api/desk.ts';
import { unwrap } from '../../api/desk-error.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { readDashboard } from './dashboard-figures.ts';

/** The dashboard figures of the signed-in server (`dashboard:info`), read for the screen. */
export function useDashboard() {
  return useQuery({
    queryKey: queryKeys.dashboard,
    queryFn: async () => unwrap(await desk.dashboardInfo({})).record,
    select: readDashboard,
  });
}
