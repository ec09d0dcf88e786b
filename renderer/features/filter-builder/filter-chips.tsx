import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { Fragment, memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuilderCondition } from './builder-condition.ts';
import { chipText } from './chip-text.ts';
import { chipWords } from './field-words.ts';

/** What the chips show and remove. */
export interface FilterChipsProps {
  conditions: readonly BuilderCondition[];
  onRemove: (id: string) => void;
}

/** The applied conditions above the grid as readable chips joined by E/AND, each removable; memoised, so the grid's answers do not render them again. */
export const FilterChips = memo(function FilterChips({ conditions, onRemove }: FilterChipsProps) {
  const { t } = useTranslation(['filter-builder', 'clients']);
  if (conditions.length === 0) return null;
  const words = chipWords(t);
  return (
    <Group gap={6} role="list" aria-label={t('chips')} data-filter-chips>
      {conditions.map((condition, index) => {
        const text = chipText(condition, words);
        return (
          <Fragment key={condition.id}>
            {index > 0 && (
              <Text size="xs" fw={700} aria-hidden>
                {t('and')}
              </Text>
            )}
            <Paper role="listitem" withBorder radius="xl" px="sm" py={2} data-filter-chip>
              <Group gap={4} wrap="nowrap">
                <Text size="sm">{text}</Text>
                <CloseButton
                  size="sm"
                  aria-label={t('removeChip', { text })}
                  title={t('removeChip', { text })}
                  onClick={() => onRemove(condition.id)}
                />
              </Group>
            </Paper>
          </Fragment>
        );
      })}
    </Group>
  );
});
