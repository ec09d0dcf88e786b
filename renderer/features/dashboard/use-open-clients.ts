import { useCallback } from 'react';
import type { Filter } from '../../../shared/filter/model.ts';
import { useRoute } from '../../router/router.ts';
import { showClientsFiltered } from '../filter-builder/index.ts';

/** Opens the client list filtered to what a dashboard figure counts. */
export function useOpenClients(): (filter: Filter) => void {
  const [, navigate] = useRoute();
  return useCallback(
    (filter: Filter) => {
      showClientsFiltered(filter);
      navigate('clients');
    },
    [navigate],
  );
}
