import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { unwrap } from '../../api/desk-error.ts';
import { desk } from '../../api/desk.ts';

/** The react-query key of the offices list. */
export const officesKey = ['clients', 'offices'] as const;

/** The offices the server knows (those holding clients); read once per session, they rarely change. */
export function useOffices() {
  return useQuery({
    queryKey: officesKey,
    queryFn: async () => unwrap(await desk.clientsOffices({})).offices,
    staleTime: 10 * 60_000,
  });
}

/** The offices' names by code, for screens that show a record's office (the activity log); empty until read. */
export function useOfficeNames(): ReadonlyMap<number, string> {
  const offices = useOffices();
  return useMemo(
    () =>
      new Map(
        (offices.data ?? []).flatMap((office) =>
          office.offices_identification ? [[office.offices_pk, office.offices_identification] as const] : [],
        ),
      ),
    [offices.data],
  );
}
