import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { nameMinLength } from '../../../shared/search/search-rule.ts';
import type { PaletteSection } from './palette-items.ts';
import type { PaletteSearchState } from './use-palette-search.ts';
import { DataAgeLabel } from '../common/index.ts';

/** One line under the field, read out by screen readers: searching, how many found, nothing found, or why not. */
export function PaletteStatus({
  text,
  search,
  sections,
}: {
  text: string;
  search: PaletteSearchState;
  sections: readonly PaletteSection[];
}) {
  const { t } = useTranslation('palette');
  const typed = text.trim();
  const found = sections
    .filter((section) => section.group !== 'commands')
    .reduce((sum, section) => sum + section.items.length, 0);
  const message =
    typed === ''
      ? sections.some((section) => section.group === 'recent')
        ? ''
        : t('status.noRecent')
      : search.query.invalidDocument && !search.pending
        ? t('status.invalidDocument')
        : search.error
          ? t('status.failed', { message: search.error.message })
          : search.pending
            ? t('status.searching')
            : typed.length < nameMinLength
              ? t('status.tooShort')
              : found === 0
                ? t('status.none', { text: typed })
                : `${t('status.count', { count: found })}${search.more ? ` ${t('status.narrow')}` : ''}`;
  return (
    <Group gap="xs" mt={6} mih={18} wrap="nowrap" justify="space-between">
      <Text size="xs" c="dimmed" role="status" aria-live="polite" data-palette-status>
        {message}
      </Text>
      {/* Why beside the count: the results under it came from the local copy (issue 46), not from the server. */}
      {found > 0 && <DataAgeLabel cachedAt={search.cachedAt} />}
    </Group>
  );
}
