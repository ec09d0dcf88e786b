import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Says that a search found more clients than the list shows, and how to narrow it; nothing when it shows them all. */
export function SearchMoreNote({ shown, found }: { shown: number; found?: { count: number; exact: boolean } }) {
  const { t, i18n } = useTranslation('clients');
  if (found === undefined) return null;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Text size="xs" c="dimmed" role="status" data-search-more={found.count}>
      {t(found.exact ? 'search.more' : 'search.moreAtLeast', {
        shown: number.format(shown),
        found: number.format(found.count),
      })}
    </Text>
  );
}
