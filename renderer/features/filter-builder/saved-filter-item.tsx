import { Alert, Badge, Button, Code, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkWhere } from './check-where.ts';
import { problemWords } from './problem-words.ts';
import type { SavedFilter } from './saved-filters-store.ts';

/** What one saved filter shows and does. */
export interface SavedFilterItemProps {
  filter: SavedFilter;
  isDefault: boolean;
  onLoad: () => void;
  onRename: (name: string) => void;
  onDelete: () => void;
  onDefault: (on: boolean) => void;
}

/** One saved filter: name, default mark, load/rename/delete/default; a filter that cannot be applied shows its JSON read-only and why. */
export function SavedFilterItem({ filter, isDefault, onLoad, onRename, onDelete, onDefault }: SavedFilterItemProps) {
  const { t } = useTranslation('filter-builder');
  const [renaming, setRenaming] = useState<string>();
  const checked = checkWhere(filter.where);
  const { name } = filter;
  const why = checked.ok
    ? undefined
    : checked.unsupported
      ? t(`saved.unsupported_${checked.unsupported}`)
      : t('saved.invalid', { message: problemWords(checked.problem, t, checked.place) });
  const confirm = () => {
    if (renaming?.trim()) onRename(renaming);
    setRenaming(undefined);
  };

  return (
    <Paper withBorder p="xs" role="listitem" data-saved-filter={name} data-read-only={checked.ok ? undefined : ''}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          {renaming === undefined ? (
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {name}
              </Text>
              {isDefault && (
                <Badge size="sm" variant="light" data-default-filter>
                  {t('saved.isDefault')}
                </Badge>
              )}
              {!checked.ok && (
                <Badge size="sm" variant="light" color="orange">
                  {t('saved.readOnly')}
                </Badge>
              )}
            </Group>
          ) : (
            <Group gap={6} wrap="nowrap" style={{ flex: 1 }}>
              <TextInput
                size="xs"
                style={{ flex: 1 }}
                aria-label={t('saved.renameLabel', { name })}
                name="saved-filter-rename"
                value={renaming}
                onChange={(event) => setRenaming(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') confirm();
                }}
                data-autofocus
              />
              <Button size="xs" onClick={confirm} data-action="confirm-rename">
                {t('saved.renameConfirm')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setRenaming(undefined)}>
                {t('saved.renameCancel')}
              </Button>
            </Group>
          )}
          {renaming === undefined && (
            <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
              <Button
                size="xs"
                onClick={onLoad}
                disabled={!checked.ok}
                aria-label={t('saved.loadLabel', { name })}
                data-action="load-saved-filter"
              >
                {t('saved.load')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setRenaming(name)} data-action="rename-saved-filter">
                {t('saved.rename')}
              </Button>
              {(checked.ok || isDefault) && (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => onDefault(!isDefault)}
                  aria-label={
                    isDefault ? t('saved.clearDefaultLabel', { name }) : t('saved.makeDefaultLabel', { name })
                  }
                  data-action="default-saved-filter"
                >
                  {isDefault ? t('saved.clearDefault') : t('saved.makeDefault')}
                </Button>
              )}
              <Button
                size="xs"
                variant="default"
                color="red"
                onClick={onDelete}
                aria-label={t('saved.deleteLabel', { name })}
                data-action="delete-saved-filter"
              >
                {t('saved.delete')}
              </Button>
            </Group>
          )}
        </Group>
        {why && (
          <>
            <Alert color="orange" variant="light" p={6} data-saved-filter-note>
              <Text size="xs">{why}</Text>
            </Alert>
            <Code
              block
              tabIndex={0}
              aria-label={t('saved.json', { name })}
              style={{ maxHeight: 120, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
            >
              {JSON.stringify(filter.where)}
            </Code>
          </>
        )}
      </Stack>
    </Paper>
  );
}
