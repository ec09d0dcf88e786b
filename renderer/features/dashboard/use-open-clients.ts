import { useCallback } from 'react';
import type { Filter } from '../../../shared/filter/model.ts';
import { useRoute } from '../../router/router.ts';
import { showEveryStatusNext } from '../clients/index.ts';
import { showClientsFiltered } from '../filter-builder/index.ts';

/** Opens the client list filtered to what a dashboard figure counts (every status, unless the filter names one). */
export function useOpenClients(): (filter: Filter) => void {
  const [, navigate] = useRoute();
  return useCallback(
    (filter: Filter) => {
      showClientsFiltered(filter);
      // Why every status: the figures count clients of every status unless their filter names one.
      showEveryStatusNext();
      navigate('clients');
    },
    [navigate],
  );
}
