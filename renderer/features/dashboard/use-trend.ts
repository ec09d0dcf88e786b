import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { desk } from '../../api/desk.ts';
import { unwrap } from '../../api/desk-error.ts';

/** This month on the desk's calendar (YYYY-MM): the month the trend ends with. */
const thisMonth = (now = new Date()): string => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;

/**
 * The 12-month trend (`dashboard:trend`). Main keeps it for the sign-in, so asking again costs nothing; `recompute`
 * asks main to count again and shows the new figures.
 */
export function useTrend() {
  const queryClient = useQueryClient();
  const month = thisMonth();
  const trendKey = ['dashboard', 'trend', month] as const;
  const query = useQuery({
    queryKey: trendKey,
    queryFn: async ({ signal }) =>
      unwrap(await desk.dashboardTrend({ month }, { signal, idPrefix: 'dashboard-trend' })),
    refetchOnWindowFocus: false,
  });
  const recompute = useMutation({
    mutationFn: async () => unwrap(await desk.dashboardTrend({ month, refresh: true })),
    onSuccess: (trend) => queryClient.setQueryData(trendKey, trend),
  });
  return { query, recompute };
}
