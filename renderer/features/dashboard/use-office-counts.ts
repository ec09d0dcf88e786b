import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../api/desk-error.ts';
import { desk } from '../../api/desk.ts';
import { officeFilter } from './dashboard-filters.ts';

/** The react-query key of the clients-per-office counts. */
export const officeCountsKey = ['dashboard', 'offices'] as const;

/** Clients of one office: its number, its name as the server gives it, and how many clients it holds. */
export interface OfficeCount {
  officesPk: number;
  name: string | null;
  count: number;
}

/**
 * Clients per office: the offices main finds (those holding clients), then the `total` of the client list filtered
 * by each (limit 1). Read again with the dashboard's Refresh (and after a client is saved, as every dashboard figure).
 */
export function useOfficeCounts() {
  return useQuery({
    queryKey: officeCountsKey,
    queryFn: async ({ signal }): Promise<OfficeCount[]> => {
      const { offices } = unwrap(await desk.clientsOffices({}, { signal, idPrefix: 'dashboard-offices' }));
      return Promise.all(
        offices.map(async (office) => {
          const page = unwrap(
            await desk.clientsList(
              { start: 0, limit: 1, where: officeFilter(office.offices_pk) },
              { signal, idPrefix: 'dashboard-office' },
            ),
          );
          return { officesPk: office.offices_pk, name: office.offices_identification, count: page.total };
        }),
      );
    },
    refetchOnWindowFocus: false,
  });
}
