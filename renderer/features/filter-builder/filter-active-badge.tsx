import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../format/money.ts';

/** What the badge shows: whether a filter is applied, and how many clients it matches once known. */
export interface FilterActiveBadgeProps {
  active: boolean;
  total: number | undefined;
}

/**
 * "Filtro ativo: 1.234 clientes" beside the filter button while a filter is applied. Why apart from the
 * builder: the total changes with every answer, and the builder (still closing when the answer comes) must
 * not render again for it.
 */
export function FilterActiveBadge({ active, total }: FilterActiveBadgeProps) {
  // Why formatCount and not toLocaleString: it keeps its Intl.NumberFormat, and building one (about a millisecond)
  // came at every answer, between the answer and its rows painted.
  const { t } = useTranslation('filter-builder');
  if (!active) return null;
  return (
    <Badge
      variant="light"
      color="blue"
      size="lg"
      data-filter-active
      data-filter-total={total ?? ''}
      style={{ textTransform: 'none' }}
    >
      {total === undefined ? t('activeCounting') : t('active', { total: formatCount(total, 'pt-BR') })}
    </Badge>
  );
}
