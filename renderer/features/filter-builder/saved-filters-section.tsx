import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Filter } from '../../../shared/filter/model.ts';
import { checkWhere } from './check-where.ts';
import { SavedFilterItem } from './saved-filter-item.tsx';
import { useSavedFilters } from './use-saved-filters.ts';

/** What the saved-filters section saves and applies. */
export interface SavedFiltersSectionProps {
  /** The `where` of the conditions being edited, or the translated reason they do not make one. */
  current: { ok: true; filter: Filter } | { ok: false; message: string };
  /** Applies a checked `where` (closing the panel when it worked). */
  onLoad: (filter: Filter) => void;
}

/** Saved filters of the signed-in profile: save the current conditions under a name, and load, rename, delete or mark one as default. */
export function SavedFiltersSection({ current, onLoad }: SavedFiltersSectionProps) {
  const { t } = useTranslation('filter-builder');
  const saved = useSavedFilters();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();

  const save = () => {
    if (name.trim() === '') return setProblem(t('saved.saveNeedsName'));
    if (!current.ok) return setProblem(current.message);
    if (current.filter.length === 0) return setProblem(t('saved.saveNeedsConditions'));
    saved.save(name, current.filter);
    setName('');
    setProblem(undefined);
  };
  const load = (where: unknown) => {
    const checked = checkWhere(where);
    if (checked.ok) onLoad(checked.filter);
  };
  const message = problem ?? (saved.failed ? t('saved.storageFailed') : undefined);

  return (
    <Stack gap="xs" data-saved-filters>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          size="xs"
          style={{ flex: 1 }}
          label={t('saved.nameLabel')}
          placeholder={t('saved.namePlaceholder')}
          name="saved-filter-name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save();
          }}
        />
        <Button size="xs" onClick={save} data-action="save-filter">
          {t('saved.save')}
        </Button>
      </Group>
      {message && (
        <Alert color="red" variant="light" p="xs" role="alert" data-saved-problem>
          {message}
        </Alert>
      )}
      {saved.store.filters.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('saved.none')}
        </Text>
      ) : (
        <Stack gap={6} role="list" aria-label={t('saved.list')} mah={340} style={{ overflowY: 'auto' }}>
          {saved.store.filters.map((filter) => (
            <SavedFilterItem
              key={filter.id}
              filter={filter}
              isDefault={saved.store.defaultId === filter.id}
              onLoad={() => load(filter.where)}
              onRename={(next) => saved.rename(filter.id, next)}
              onDelete={() => saved.remove(filter.id)}
              onDefault={(on) => saved.setDefault(on ? filter.id : undefined)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
