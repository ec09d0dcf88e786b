import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dataAgeText } from './data-age-text.ts';
import { useNow } from './use-now.ts';

/**
 * "dados de HH:MM" beside data that came from the local copy (issue 46: a read answered with `cachedAt`); nothing when
 * the server answered. Placed next to what it qualifies, so the clerk never takes the copy for the server's word.
 */
export function DataAgeLabel({ cachedAt }: { cachedAt: number | undefined }) {
  const { t } = useTranslation('common');
  const now = useNow();
  if (cachedAt === undefined) return null;
  return (
    <Badge
      color="yellow"
      variant="light"
      size="sm"
      radius="sm"
      tt="none"
      style={{ flex: 'none' }}
      title={t('dataAge.hint')}
      data-data-age={cachedAt}
    >
      {dataAgeText(t, cachedAt, now)}
    </Badge>
  );
}
