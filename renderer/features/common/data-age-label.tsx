import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useServerNeeded } from '../session/index.ts';
import { dataAgeText } from './data-age-text.ts';
import { useNow } from './use-now.ts';

/**
 * "dados de HH:MM" beside data whose freshness the clerk cannot take for granted (issue 46): a read answered from the
 * local copy (`cachedAt`), or, while the server does not answer, a read the server answered at `readAt` (react-query's
 * `dataUpdatedAt`): on screen from before the link dropped, it may have changed since. Nothing when the server answered
 * and still answers. Placed next to what it qualifies, so the clerk never takes old data for the server's word.
 */
export function DataAgeLabel({ cachedAt, readAt }: { cachedAt: number | undefined; readAt?: number | undefined }) {
  const { t } = useTranslation('common');
  const now = useNow();
  const { offline } = useServerNeeded();
  // Why readAt > 0 only: react-query says 0 for data it never read (an opener's copy seeded into a query).
  const shown = cachedAt ?? (offline && readAt !== undefined && readAt > 0 ? readAt : undefined);
  if (shown === undefined) return null;
  const source = cachedAt === undefined ? 'screen' : 'copy';
  return (
    <Badge
      color="yellow"
      variant="light"
      size="sm"
      radius="sm"
      tt="none"
      style={{ flex: 'none' }}
      title={t(source === 'copy' ? 'dataAge.hint' : 'dataAge.hintShown')}
      data-data-age={shown}
      data-data-age-source={source}
    >
      {dataAgeText(t, shown, now)}
    </Badge>
  );
}
